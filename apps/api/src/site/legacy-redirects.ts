import { legacyServiceSlugs, pagePaths } from '@klinik/clinic';
import type { Handler } from 'hono';

/**
 * Old addresses that still circulate in shared links: each answers a permanent redirect to the
 * current page, so visitors and search engines land on (and index) one address.
 */
const permanent = new Map(
  Object.entries(legacyServiceSlugs).map(([legacy, current]) => [
    pagePaths.service(legacy),
    pagePaths.service(current),
  ]),
);

export const legacyRedirects: Handler = async (c, next) => {
  const path = c.req.path.replace(/\/+$/, '');
  const target = permanent.get(path);
  if (!target) return next();
  const query = new URL(c.req.url).search;
  return c.redirect(`${target}${query}`, 301);
};
