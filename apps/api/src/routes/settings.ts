import { Hono } from 'hono';
import { createSettingsStore } from '../data/settings';
import type { Db } from '../db';
import { methodNotAllowed, ok } from '../http';

export function settingsRoutes(db: Db): Hono {
  const store = createSettingsStore(db);
  return new Hono()
    .get('/settings', (c) => ok(c, store.all()))
    .all('/settings', methodNotAllowed(['GET', 'HEAD']));
}
