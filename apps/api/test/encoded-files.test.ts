import { statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEncodedFiles } from '../src/site/encoded-files';
import { tempDir } from './helpers';

let temp: ReturnType<typeof tempDir>;

beforeAll(() => {
  temp = tempDir('encoded');
});

afterAll(() => {
  temp.cleanup();
});

/** Writes a file and answers it as site-files.ts sees it after stat. */
function write(name: string, content: string) {
  const file = join(temp.dir, name);
  writeFileSync(file, content);
  const info = statSync(file);
  return { file, size: info.size, mtimeMs: info.mtimeMs };
}

/**
 * Rewrites a file behind the cache's back: asked with the old size and mtime, only a kept copy
 * still answers the old content; a fresh compression reads the new one.
 */
function swapInPlace(version: ReturnType<typeof write>, content: string) {
  writeFileSync(version.file, content);
}

describe('createEncodedFiles', () => {
  it('compresses a file once per encoding and keeps the copy while it is unchanged', async () => {
    const encoded = createEncodedFiles();
    const version = write('a.js', 'const a = 1;\n'.repeat(200));
    const br = await encoded(version, 'br');
    const gzip = await encoded(version, 'gzip');
    expect(brotliDecompressSync(br).toString()).toBe('const a = 1;\n'.repeat(200));
    expect(gunzipSync(gzip).toString()).toBe('const a = 1;\n'.repeat(200));

    swapInPlace(version, 'const b = 2;\n'.repeat(200));
    expect(await encoded(version, 'br')).toBe(br);
  });

  it('compresses once for simultaneous first requests', async () => {
    const encoded = createEncodedFiles();
    const version = write('b.js', 'let b;\n'.repeat(300));
    const [first, second] = await Promise.all([encoded(version, 'br'), encoded(version, 'br')]);
    expect(second).toBe(first);
  });

  it('drops the least recently used copies past its size limit', async () => {
    const one = write('one.js', 'satu();\n'.repeat(500));
    const two = write('two.js', 'dua();\n'.repeat(500));
    const encoded = createEncodedFiles((await createEncodedFiles()(one, 'br')).byteLength + 10);

    const kept = await encoded(one, 'br');
    await encoded(two, 'br');
    swapInPlace(one, 'SATU();\n'.repeat(500));
    const again = await encoded(one, 'br');
    expect(again).not.toBe(kept);
    expect(brotliDecompressSync(again).toString()).toBe('SATU();\n'.repeat(500));
  });
});
