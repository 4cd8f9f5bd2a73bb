import { pathText } from '@klinik/clinic';
import { Hono } from 'hono';
import * as z from 'zod/mini';
import type { SettingsStore } from '../data/settings';
import { fail, messages, methodNotAllowed, ok } from '../http/responses';
import { valid } from '../http/validators';

export function settingsRoutes(store: SettingsStore): Hono {
  const read = methodNotAllowed(['GET', 'HEAD']);
  return new Hono()
    .get('/settings', (c) => ok(c, store.all()))
    .get('/settings/:group', valid('param', z.object({ group: pathText('group') })), (c) => {
      const group = store.group(c.req.valid('param').group);
      return group ? ok(c, group) : fail(c, 404, messages.settingsGroupNotFound);
    })
    .get(
      '/settings/:group/:key',
      valid('param', z.object({ group: pathText('group'), key: pathText('key') })),
      (c) => {
        const { group, key } = c.req.valid('param');
        if (!store.group(group)) return fail(c, 404, messages.settingsGroupNotFound);
        const setting = store.value(group, key);
        return setting.found ? ok(c, setting.value) : fail(c, 404, messages.settingNotFound);
      },
    )
    .all('/settings', read)
    .all('/settings/:group', read)
    .all('/settings/:group/:key', read);
}
