import type Database from 'better-sqlite3';
import { hasServices, seedServices } from './services/index';
import { hasSettings, seedSettings } from './settings';

/**
 * Fills each empty part of the database with the clinic's starting content. Each part is checked
 * on its own, so a later migration that adds a table (articles, locations) can add its seed here
 * and have it applied to databases that already hold settings and services. Runs in a transaction
 * (a savepoint when the caller already opened one), so a failing insert leaves nothing half-seeded.
 */
export function seedDatabase(db: Database.Database): void {
  db.transaction(() => {
    if (!hasSettings(db)) seedSettings(db);
    if (!hasServices(db)) seedServices(db);
  })();
}
