import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { check, resolveConfig } from 'prettier';
import { afterEach, describe, expect, it } from 'vitest';
import {
  markdownTable,
  markers,
  performanceDoc,
  replaceBetweenMarkers,
  stampLine,
  writeBenchSection,
} from './report';

const doc = [
  '# Performance',
  '',
  'Text before.',
  '',
  '<!-- bench:lighthouse:start -->',
  'old lighthouse figures',
  '<!-- bench:lighthouse:end -->',
  '',
  'Text between.',
  '',
  '<!-- bench:api:start -->',
  'old api figures',
  '<!-- bench:api:end -->',
  '',
  'Text after.',
  '',
].join('\n');

describe('replaceBetweenMarkers', () => {
  it('replaces what stands between the part markers and nothing else', () => {
    const written = replaceBetweenMarkers(doc, 'api', '| a |\n| --- |\n| 1 |');
    expect(written).toBe(doc.replace('old api figures', '\n| a |\n| --- |\n| 1 |\n'));
    expect(written).toContain('old lighthouse figures');
    expect(written.startsWith('# Performance\n\nText before.')).toBe(true);
    expect(written.endsWith('<!-- bench:api:end -->\n\nText after.\n')).toBe(true);
  });

  it('gives the same document when run twice with the same figures', () => {
    const once = replaceBetweenMarkers(doc, 'lighthouse', 'new figures');
    expect(replaceBetweenMarkers(once, 'lighthouse', 'new figures')).toBe(once);
  });

  it('keeps the figures as they are, whatever characters they hold', () => {
    const figures = "cost $& and $1 and $' in a cell";
    expect(replaceBetweenMarkers(doc, 'api', figures)).toContain(`\n\n${figures}\n\n`);
  });

  it('refuses a document whose markers are missing, doubled or out of order', () => {
    const { start, end } = markers('api');
    expect(() => replaceBetweenMarkers('# Performance\n', 'api', 'x')).toThrow(start);
    expect(() => replaceBetweenMarkers(doc.replace(end, ''), 'api', 'x')).toThrow(end);
    expect(() => replaceBetweenMarkers(`${doc}\n${start}\n`, 'api', 'x')).toThrow('2 times');
    const swapped = doc.replace(start, 'START').replace(end, start).replace('START', end);
    expect(() => replaceBetweenMarkers(swapped, 'api', 'x')).toThrow('comes before');
  });
});

describe('markdownTable', () => {
  it('writes a header, its rule and a line per row, with pipes in cells escaped', () => {
    expect(
      markdownTable(
        ['route', 'LCP ms'],
        [
          ['/', '1060'],
          ['/a|b', '900'],
        ],
      ),
    ).toBe(['| route | LCP ms |', '| --- | --- |', '| / | 1060 |', '| /a\\|b | 900 |'].join('\n'));
  });
});

describe('stampLine', () => {
  it('says what wrote the figures, when, at which commit, on which Node, under which load', () => {
    expect(
      stampLine(
        'pnpm bench:api',
        { date: '2026-11-24', commit: 'd39590b', node: 'v20.20.0' },
        'load average 1.00 1.10 1.20 at the start',
      ),
    ).toBe(
      'Written by `pnpm bench:api` on 2026-11-24 at commit `d39590b`, Node v20.20.0; load average 1.00 1.10 1.20 at the start.',
    );
  });
});

describe('writeBenchSection', () => {
  let dir: string | undefined;
  afterEach(() => {
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it('writes the section formatted as Prettier formats Markdown', async () => {
    dir = mkdtempSync(join(tmpdir(), 'klinik-bench-report-'));
    const file = join(dir, 'performance.md');
    writeFileSync(file, doc);
    const table = markdownTable(['URL', 'req/s'], [['`/api/v1/faqs`', '9000']]);
    await writeBenchSection('api', table, file);
    const written = readFileSync(file, 'utf8');
    expect(written).toContain(
      [
        '| URL            | req/s |',
        '| -------------- | ----- |',
        '| `/api/v1/faqs` | 9000  |',
      ].join('\n'),
    );
    expect(written).toContain('old lighthouse figures');
    expect(await check(written, { ...(await resolveConfig(file)), filepath: file })).toBe(true);
  });

  it('finds both sections in docs/performance.md', () => {
    const text = readFileSync(performanceDoc, 'utf8');
    for (const part of ['api', 'lighthouse'] as const) {
      expect(() => replaceBetweenMarkers(text, part, 'figures')).not.toThrow();
    }
  });
});
