import { clinic } from '@klinik/clinic';
import { loadStaffKey, staffKeyPath } from '../src/auth/staff-key';
import { dataPaths, env } from '../src/config';
import { createStores, type Stores } from '../src/data/stores';
import { openDatabase } from '../src/storage/database';
import type { Db } from '../src/storage/sqlite';

/**
 * The two files as the server opens them (migrated, the content in line with the seed), and
 * their stores, for a command that applies the booking rules: also while the server runs, whose
 * outbox sends the mails such a command stores within a minute.
 */
export function openStores(): { db: Db; stores: Stores } {
  const { databasePath, visitorDatabasePath } = dataPaths();
  const db = openDatabase(databasePath, { visitorPath: visitorDatabasePath });
  try {
    // The server's key (STAFF_KEY, or the key file beside the visitor data): the mails a
    // command stores carry the private link sealed as the server's do.
    const key = loadStaffKey({
      fromEnv: env('STAFF_KEY'),
      file: staffKeyPath(visitorDatabasePath),
    });
    return {
      db,
      stores: createStores(db, { siteUrl: env('SITE_URL') ?? clinic.defaultSiteUrl, key }),
    };
  } catch (error) {
    db.close();
    throw error;
  }
}

/** Runs `work` on the stores of `openStores`, and closes the files after, whatever it does. */
export function withStores<T>(work: (stores: Stores) => T): T {
  const { db, stores } = openStores();
  try {
    return work(stores);
  } finally {
    db.close();
  }
}
