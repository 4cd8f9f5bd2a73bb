import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import { format, resolveConfig } from 'prettier';

/** The document whose figures tables `pnpm bench` writes, one section per part. */
export const performanceDoc = fileURLToPath(new URL('../../docs/performance.md', import.meta.url));

export type BenchPart = 'api' | 'lighthouse';

/** The comments around a part's section: the bench writes only between them. */
export function markers(part: BenchPart): { start: string; end: string } {
  return { start: `<!-- bench:${part}:start -->`, end: `<!-- bench:${part}:end -->` };
}

/**
 * `document` with what stands between the part's markers replaced by `content`; the rest, the
 * other part's section included, is left as it is. A marker missing, written twice or out of
 * order is an error, never a guess.
 */
export function replaceBetweenMarkers(document: string, part: BenchPart, content: string): string {
  const { start, end } = markers(part);
  const count = (marker: string) => document.split(marker).length - 1;
  for (const marker of [start, end]) {
    if (count(marker) !== 1) {
      throw new Error(`Expected ${marker} once in the document, found it ${count(marker)} times`);
    }
  }
  const from = document.indexOf(start) + start.length;
  const to = document.indexOf(end);
  if (to < from) throw new Error(`${end} comes before ${start}`);
  return `${document.slice(0, from)}\n\n${content.trim()}\n\n${document.slice(to)}`;
}

/** A Markdown table; a `|` inside a cell is escaped. */
export function markdownTable(header: string[], rows: string[][]): string {
  const line = (cells: string[]) =>
    `| ${cells.map((cell) => cell.replace(/\|/g, '\\|')).join(' | ')} |`;
  return [line(header), line(header.map(() => '---')), ...rows.map(line)].join('\n');
}

/** When and on what a run measured. */
export interface BenchStamp {
  /** "2026-11-24" (UTC). */
  date: string;
  /** "d39590b", with " and uncommitted changes" when the working tree differs from it. */
  commit: string;
  /** "v20.20.0" */
  node: string;
}

/** The stamp of a run starting now, in this working tree. */
export function benchStamp(): BenchStamp {
  const git = (...args: string[]) => {
    try {
      return execFileSync('git', args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] });
    } catch {
      return undefined;
    }
  };
  const commit = git('rev-parse', '--short', 'HEAD')?.trim() ?? 'unknown';
  const dirty = (git('status', '--porcelain', '--untracked-files=no') ?? '').trim() !== '';
  return {
    date: new Date().toISOString().slice(0, 10),
    commit: dirty ? `${commit} and uncommitted changes` : commit,
    node: process.version,
  };
}

/** "1.02 0.98 0.90": the load average over 1, 5 and 15 minutes. */
export function loadAverage(): string {
  return loadavg()
    .map((load) => load.toFixed(2))
    .join(' ');
}

/** The line that opens a section: what wrote it, when, on what, and how loaded the machine was. */
export function stampLine(command: string, stamp: BenchStamp, load: string): string {
  return `Written by \`${command}\` on ${stamp.date} at commit \`${stamp.commit}\`, Node ${stamp.node}; ${load}.`;
}

/**
 * Writes `content` into the part's section of docs/performance.md (or `file`), formatted as
 * Prettier formats the repository's Markdown, so `pnpm format:check` passes after a run.
 */
export async function writeBenchSection(
  part: BenchPart,
  content: string,
  file: string = performanceDoc,
): Promise<void> {
  const replaced = replaceBetweenMarkers(readFileSync(file, 'utf8'), part, content);
  const options = (await resolveConfig(file)) ?? {};
  writeFileSync(file, await format(replaced, { ...options, filepath: file }));
  console.log(`\nThe ${part} figures are written into ${file}.`);
}
