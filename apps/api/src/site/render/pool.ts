import { stat } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import { pathToFileURL } from 'node:url';
import { Piscina } from 'piscina';
import { describe } from '../../storage/sqlite';
import { workerFile } from '../../worker-file';
import type { MessagePort } from 'node:worker_threads';
import type {
  PagePost,
  RenderedPage,
  RenderedRedirect,
  RenderTask,
  RenderWorkerData,
  SiteDescription,
} from './protocol';

export interface RenderPoolOptions extends RenderWorkerData {
  /** Worker threads (RENDER_THREADS); by default one fewer than the cores, at least one. */
  threads?: number;
  log: (line: string) => void;
}

export interface RenderPool {
  /** What the bundle renders per request; rejects when the workers cannot load it. */
  site: Promise<SiteDescription>;
  /** True when as many renders wait as the queue holds: a new one is refused, not queued. */
  full(): boolean;
  /**
   * Renders a page; a form posted to it (`post`) is its action's to answer. The page's calls
   * that change something, and every call of the front desk, go to the API on the other end of
   * `calls` (without it, the worker's own read-only API answers everything).
   */
  render(
    url: string,
    options?: { post?: PagePost; calls?: MessagePort },
  ): Promise<RenderedPage | RenderedRedirect>;
  /** Stops the workers (renders under way are abandoned). */
  close(): Promise<void>;
}

/** Renders that may wait per thread: at a few ms each, a wait of well under a second. */
const queuePerThread = 32;

/**
 * Heap bounds per worker: a render needs a few MB; the bundle, React and the API's statements
 * stay resident. A worker over them ends and the pool starts another (its render answers 500).
 */
const resourceLimits = { maxOldGenerationSizeMb: 64, maxYoungGenerationSizeMb: 8 } as const;

export function defaultRenderThreads(): number {
  return Math.max(1, availableParallelism() - 1);
}

/**
 * Starts the threads that render the pages of the site's server bundle (piscina): the event
 * loop only hands a path over and sends the bytes that come back, so a flood of searches queues
 * here instead of in front of every other request. Undefined when the site was built without
 * the bundle (then every page is a prerendered file).
 */
export async function startRenderPool(options: RenderPoolOptions): Promise<RenderPool | undefined> {
  try {
    await stat(options.serverEntry);
  } catch {
    return undefined;
  }
  const threads = options.threads ?? defaultRenderThreads();
  const maxQueue = threads * queuePerThread;
  const workerData: RenderWorkerData = {
    serverEntry: options.serverEntry,
    siteDir: options.siteDir,
    databasePath: options.databasePath,
    visitorDatabasePath: options.visitorDatabasePath,
  };
  const pool = new Piscina<RenderTask, SiteDescription | RenderedPage | RenderedRedirect>({
    filename: pathToFileURL(
      workerFile(import.meta.url, { tsxStarter: 'tsx-worker.mjs', built: 'render-worker.js' }),
    ).href,
    workerData,
    minThreads: threads,
    maxThreads: threads,
    maxQueue,
    resourceLimits,
  });
  // A thread that dies outside a task (its task, if any, is rejected and answered 500) is
  // replaced by the pool; without a listener the event would end the process.
  pool.on('error', (error: unknown) => {
    options.log(`[api] A render worker failed: ${describe(error)}`);
  });
  const site = pool.run({ kind: 'describe' }) as Promise<SiteDescription>;
  let closing = false;
  // Loaded as the server starts, not by the first visitor; a failure is answered by the requests
  // (a server stopped before the load ended has nothing to report).
  site.catch((error: unknown) => {
    if (!closing) {
      options.log(`[api] The site's server bundle could not be loaded: ${describe(error)}`);
    }
  });
  return {
    site,
    full: () => pool.queueSize >= maxQueue,
    render: (url, options) =>
      (options?.calls
        ? pool.run(
            {
              kind: 'render',
              url,
              ...(options.post ? { post: options.post } : {}),
              calls: options.calls,
            },
            { transferList: [options.calls] },
          )
        : pool.run({ kind: 'render', url })) as Promise<RenderedPage | RenderedRedirect>,
    close: () => {
      closing = true;
      return pool.destroy();
    },
  };
}
