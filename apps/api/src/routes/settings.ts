import { Hono } from 'hono';
import type { SettingsStore } from '../data/settings';
import type { AppEnv } from '../env';
import { fail, invalid, messages, methodNotAllowed, ok } from '../http';
import { pathText } from '../query';

export function settingsRoutes(store: SettingsStore): Hono<AppEnv> {
  const read = methodNotAllowed(['GET', 'HEAD']);
  return new Hono<AppEnv>()
    .get('/settings', (c) => ok(c, store.all()))
    .get('/settings/:group', (c) => {
      const name = pathText('group').safeParse(c.req.param('group'));
      if (!name.success) return invalid(c, name.error, 'group');
      const group = store.group(name.data);
      return group ? ok(c, group) : fail(c, 404, messages.settingsGroupNotFound);
    })
    .get('/settings/:group/:key', (c) => {
      const group = pathText('group').safeParse(c.req.param('group'));
      if (!group.success) return invalid(c, group.error, 'group');
      const key = pathText('key').safeParse(c.req.param('key'));
      if (!key.success) return invalid(c, key.error, 'key');
      if (!store.group(group.data)) return fail(c, 404, messages.settingsGroupNotFound);
      const setting = store.value(group.data, key.data);
      return setting.found ? ok(c, setting.value) : fail(c, 404, messages.settingNotFound);
    })
    .all('/settings', read)
    .all('/settings/:group', read)
    .all('/settings/:group/:key', read);
}
