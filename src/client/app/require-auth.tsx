import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { Spinner } from '../components/ui/spinner.tsx';
import { useSession } from '../lib/auth-client.ts';
import { isSigningOut, signOutDestination } from './sign-out-state.ts';

/** The query parameter that carries the page someone asked for through the sign-in page. */
export const REDIRECT_PARAM = 'redirect';

/** A signed-in-only area: a spinner while the session loads, else a replace to /login with the requested location. */
export function RequireAuth({ children }: { children: ReactNode }) {
  const session = useSession();
  const location = useLocation();
  if (session.isPending) return <Spinner label="Checking your session…" />;
  if (!session.data) {
    if (isSigningOut()) return <Navigate to={signOutDestination()} replace />;
    const requested = `${location.pathname}${location.search}${location.hash}`;
    return <Navigate to={`/login?${REDIRECT_PARAM}=${encodeURIComponent(requested)}`} replace />;
  }
  return children;
}

/** The page to return to after sign-in: only a path on this site, else the chat. */
export function safeRedirectTarget(value: string | null): string {
  if (value && value.startsWith('/') && !value.startsWith('//') && !value.startsWith('/\\')) return value;
  return '/chat';
}
