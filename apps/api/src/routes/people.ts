import { Hono } from 'hono';
import type { PeopleStore } from '../data/people';
import { methodNotAllowed, ok } from '../http/responses';

/** GET /faqs, /team, /testimonials: short lists, read whole. */
export function peopleRoutes(store: PeopleStore): Hono {
  const read = methodNotAllowed(['GET', 'HEAD']);
  return new Hono()
    .get('/faqs', (c) => ok(c, store.faqs()))
    .get('/team', (c) => ok(c, store.team()))
    .get('/testimonials', (c) => ok(c, store.testimonials()))
    .all('/faqs', read)
    .all('/team', read)
    .all('/testimonials', read);
}
