import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { baseChromiumArgs, chromiumExecutable, withDisabledFeatures } from '../../chromium.config';
import {
  articleRoute,
  bookingRoute,
  deskRoutes,
  everyRoute,
  notFoundRoute,
  searchRoute,
} from '../../e2e/routes';
import { signedInCookie } from '../../e2e/staff';
import { loadAverage, markdownTable, stampLine, type BenchStamp } from './report';
import { printTable, startProductionServer, type RunningServer } from './server';

const root = fileURLToPath(new URL('../../', import.meta.url));
const builtSite = join(root, 'apps/site/dist/client');
const prerenderScript = join(root, 'apps/site/scripts/prerender.ts');

/** Measured again on the same build without prerendered content, for the LCP ratio. */
export const comparedRoutes = ['/', articleRoute];

/**
 * How a page was measured: as built; written without content (for the LCP ratio); and two
 * floors, which say what this machine and browser cost before any of the site's JavaScript:
 * the home page as built with its scripts taken out (its HTML and CSS alone), and a blank page
 * (a heading and a sentence, nothing else); and the front desk's pages again with Lighthouse's
 * desktop preset (`desktop`: the reception PC beside the tablet). The targets apply to
 * `prerendered` and `desktop`.
 */
type Variant = 'prerendered' | 'client-rendered' | 'no-script' | 'blank' | 'desktop';

/** The variants the targets apply to. */
const targeted = (variant: Variant) => variant === 'prerendered' || variant === 'desktop';

/** The floors' paths on their own server (see writeFloorSite). */
const floorPages = [
  { path: '/', variant: 'no-script' },
  { path: '/blank/', variant: 'blank' },
] as const satisfies readonly { path: string; variant: Variant }[];

/**
 * Pages that are kept out of search engines on purpose: Lighthouse's SEO category counts these
 * audits against them, and the bench expects exactly these failures there (and labels them).
 */
export const deliberateSeoFailures: Readonly<Record<string, readonly string[]>> = {
  '/login': ['is-crawlable'],
  '/offline': ['is-crawlable'],
  // Search results are for visitors (noindex, and robots.txt keeps crawlers off /cari).
  [searchRoute]: ['is-crawlable'],
  '/cari': ['is-crawlable'],
  // The booking page with choices made is one visitor's (noindex; /janji-temu is the page to find).
  [bookingRoute]: ['is-crawlable'],
};

/**
 * The front desk's pages (noindex, one signed-in person's): their targets are Accessibility and
 * Best Practices only; the other figures are shown. The day is measured signed in, its session
 * cookie sent with every request of the run (made before it, as staff sign in).
 */
const deskPages: readonly string[] = [deskRoutes.signIn, deskRoutes.day];
const isDeskPage = (path: string) => deskPages.includes(path);

/**
 * Routes that answer with an error status on purpose. Lighthouse refuses to audit such a page
 * ("unable to reliably load the page"), so the bench lists it without figures.
 */
export const deliberateStatus: Readonly<Record<string, number>> = { [notFoundRoute]: 404 };

/** The targets per route (scores 0-100, times in ms), met by the medians of `runs` runs. */
export const lighthouseTargets = {
  performance: 98,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  fcpMs: 1300,
  lcpMs: 1800,
  tbtMs: 100,
  /** No single run above this, when the machine's load average was below `quietLoad`. */
  tbtMaxMs: 150,
  quietLoad: 2,
  cls: 0.02,
  lcpRatio: 0.5,
} as const;

const categories = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
type Category = (typeof categories)[number];

/** One Lighthouse run of one page. */
interface Run {
  scores: Record<Category, number>;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** Audits below full marks in accessibility, best practices and SEO, and run warnings. */
  notes: string[];
  /** SEO audits that failed, by id. */
  seoFailures: string[];
  /** Lighthouse could not measure the load (its runtimeError); the run is done again. */
  runtimeError: boolean;
  /** The machine's 1-minute load average as the run started. */
  load: number;
}

export interface LighthouseRow extends Omit<
  Run,
  'notes' | 'seoFailures' | 'runtimeError' | 'load'
> {
  /** The highest TBT of a single run, and the load average that run started at. */
  tbtMax: { ms: number; load: number };
  path: string;
  variant: Variant;
  /** HTTP status of the page. */
  status: number;
  runs: number;
  notes: string[];
  seoFailures: string[];
}

export interface LighthouseBenchResult {
  rows: LighthouseRow[];
  lcpRatios: { path: string; ratio: number }[];
  /** Runs per page (LIGHTHOUSE_RUNS). */
  runs: number;
  /** Every route of the list was measured (LIGHTHOUSE_ROUTES was not set). */
  everyRoute: boolean;
  /** What the table does not show: the LCP ratios, the targets, each audit below full marks. */
  notes: string[];
  /** The load average when the run started, and when it ended. */
  loadBefore: string;
  loadAfter: string;
  meetsTargets: boolean;
}

/** LIGHTHOUSE_ROUTES="/,/kontak" measures only those (and compares only those of comparedRoutes). */
function chosenRoutes(all: readonly string[]): string[] {
  const only = process.env.LIGHTHOUSE_ROUTES?.split(',').map((path) => path.trim());
  return only ? all.filter((path) => only.includes(path)) : [...all];
}

/** LIGHTHOUSE_RUNS=1 for a quick look; the figures of record are medians of 3. */
function runsPerRoute(): number {
  const runs = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
  if (!Number.isInteger(runs) || runs < 1) throw new Error('LIGHTHOUSE_RUNS: a whole number >= 1');
  return runs;
}

/**
 * Lighthouse (mobile, simulated throttling: its defaults) on every route of the e2e list
 * (e2e/routes.ts) on the production server, then on the home page and an article of the same
 * build written without prerendered content (PRERENDER=off: same JavaScript and CSS, empty
 * <body>, data fetched by the browser). Each page is measured `runs` times, each time in a new
 * browser with a new profile (so the service worker and caches of one run cannot serve the
 * next), the routes taking turns so that a change of machine load spreads over all of them;
 * the table prints the median of each figure. Chromium resolves no host but 127.0.0.1, so
 * nothing reaches the internet and the map iframe of /lokasi-klinik fails at once.
 */
export async function runLighthouseBench(): Promise<LighthouseBenchResult> {
  const reportDir = mkdtempSync(join(tmpdir(), 'klinik-lighthouse-'));
  const clientRendered = writeClientRenderedSite(join(reportDir, 'site-client-rendered'));
  const floors = writeFloorSite(join(reportDir, 'site-floors'));
  const servers: RunningServer[] = [];
  const runs = runsPerRoute();
  const loadBefore = loadAverage();
  try {
    const prerenderedServer = await startProductionServer();
    servers.push(prerenderedServer);
    const clientRenderedServer = await startProductionServer({ siteDir: clientRendered });
    servers.push(clientRenderedServer);
    const floorServer = await startProductionServer({ siteDir: floors });
    servers.push(floorServer);

    console.log(
      `\nLighthouse 12 (mobile, simulated throttling; the desk also with the desktop preset), ${runs} run(s) per page, load average before: ${loadBefore}`,
    );
    console.log(`JSON reports: ${reportDir}`);
    const desk = chosenRoutes(deskPages);
    // The day's session: its cookie goes with every request of the day's runs (only theirs: the
    // sign-in page leads a signed-in browser on to the day).
    const daySession: Record<string, string> = desk.includes(deskRoutes.day)
      ? {
          Cookie: await signedInCookie(prerenderedServer.origin, prerenderedServer.databasePath, {
            email: 'bench@geraksehat.id',
            name: 'Bench',
            role: 'desk',
            branches: ['kiaracondong'],
          }),
        }
      : {};
    const pages = [
      ...chosenRoutes(everyRoute).map((path) => ({
        path,
        variant: 'prerendered' as const,
        server: prerenderedServer,
        headers: {},
      })),
      ...desk.map((path) => ({
        path,
        variant: 'prerendered' as const,
        server: prerenderedServer,
        headers: path === deskRoutes.day ? daySession : {},
      })),
      ...desk.map((path) => ({
        path,
        variant: 'desktop' as const,
        server: prerenderedServer,
        headers: path === deskRoutes.day ? daySession : {},
      })),
      ...chosenRoutes(comparedRoutes).map((path) => ({
        path,
        variant: 'client-rendered' as const,
        server: clientRenderedServer,
        headers: {},
      })),
      // Measured with every run of the routes, under the same load; not on a partial run.
      ...(process.env.LIGHTHOUSE_ROUTES === undefined || process.env.LIGHTHOUSE_FLOORS === '1'
        ? floorPages.map((page) => ({ ...page, server: floorServer, headers: {} }))
        : []),
    ];
    const results = new Map<(typeof pages)[number], { status: number; runs: Run[] }>();
    for (let run = 1; run <= runs; run += 1) {
      for (const page of pages) {
        const result = results.get(page) ?? { status: 0, runs: [] };
        results.set(page, result);
        const url = page.server.origin + page.path;
        const { headers } = page;
        result.status = (await fetch(url, { method: 'HEAD', headers, redirect: 'manual' })).status;
        if (result.status !== 200) continue;
        const name = `${page.variant}${page.path.replace(/\//g, '_') || '_'}-${run}.json`;
        result.runs.push(
          await auditRetrying(url, join(reportDir, name), headers, page.variant === 'desktop'),
        );
      }
      console.log(`  pass ${run} of ${runs} done, load average ${loadAverage()}`);
    }

    const rows = pages.map((page): LighthouseRow => {
      const { status, runs: measured } = results.get(page) ?? { status: 0, runs: [] };
      const median = (pick: (run: Run) => number) => medianOf(measured.map(pick));
      return {
        path: page.path,
        variant: page.variant,
        status,
        runs: measured.length,
        scores: Object.fromEntries(
          categories.map((id) => [id, median((run) => run.scores[id])]),
        ) as Record<Category, number>,
        fcpMs: median((run) => run.fcpMs),
        lcpMs: median((run) => run.lcpMs),
        tbtMs: median((run) => run.tbtMs),
        tbtMax: measured.reduce(
          (max, run) => (run.tbtMs > max.ms ? { ms: run.tbtMs, load: run.load } : max),
          { ms: 0, load: NaN },
        ),
        cls: median((run) => run.cls),
        notes: [...new Set(measured.flatMap((run) => run.notes))],
        seoFailures: [...new Set(measured.flatMap((run) => run.seoFailures))],
      };
    });

    const lcpRatios = chosenRoutes(comparedRoutes).flatMap((path) => {
      const find = (variant: LighthouseRow['variant']) =>
        rows.find((row) => row.path === path && row.variant === variant)?.lcpMs;
      const prerendered = find('prerendered');
      const client = find('client-rendered');
      return prerendered && client ? [{ path, ratio: prerendered / client }] : [];
    });

    const { header, lines } = lighthouseCells(rows);
    printTable(header, lines);
    const notes = lighthouseNotes(rows, lcpRatios);
    for (const note of notes) console.log(note);
    const loadAfter = loadAverage();
    console.log(`load average after: ${loadAfter}`);
    const meetsTargets =
      rows
        .filter((row) => targeted(row.variant))
        .every((row) => meetsRowTargets(row) || isDeliberateStatus(row)) &&
      lcpRatios.length === chosenRoutes(comparedRoutes).length &&
      lcpRatios.every(({ ratio }) => ratio <= lighthouseTargets.lcpRatio);
    return {
      rows,
      lcpRatios,
      runs,
      everyRoute: process.env.LIGHTHOUSE_ROUTES === undefined,
      notes,
      loadBefore,
      loadAfter,
      meetsTargets,
    };
  } finally {
    await Promise.all(servers.map((server) => server.stop()));
    rmSync(clientRendered, { recursive: true, force: true });
    rmSync(floors, { recursive: true, force: true });
  }
}

function medianOf(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[middle] ?? NaN)
    : ((sorted[middle - 1] ?? NaN) + (sorted[middle] ?? NaN)) / 2;
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

/**
 * A copy of the built site for the floors: its home page with every script taken out (the loader,
 * the boot data and the module preloads; the structured data stays, it is not run) and a blank
 * page at /blank/.
 */
function writeFloorSite(dir: string): string {
  mkdirSync(dir, { recursive: true });
  cpSync(builtSite, dir, { recursive: true });
  const home = join(dir, 'index.html');
  const withoutScript = readFileSync(home, 'utf8')
    .replace(/<script\b(?![^>]*type="application\/ld\+json")[^>]*>[\s\S]*?<\/script>/g, '')
    .replace(/<link\b[^>]*rel="modulepreload"[^>]*>/g, '');
  if (/<script\b(?![^>]*ld\+json)/.test(withoutScript)) throw new Error('a script is left in /');
  writeFileSync(home, withoutScript);
  mkdirSync(join(dir, 'blank'));
  writeFileSync(
    join(dir, 'blank/index.html'),
    '<!DOCTYPE html><html lang="id"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="description" content="Halaman kosong untuk mengukur batas bawah."><link rel="icon" href="data:,"><title>Halaman kosong</title></head><body><main><h1>Halaman kosong</h1><p>Satu judul dan satu kalimat, tanpa CSS dan tanpa JavaScript.</p></main></body></html>',
  );
  return dir;
}

/**
 * Lighthouse sometimes fails to record a trace of the load on a busy machine (NO_NAVSTART,
 * NO_FCP: "Please run Lighthouse again"); such a run measures nothing, so it is run again, up to
 * twice, and the note says so. An error that stays is reported with the run.
 */
async function auditRetrying(
  url: string,
  reportFile: string,
  headers: Record<string, string> = {},
  desktop = false,
): Promise<Run> {
  const attempts = 3;
  let run = await audit(url, reportFile, headers, desktop);
  for (let attempt = 2; attempt <= attempts && run.runtimeError; attempt += 1) {
    run = await audit(url, reportFile, headers, desktop);
    run.notes.push(`run again after a Lighthouse runtime error (attempt ${attempt})`);
  }
  return run;
}

/**
 * One Lighthouse run in a browser of its own, `headers` sent with every request (a session); the
 * mobile preset (Lighthouse's default), or its desktop preset.
 */
async function audit(
  url: string,
  reportFile: string,
  headers: Record<string, string>,
  desktop: boolean,
): Promise<Run> {
  const load = loadavg()[0] ?? NaN;
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumExecutable,
    // chrome-launcher's own flags, passed here so that its --disable-features and ours are one.
    ignoreDefaultFlags: true,
    chromeFlags: withDisabledFeatures([
      ...chromeLauncher.Launcher.defaultFlags(),
      ...baseChromiumArgs,
      '--headless=new',
      '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1',
    ]),
  });
  try {
    const result = await lighthouse(
      url,
      {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: [...categories],
        extraHeaders: headers,
      },
      desktop ? desktopConfig : undefined,
    );
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const { lhr } = result;
    writeFileSync(reportFile, JSON.stringify(lhr));

    const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
    const numeric = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
    const failing = (id: Category) =>
      (lhr.categories[id]?.auditRefs ?? [])
        .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1)
        .map((ref) => ref.id);
    return {
      scores: Object.fromEntries(categories.map((id) => [id, score(id)])) as Record<
        Category,
        number
      >,
      fcpMs: numeric('first-contentful-paint'),
      lcpMs: numeric('largest-contentful-paint'),
      tbtMs: numeric('total-blocking-time'),
      cls: numeric('cumulative-layout-shift'),
      seoFailures: failing('seo'),
      runtimeError: Boolean(lhr.runtimeError),
      load,
      notes: [
        ...(['accessibility', 'best-practices', 'seo'] as const).flatMap((id) =>
          failing(id).map((audit) => `${id}: ${audit}`),
        ),
        ...(lhr.runtimeError ? [`runtime error: ${lhr.runtimeError.message}`] : []),
        ...lhr.runWarnings.map((warning) => `warning: ${warning.split('\n')[0] ?? warning}`),
      ],
    };
  } finally {
    chrome.kill();
  }
}

function isDeliberateStatus(row: LighthouseRow): boolean {
  return row.status !== 200 && deliberateStatus[row.path] === row.status;
}

/** SEO 100, or exactly the deliberate failures of a page kept out of search engines. */
function seoAsExpected(row: LighthouseRow): boolean {
  const expected = deliberateSeoFailures[row.path];
  if (!expected) return row.scores.seo >= lighthouseTargets.seo;
  return (
    row.seoFailures.length === expected.length &&
    row.seoFailures.every((id) => expected.includes(id))
  );
}

function meetsRowTargets(row: LighthouseRow): boolean {
  const t = lighthouseTargets;
  if (isDeskPage(row.path)) {
    return (
      row.status === 200 &&
      row.runs > 0 &&
      row.scores.accessibility >= t.accessibility &&
      row.scores['best-practices'] >= t.bestPractices
    );
  }
  return (
    row.status === 200 &&
    row.runs > 0 &&
    row.scores.performance >= t.performance &&
    row.scores.accessibility >= t.accessibility &&
    row.scores['best-practices'] >= t.bestPractices &&
    seoAsExpected(row) &&
    row.fcpMs <= t.fcpMs &&
    row.lcpMs <= t.lcpMs &&
    row.tbtMs <= t.tbtMs &&
    (row.tbtMax.ms <= t.tbtMaxMs || !(row.tbtMax.load < t.quietLoad)) &&
    row.cls <= t.cls
  );
}

/** The rows as table cells, for the terminal and for docs/performance.md. */
function lighthouseCells(rows: LighthouseRow[]): { header: string[]; lines: string[][] } {
  return {
    header: [
      'route',
      'variant',
      'HTTP',
      'Perf',
      'A11y',
      'BP',
      'SEO',
      'FCP ms',
      'LCP ms',
      'TBT ms',
      'TBT max (load)',
      'CLS',
      'target',
    ],
    lines: rows.map((row) =>
      row.runs === 0
        ? [
            row.path,
            row.variant,
            String(row.status),
            ...Array<string>(9).fill('-'),
            isDeliberateStatus(row)
              ? 'not audited: Lighthouse refuses a page answered with an error status'
              : 'MISSED: not 200',
          ]
        : [
            row.path,
            row.variant,
            String(row.status),
            String(row.scores.performance),
            String(row.scores.accessibility),
            String(row.scores['best-practices']),
            String(row.scores.seo) +
              (deliberateSeoFailures[row.path] || isDeskPage(row.path) ? ' (noindex)' : ''),
            String(Math.round(row.fcpMs)),
            String(Math.round(row.lcpMs)),
            String(Math.round(row.tbtMs)),
            `${Math.round(row.tbtMax.ms)} (${row.tbtMax.load.toFixed(1)})`,
            row.cls.toFixed(3),
            targeted(row.variant) ? (meetsRowTargets(row) ? 'met' : 'MISSED') : '',
          ],
    ),
  };
}

/** The LCP ratios, the targets, and every audit below full marks (the deliberate ones said so). */
function lighthouseNotes(
  rows: LighthouseRow[],
  lcpRatios: LighthouseBenchResult['lcpRatios'],
): string[] {
  const notes = lcpRatios.map(({ path, ratio }) => {
    const verdict = ratio <= lighthouseTargets.lcpRatio ? 'met' : 'MISSED';
    return `LCP ratio prerendered / client-rendered ${path}: ${ratio.toFixed(2)} (${verdict})`;
  });
  const t = lighthouseTargets;
  notes.push(
    `targets per route (medians): Performance >= ${t.performance}, FCP <= ${t.fcpMs} ms, LCP <= ${t.lcpMs} ms, TBT <= ${t.tbtMs} ms (no single run above ${t.tbtMaxMs} ms at load < ${t.quietLoad}), CLS <= ${t.cls}; Accessibility and Best Practices ${t.accessibility}; SEO ${t.seo}, except the expected noindex/404 audits (${Object.entries(
      deliberateSeoFailures,
    )
      .map(([path, ids]) => `${path}: ${ids.join(', ')}`)
      .join(
        '; ',
      )}); LCP ratio <= ${t.lcpRatio}; the front desk's pages (${deskPages.join(', ')}): Accessibility and Best Practices ${t.accessibility}, the rest shown`,
  );
  const floor = (variant: Variant) => rows.find((row) => row.variant === variant && row.runs > 0);
  const noScript = floor('no-script');
  const blank = floor('blank');
  if (noScript && blank) {
    notes.push(
      `floors on this machine and browser (no target): \`/\` without its scripts TBT ${Math.round(noScript.tbtMs)} ms (max ${Math.round(noScript.tbtMax.ms)}), a blank page TBT ${Math.round(blank.tbtMs)} ms (max ${Math.round(blank.tbtMax.ms)}); what \`/\` adds with its JavaScript: ${Math.round((rows.find((row) => row.path === '/' && row.variant === 'prerendered')?.tbtMs ?? NaN) - noScript.tbtMs)} ms`,
    );
  }
  for (const row of rows) {
    const expected = deliberateSeoFailures[row.path] ?? [];
    for (const note of row.notes) {
      const deliberate = expected.some((id) => note === `seo: ${id}`);
      notes.push(`${row.variant} ${row.path}: ${note}${deliberate ? ' (deliberate)' : ''}`);
    }
  }
  return notes;
}

/** The run as the lighthouse section of docs/performance.md. */
export function lighthouseReport(result: LighthouseBenchResult, stamp: BenchStamp): string {
  const { header, lines } = lighthouseCells(result.rows);
  return [
    stampLine(
      'pnpm bench:lighthouse',
      stamp,
      `load average ${result.loadBefore} at the start, ${result.loadAfter} at the end; medians of ${result.runs} run(s) per page`,
    ),
    markdownTable(
      header,
      lines.map(([path = '', ...cells]) => [`\`${path}\``, ...cells]),
    ),
    result.notes.map((note) => `- ${note}`).join('\n'),
  ].join('\n\n');
}
