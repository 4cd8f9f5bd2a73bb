import type { LoaderFunctionArgs, RouterContextProvider } from 'react-router-dom';
import { staffServices } from './staff-context';
import { signedIn } from './staff-loader';

/**
 * Who is signed in, for every desk page below; without a session the sign-in page, which leads
 * back. Each page draws the desk's frame itself (its template's `frame`).
 */
export async function loader({ request, context }: LoaderFunctionArgs<RouterContextProvider>) {
  await signedIn(context.get(staffServices), new URL(request.url));
  return null;
}
