import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromiumArgs, chromiumExecutable } from '../../chromium.config';
import { anArticleSlug, printTable, startProductionServer, type RunningServer } from './server';

const root = fileURLToPath(new URL('../../', import.meta.url));
const builtSite = join(root, 'apps/site/dist/client');
const prerenderScript = join(root, 'apps/site/scripts/prerender.ts');

/** Stands for the newest article's path, looked up from the API at run time. */
const ARTICLE = '/artikel/{newest}';

/**
 * Every route of the site, in the order the table prints them. A route that answers 404 (not
 * built on this branch yet) is reported as such, not measured: add new routes here.
 */
export const lighthouseRoutes = [
  '/',
  '/tentang-kami',
  '/layanan',
  '/layanan/rehab-recovery',
  '/lokasi-klinik',
  '/kontak',
  '/artikel',
  ARTICLE,
  '/galeri',
  '/karir',
  '/faq',
  '/kebijakan-privasi',
  '/syarat-ketentuan',
  '/login',
];

/** Measured again on the same app without prerendering, for the LCP ratio. */
export const comparedRoutes = ['/', ARTICLE];

/** LIGHTHOUSE_ROUTES="/,/kontak" measures only those (and compares only those of comparedRoutes). */
function chosenRoutes(all: string[]): string[] {
  const only = process.env.LIGHTHOUSE_ROUTES?.split(',').map((path) => path.trim());
  return only ? all.filter((path) => only.includes(path)) : all;
}

/** The targets of issue 7 (scores 0-100; the ratio is prerendered LCP / client-rendered LCP). */
export const lighthouseTargets = {
  performance: 98,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  lcpRatio: 0.5,
} as const;

const categories = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

export interface LighthouseRow {
  path: string;
  variant: 'prerendered' | 'client-rendered';
  /** HTTP status of the page; only 200 is measured. */
  status: number;
  scores?: Record<(typeof categories)[number], number>;
  lcpMs?: number;
  cls?: number;
  tbtMs?: number;
  /** Audits below full marks in accessibility, best practices and SEO, and run warnings. */
  notes: string[];
}

export interface LighthouseBenchResult {
  rows: LighthouseRow[];
  lcpRatios: { path: string; ratio: number }[];
  meetsTargets: boolean;
}

/**
 * Lighthouse (mobile, simulated throttling: its defaults) on every route of the production
 * server, then on the home page and an article of the same build written without prerendering
 * (PRERENDER=off: same JavaScript and CSS, empty <body>, data fetched by the browser). Chromium
 * resolves no host but 127.0.0.1, so nothing reaches the internet and the map iframe of
 * /lokasi-klinik fails at once instead of hanging the run.
 */
export async function runLighthouseBench(): Promise<LighthouseBenchResult> {
  const reportDir = mkdtempSync(join(tmpdir(), 'klinik-lighthouse-'));
  const clientRendered = writeClientRenderedSite(join(reportDir, 'site-client-rendered'));
  const servers: RunningServer[] = [];
  // A new browser with a new profile per page: the site's service worker and its caches from
  // one measurement must not serve the next (every page is measured as a first visit).
  const launchChrome = () =>
    chromeLauncher.launch({
      chromePath: chromiumExecutable,
      chromeFlags: [
        ...chromiumArgs,
        '--headless=new',
        '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1',
      ],
    });
  try {
    const prerenderedServer = await startProductionServer();
    servers.push(prerenderedServer);
    const clientRenderedServer = await startProductionServer({ siteDir: clientRendered });
    servers.push(clientRenderedServer);
    const articlePath = `/artikel/${await anArticleSlug(prerenderedServer.origin)}`;
    const resolve = (path: string) => (path === ARTICLE ? articlePath : path);

    console.log(
      `\nLighthouse 12 (mobile, simulated throttling), load average before: ${loadAverage()}`,
    );
    console.log(`JSON reports: ${reportDir}`);
    const rows: LighthouseRow[] = [];
    const measure = async (
      server: RunningServer,
      path: string,
      variant: LighthouseRow['variant'],
    ) => {
      const chrome = await launchChrome();
      const row = await audit(chrome.port, server.origin, path, variant, reportDir).finally(() =>
        chrome.kill(),
      );
      rows.push(row);
      console.log(
        `  ${variant} ${path}: ${row.status === 200 ? 'measured' : `HTTP ${row.status}, skipped`}`,
      );
    };
    const routes = chosenRoutes(lighthouseRoutes);
    const compared = chosenRoutes(comparedRoutes);
    for (const path of routes) await measure(prerenderedServer, resolve(path), 'prerendered');
    for (const path of compared) {
      await measure(clientRenderedServer, resolve(path), 'client-rendered');
    }

    const lcpRatios = compared.flatMap((path) => {
      const find = (variant: LighthouseRow['variant']) =>
        rows.find((row) => row.path === resolve(path) && row.variant === variant)?.lcpMs;
      const prerendered = find('prerendered');
      const client = find('client-rendered');
      return prerendered && client ? [{ path: resolve(path), ratio: prerendered / client }] : [];
    });

    printLighthouseTable(rows, lcpRatios);
    console.log(`load average after: ${loadAverage()}`);
    const measured = rows.filter((row) => row.variant === 'prerendered' && row.scores);
    const meetsTargets =
      measured.every((row) => meetsScoreTargets(row)) &&
      lcpRatios.length === compared.length &&
      lcpRatios.every(({ ratio }) => ratio <= lighthouseTargets.lcpRatio);
    return { rows, lcpRatios, meetsTargets };
  } finally {
    await Promise.all(servers.map((server) => server.stop()));
    rmSync(clientRendered, { recursive: true, force: true });
  }
}

/** A copy of the built site whose pages are written without content (PRERENDER=off). */
function writeClientRenderedSite(dir: string): string {
  mkdirSync(dir, { recursive: true });
  cpSync(builtSite, dir, { recursive: true });
  execFileSync(process.execPath, ['--import', 'tsx', prerenderScript], {
    cwd: root,
    env: { ...process.env, PRERENDER: 'off', PRERENDER_DIR: dir },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  return dir;
}

async function audit(
  port: number,
  origin: string,
  path: string,
  variant: LighthouseRow['variant'],
  reportDir: string,
): Promise<LighthouseRow> {
  const url = origin + path;
  const status = (await fetch(url, { method: 'HEAD' })).status;
  if (status !== 200) return { path, variant, status, notes: [] };

  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: [...categories],
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr } = result;
  const name = `${variant}${path.replace(/\//g, '_') || '_'}.json`;
  writeFileSync(join(reportDir, name), JSON.stringify(lhr));

  const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const numeric = (id: string) => lhr.audits[id]?.numericValue;
  const belowFullMarks = (['accessibility', 'best-practices', 'seo'] as const).flatMap((id) =>
    (lhr.categories[id]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1)
      .map((ref) => `${id}: ${ref.id}`),
  );
  return {
    path,
    variant,
    status,
    scores: {
      performance: score('performance'),
      accessibility: score('accessibility'),
      'best-practices': score('best-practices'),
      seo: score('seo'),
    },
    lcpMs: numeric('largest-contentful-paint'),
    cls: numeric('cumulative-layout-shift'),
    tbtMs: numeric('total-blocking-time'),
    notes: [
      ...belowFullMarks,
      ...(lhr.runtimeError ? [`runtime error: ${lhr.runtimeError.message}`] : []),
      ...lhr.runWarnings.map((warning) => `warning: ${warning.split('\n')[0] ?? warning}`),
    ],
  };
}

function meetsScoreTargets(row: LighthouseRow): boolean {
  const { scores } = row;
  return (
    !!scores &&
    scores.performance >= lighthouseTargets.performance &&
    scores.accessibility >= lighthouseTargets.accessibility &&
    scores['best-practices'] >= lighthouseTargets.bestPractices &&
    scores.seo >= lighthouseTargets.seo
  );
}

function printLighthouseTable(
  rows: LighthouseRow[],
  lcpRatios: LighthouseBenchResult['lcpRatios'],
): void {
  printTable(
    ['route', 'variant', 'Perf', 'A11y', 'BP', 'SEO', 'LCP ms', 'CLS', 'TBT ms', 'target'],
    rows.map((row) =>
      row.scores
        ? [
            row.path,
            row.variant,
            String(row.scores.performance),
            String(row.scores.accessibility),
            String(row.scores['best-practices']),
            String(row.scores.seo),
            String(Math.round(row.lcpMs ?? NaN)),
            (row.cls ?? NaN).toFixed(3),
            String(Math.round(row.tbtMs ?? NaN)),
            row.variant === 'prerendered' ? (meetsScoreTargets(row) ? 'met' : 'MISSED') : '',
          ]
        : [
            row.path,
            row.variant,
            ...Array<string>(7).fill('-'),
            `HTTP ${row.status}: not built yet, not measured`,
          ],
    ),
  );
  for (const { path, ratio } of lcpRatios) {
    const verdict = ratio <= lighthouseTargets.lcpRatio ? 'met' : 'MISSED';
    console.log(
      `LCP ratio prerendered / client-rendered ${path}: ${ratio.toFixed(2)} (${verdict})`,
    );
  }
  const { performance, accessibility, bestPractices, seo, lcpRatio } = lighthouseTargets;
  console.log(
    `target: Performance >= ${performance}, Accessibility ${accessibility}, Best Practices ${bestPractices}, SEO ${seo}; LCP ratio <= ${lcpRatio}`,
  );
  for (const row of rows) {
    for (const note of row.notes) console.log(`  ${row.variant} ${row.path}: ${note}`);
  }
}

function loadAverage(): string {
  return loadavg()
    .map((load) => load.toFixed(2))
    .join(' ');
}
