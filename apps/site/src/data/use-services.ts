import { listSource } from './list-source';

/** GET /services: every service, for the home grid and /layanan. */
export const {
  query: servicesQuery,
  use: useServices,
  load: loadServices,
} = listSource('services');
