import { readFile } from 'node:fs/promises';
import { compress, type Compressed, type Encoding } from '../http/compression';

/** A file as stat saw it: a different size or mtime means different content. */
export interface FileVersion {
  file: string;
  size: number;
  mtimeMs: number;
}

interface Entry {
  size: number;
  mtimeMs: number;
  /** Shared while compressing, so simultaneous first requests compress once. */
  body: Promise<Compressed>;
  /** Counted once the body exists. */
  bytes: number;
}

/** Every text file of the site in both encodings is about 1 MB today; this leaves room. */
const defaultMaxBytes = 32 * 1024 * 1024;

/**
 * Compressed copies of the site's files, made on the first request for them and kept while the
 * file keeps its size and mtime. Lazily rather than at startup: the server listens at once, a
 * rebuilt site needs no restart, and files nobody asks for cost nothing. Memory is bounded: past
 * `maxBytes` the least recently used copies go.
 */
export function createEncodedFiles(maxBytes = defaultMaxBytes) {
  const entries = new Map<string, Entry>();
  let totalBytes = 0;

  const remove = (key: string, entry: Entry) => {
    entries.delete(key);
    totalBytes -= entry.bytes;
  };

  return async function encoded(version: FileVersion, encoding: Encoding): Promise<Compressed> {
    const key = `${encoding}:${version.file}`;
    const hit = entries.get(key);
    if (hit?.size === version.size && hit.mtimeMs === version.mtimeMs) {
      // Re-inserted, so the Map's order is least recently used first.
      entries.delete(key);
      entries.set(key, hit);
      return hit.body;
    }
    if (hit) remove(key, hit);

    const entry: Entry = {
      size: version.size,
      mtimeMs: version.mtimeMs,
      body: readFile(version.file).then((plain) => compress(plain, encoding, 'files')),
      bytes: 0,
    };
    entries.set(key, entry);
    let body: Compressed;
    try {
      body = await entry.body;
    } catch (error) {
      if (entries.get(key) === entry) entries.delete(key);
      throw error;
    }
    // Replaced or evicted meanwhile: the newer entry is the one that counts.
    if (entries.get(key) === entry) {
      entry.bytes = body.byteLength;
      totalBytes += entry.bytes;
      for (const [oldKey, oldEntry] of entries) {
        if (totalBytes <= maxBytes) break;
        remove(oldKey, oldEntry);
      }
    }
    return body;
  };
}

export type EncodedFiles = ReturnType<typeof createEncodedFiles>;
