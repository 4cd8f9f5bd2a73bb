import { setPriority } from 'node:os';
import { pathToFileURL } from 'node:url';
import { workerData } from 'node:worker_threads';
import { createApp } from '../../app';
import { compressSync, minCompressBytes } from '../../http/compression';
import { openReadOnly } from '../../storage/sqlite';
import { inlineHashes } from '../../http/security-headers';
import type {
  RenderedPage,
  RenderTask,
  RenderWorkerData,
  SiteDescription,
  SiteServerEntry,
} from './protocol';

/**
 * A render worker (a thread of the pool in ./pool.ts): renders the site's pages with the site's
 * server bundle, which asks this thread's own copy of the API in process. That API reads the
 * same two files on a read-only connection of its own, so a render never waits for the event
 * loop, and the event loop never waits for a render.
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
  const inProcess: typeof fetch = (input, init) =>
    Promise.resolve(app.fetch(new Request(input, init)));
  const entry = (await import(pathToFileURL(data.serverEntry).href)) as SiteServerEntry;
  return { entry, render: entry.createSiteRenderer({ clientDir: data.siteDir, fetch: inProcess }) };
}

// Started as the thread starts; a failure is the answer of every task (see renderTask).
const loading = load();
loading.catch(() => undefined);

export default async function renderTask(
  task: RenderTask,
): Promise<SiteDescription | RenderedPage> {
  const site = await loading;
  if (task.kind === 'describe') {
    return { dynamicPaths: [...site.entry.dynamicPaths], notFoundPath: site.entry.NOT_FOUND_PATH };
  }
  const { html, status } = await site.render(task.url, task.refusal);
  const bytes = Buffer.from(html);
  const page: RenderedPage = { status, hashes: inlineHashes(html), html: bytes };
  if (bytes.byteLength >= minCompressBytes) {
    page.br = compressSync(bytes, 'br', 'api');
    page.gzip = compressSync(bytes, 'gzip', 'api');
  }
  return page;
}
