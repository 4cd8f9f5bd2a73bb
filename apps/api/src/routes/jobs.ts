import { Hono } from 'hono';
import { z } from 'zod';
import { jobDepartmentValues, jobLocationValues, jobTypeValues, type JobStore } from '../data/jobs';
import type { AppEnv } from '../env';
import { fail, invalid, messages, methodNotAllowed, ok } from '../http';
import { enumParam, pathSlug, textParam } from '../query';

const listQuery = z.object({
  department: enumParam('department', jobDepartmentValues).optional(),
  location: enumParam('location', jobLocationValues).optional(),
  type: enumParam('type', jobTypeValues).optional(),
  featured: enumParam('featured', ['true', 'false', '1', '0'])
    .transform((value) => value === 'true' || value === '1')
    .optional(),
  search: textParam(),
});

/** GET /jobs and /jobs/{slug-or-id}: the openings of the careers page, read whole. */
export function jobRoutes(store: JobStore): Hono<AppEnv> {
  const read = methodNotAllowed(['GET', 'HEAD']);
  return new Hono<AppEnv>()
    .get('/jobs', (c) => {
      const query = listQuery.safeParse(c.get('query'));
      if (!query.success) return invalid(c, query.error, 'query');
      return ok(c, store.list(query.data));
    })
    .get('/jobs/:slug', (c) => {
      const slug = pathSlug.safeParse(c.req.param('slug'));
      if (!slug.success) return invalid(c, slug.error, 'slug');
      const job = store.find(slug.data);
      return job ? ok(c, job) : fail(c, 404, messages.jobNotFound);
    })
    .all('/jobs', read)
    .all('/jobs/:slug', read);
}
