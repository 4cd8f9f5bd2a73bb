import { Hono } from 'hono';
import { z } from 'zod';
import { createServiceStore } from '../data/services';
import type { Db } from '../db';
import { fail, invalid, messages, methodNotAllowed, ok } from '../http';

/** A slug or a numeric id (digits match the same pattern). */
const slugParam = z
  .string()
  .max(200, 'Slug maksimal 200 karakter')
  .regex(/^[a-z0-9-]+$/, 'Slug hanya boleh berisi huruf kecil, angka, dan tanda hubung');

export function servicesRoutes(db: Db): Hono {
  const store = createServiceStore(db);
  const allowed = ['GET', 'HEAD'] as const;
  return new Hono()
    .get('/services', (c) => ok(c, store.list()))
    .get('/services/:slug', (c) => {
      const slug = slugParam.safeParse(c.req.param('slug'));
      if (!slug.success) return invalid(c, slug.error, 'slug');
      const service = store.find(slug.data);
      return service ? ok(c, service) : fail(c, 404, messages.serviceNotFound);
    })
    .all('/services', methodNotAllowed(allowed))
    .all('/services/:slug', methodNotAllowed(allowed));
}
