import { checkpoint } from './checkpoint';
import type { Db } from './sqlite';

/**
 * After an erasure: the erased values' old pages leave the WAL. `secure_delete` (set when the
 * file is opened) zeroes what an erasure overwrote in the file itself; the WAL still holds the
 * pages as they were before the commit until it is checkpointed, so it is checkpointed and
 * truncated to zero now. When a reader (a render worker, a backup) holds the WAL this moment,
 * the idle checkpoint (src/storage/checkpoint.ts) truncates it at the next pause in writes.
 */
export function afterErasure(db: Db): boolean {
  try {
    return checkpoint(db);
  } catch {
    return false;
  }
}
