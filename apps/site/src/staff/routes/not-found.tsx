import type { RouteHandle } from '../../app/routes';
import { DeskNotFound } from '../staff-errors';

/** Served with HTTP 404. */
export const handle: RouteHandle = { notFound: true };

/** An address below /staf that no desk page has. */
export function Component() {
  return <DeskNotFound />;
}
