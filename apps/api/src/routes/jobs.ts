import { jobListQuery } from '@klinik/clinic';
import { Hono } from 'hono';
import type { JobStore } from '../data/jobs';
import { fail, messages, methodNotAllowed, ok } from '../http/responses';
import { slugParams, valid } from '../http/validators';

/** GET /jobs and /jobs/{slug-or-id}: the openings of the careers page, read whole. */
export function jobRoutes(store: JobStore): Hono {
  const read = methodNotAllowed(['GET', 'HEAD']);
  return new Hono()
    .get('/jobs', valid('query', jobListQuery), (c) => ok(c, store.list(c.req.valid('query'))))
    .get('/jobs/:slug', slugParams, (c) => {
      const job = store.find(c.req.valid('param').slug);
      return job ? ok(c, job) : fail(c, 404, messages.jobNotFound);
    })
    .all('/jobs', read)
    .all('/jobs/:slug', read);
}
