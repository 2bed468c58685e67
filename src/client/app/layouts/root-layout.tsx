import { useEffect } from 'react';
import { Outlet, ScrollRestoration, useLocation } from 'react-router';
import { trackPageView } from '../../lib/analytics.ts';
import { isSigningOut, setSigningOut, signOutDestination } from '../sign-out-state.ts';

function usePageViews(): void {
  const { pathname } = useLocation();
  useEffect(() => trackPageView(pathname), [pathname]);
}

/** A deliberate sign-out has landed once its destination is shown; later visits to signed-in pages go to /login?redirect=… again. */
function useSignOutLanding(): void {
  const { pathname } = useLocation();
  useEffect(() => {
    if (isSigningOut() && pathname === signOutDestination()) setSigningOut(false);
  }, [pathname]);
}

export function RootLayout() {
  usePageViews();
  useSignOutLanding();
  return (
    <>
      <a
        href="#main"
        className="sr-only z-50 rounded-lg bg-brand-700 px-4 py-2 text-white focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        Skip to content
      </a>
      <Outlet />
      <ScrollRestoration />
    </>
  );
}
