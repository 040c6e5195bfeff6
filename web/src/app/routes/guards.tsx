import { Navigate, Outlet, useLocation, type Location } from 'react-router';
import { LoadingState } from '../../components/loading-state';
import { paths } from '../../config/paths';
import type { ReturnTo } from '../../lib/navigation';
import { useSession } from '../../lib/session';

const GUEST_ONLY: string[] = [paths.login, paths.register, paths.forgotPassword];

/**
 * Where a user goes once signed in: back to the page that sent them to log in (router state, or a
 * ?redirect= link), else home. Only same-site paths are accepted, so a link cannot send them away.
 */
export function returnTarget(location: Location): string {
  const from = (location.state as ReturnTo | null)?.from;
  const candidate = from ? from.pathname + from.search : new URLSearchParams(location.search).get('redirect');
  if (!candidate || !candidate.startsWith('/') || candidate.startsWith('//')) return paths.home;
  const pathname = candidate.split(/[?#]/)[0] ?? '';
  return GUEST_ONLY.includes(pathname) ? paths.home : candidate;
}

/** /words, /ai-config, /profile: guests go to /login and come back after logging in. */
export function RequireAuth() {
  const { status } = useSession();
  const location = useLocation();
  if (status === 'checking') return <LoadingState />;
  if (status === 'guest') {
    const state: ReturnTo = { from: { pathname: location.pathname, search: location.search } };
    return <Navigate to={paths.login} state={state} replace />;
  }
  return <Outlet />;
}

/** /login, /register, /forgot-password: a signed-in user has no business here. */
export function GuestOnly() {
  const { status } = useSession();
  const location = useLocation();
  if (status === 'checking') return <LoadingState />;
  if (status === 'signed-in') return <Navigate to={returnTarget(location)} replace />;
  return <Outlet />;
}
