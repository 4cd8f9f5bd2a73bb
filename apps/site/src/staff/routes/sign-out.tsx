import { staffPagePaths } from '@klinik/clinic';
import { redirect, type ActionFunctionArgs, type RouterContextProvider } from 'react-router-dom';
import { staffServices } from '../staff-context';

/** Signing out is a POST only: a link followed (or a page preloaded) never signs anyone out. */
export function loader() {
  return redirect(staffPagePaths.root);
}

/**
 * Ends the session on the server (the cookie's deletion goes with the answer) and leads to the
 * sign-in page; nothing of the session's answers stays in this browser's cache.
 */
export async function action({ context }: ActionFunctionArgs<RouterContextProvider>) {
  const { staff, queryClient } = context.get(staffServices);
  await staff.signOut();
  queryClient.clear();
  return redirect(staffPagePaths.signIn, 303);
}
