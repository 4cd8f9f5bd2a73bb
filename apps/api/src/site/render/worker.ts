import { setPriority } from 'node:os';
import { pathToFileURL } from 'node:url';
import { workerData, type MessagePort } from 'node:worker_threads';
import { createApp } from '../../app';
import { compressSync, minCompressBytes } from '../../http/compression';
import { openReadOnly } from '../../storage/sqlite';
import { inlineHashes } from '../../http/security-headers';
import {
  staffApiPrefix,
  type ApiCall,
  type ApiCallAnswer,
  type RenderedPage,
  type RenderedRedirect,
  type RenderTask,
  type RenderWorkerData,
  type SiteDescription,
  type SiteServerEntry,
} from './protocol';

/**
 * A render worker (a thread of the pool in ./pool.ts): renders the site's pages with the site's
 * server bundle, which asks this thread's own copy of the API in process. That API reads the
 * same two files on a read-only connection of its own, so a render never waits for the event
 * loop, and the event loop never waits for a render. A call that changes something (the action
 * of a form posted to the page) goes to the server's own API over the task's port instead.
 */

/**
 * Linux's nice value for this thread only (setpriority acts on the calling thread there): when
 * the cores are busy, the event loop, which answers every other request, goes first. Measured on
 * the 2-core machine beside other work (a /cari flood from many addresses, a static page read
 * meanwhile): 10 kept the static page's p99 lowest but let renders all but stop whenever other
 * processes were busy (a third of the renders of 0); 5 kept most of both.
 */
const renderNice = 5;

const data = workerData as RenderWorkerData;

async function load() {
  try {
    setPriority(renderNice);
  } catch {
    // A platform that refuses it renders at the normal priority.
  }
  const db = openReadOnly(data.databasePath, data.visitorDatabasePath);
  const app = createApp({ db });
  const read: typeof fetch = (input, init) => Promise.resolve(app.fetch(new Request(input, init)));
  const entry = (await import(pathToFileURL(data.serverEntry).href)) as SiteServerEntry;
  return { entry, read, render: entry.createSiteRenderer({ clientDir: data.siteDir }) };
}

// Started as the thread starts; a failure is the answer of every task (see renderTask).
const loading = load();
loading.catch(() => undefined);

/**
 * Asks the server's API over `port` what this thread's read-only API cannot answer: a call that
 * changes something, and every call of the front desk (its session is the visitor's cookie,
 * which the server adds and this thread never sees). The rest is read here.
 */
function callThrough(port: MessagePort, read: typeof fetch): typeof fetch {
  let next = 0;
  const waiting = new Map<number, (answer: ApiCallAnswer) => void>();
  port.on('message', (answer: ApiCallAnswer) => {
    waiting.get(answer.id)?.(answer);
    waiting.delete(answer.id);
  });
  return async (input, init) => {
    const request = new Request(input, init);
    const staff = new URL(request.url).pathname.startsWith(staffApiPrefix);
    if (!staff && (request.method === 'GET' || request.method === 'HEAD')) return read(request);
    next += 1;
    const call: ApiCall = {
      id: next,
      url: request.url,
      method: request.method,
      headers: [...request.headers],
      body: request.method === 'GET' || request.method === 'HEAD' ? '' : await request.text(),
    };
    const answer = new Promise<ApiCallAnswer>((resolve) => waiting.set(call.id, resolve));
    port.postMessage(call);
    const { status, headers, body } = await answer;
    return new Response(status === 204 || status === 304 ? null : body, { status, headers });
  };
}

export default async function renderTask(
  task: RenderTask,
): Promise<SiteDescription | RenderedPage | RenderedRedirect> {
  const site = await loading;
  if (task.kind === 'describe') {
    return { dynamicPaths: [...site.entry.dynamicPaths], notFoundPath: site.entry.NOT_FOUND_PATH };
  }
  const { html, status, location } = await site.render({
    url: task.url,
    ...(task.post ? { post: task.post } : {}),
    fetch: task.calls ? callThrough(task.calls, site.read) : site.read,
  });
  task.calls?.close();
  if (location) return { status, location };
  const bytes = Buffer.from(html);
  const page: RenderedPage = { status, hashes: inlineHashes(html), html: bytes };
  if (bytes.byteLength >= minCompressBytes) {
    page.br = compressSync(bytes, 'br', 'api');
    page.gzip = compressSync(bytes, 'gzip', 'api');
  }
  return page;
}
