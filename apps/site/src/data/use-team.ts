import { listSource } from './list-source';

/** GET /team: the therapists of /tentang-kami. */
export const { query: teamQuery, use: useTeam, load: loadTeam } = listSource('team');
