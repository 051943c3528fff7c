import { redirect, type LoaderFunctionArgs } from 'react-router-dom';
import { clearAllStorage, hasSignedInFlag } from '../lib/session/flag';
import { loginUrl, paths, safeNext } from '../shared/paths';

/**
 * Spec §4: with the logged-in flag absent the navigation is refused, all of localStorage is
 * cleared, and the user lands on /login. Loaders run before anything renders, so no guarded
 * content shows, not even for a frame. The page asked for is remembered in `next`.
 */
export function refuseWithoutFlag(request: Request, { remember = true } = {}): void {
  if (hasSignedInFlag()) return;
  clearAllStorage();
  const url = new URL(request.url);
  const asked = `${url.pathname}${url.search}`;
  const next = remember ? safeNext(asked) : undefined;
  // React Router's way to stop a loader and navigate elsewhere is to throw the redirect Response.
  // eslint-disable-next-line @typescript-eslint/only-throw-error
  throw redirect(loginUrl(next === paths.root ? undefined : next));
}

/** Guarded admin routes. */
export function requireFlag({ request }: LoaderFunctionArgs) {
  refuseWithoutFlag(request);
  return null;
}

/** `/` and every unknown path: the login area, guarded; signed in, the dashboard. */
export function loginAreaFallback({ request }: LoaderFunctionArgs) {
  // An unknown path is not worth coming back to after signing in.
  refuseWithoutFlag(request, { remember: false });
  return redirect(paths.dashboard);
}

/** `/login` is where the guard sends people; signed-in people go on to where they were going. */
export function leaveLoginWhenSignedIn({ request }: LoaderFunctionArgs) {
  if (!hasSignedInFlag()) return null;
  const next = safeNext(new URL(request.url).searchParams.get('next'));
  return redirect(next ?? paths.dashboard);
}

/** `/signup` and `/forgot` are for signed-out people: a signed-in teacher goes to the dashboard. */
export function leaveWhenSignedIn() {
  return hasSignedInFlag() ? redirect(paths.dashboard) : null;
}
