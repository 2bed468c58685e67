import { lazy, type ComponentType, type ReactNode } from 'react';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { BibleErrorBoundary, ChatErrorBoundary, GenericErrorBoundary, RouterErrorFallback } from './error-fallbacks.tsx';
import { AppLayout } from './layouts/app-layout.tsx';
import { PublicLayout } from './layouts/public-layout.tsx';
import { RootLayout } from './layouts/root-layout.tsx';
import { RequireAuth } from './require-auth.tsx';

/** A page loaded on first visit; the layouts show a skeleton while it arrives. */
function lazyPage<M extends Record<string, unknown>>(load: () => Promise<M>, name: keyof M & string) {
  return lazy(async () => ({ default: (await load())[name] as ComponentType }));
}

const pages = {
  landing: lazyPage(() => import('../features/marketing/landing-page.tsx'), 'LandingPage'),
  about: lazyPage(() => import('../features/marketing/about-page.tsx'), 'AboutPage'),
  privacy: lazyPage(() => import('../features/marketing/privacy-policy-page.tsx'), 'PrivacyPolicyPage'),
  terms: lazyPage(() => import('../features/marketing/terms-of-service-page.tsx'), 'TermsOfServicePage'),
  login: lazyPage(() => import('../features/auth/login-page.tsx'), 'LoginPage'),
  register: lazyPage(() => import('../features/auth/register-page.tsx'), 'RegisterPage'),
  resetPassword: lazyPage(() => import('../features/auth/reset-password-page.tsx'), 'ResetPasswordPage'),
  notFound: lazyPage(() => import('../features/not-found/not-found-page.tsx'), 'NotFoundPage'),
  chat: lazyPage(() => import('../features/chat/chat-page.tsx'), 'ChatPage'),
  bibleHome: lazyPage(() => import('../features/bible/bible-home-page.tsx'), 'BibleHomePage'),
  bibleReader: lazyPage(() => import('../features/bible/bible-reader-page.tsx'), 'BibleReaderPage'),
  bibleSearch: lazyPage(() => import('../features/bible/bible-search-page.tsx'), 'BibleSearchPage'),
  bibleNavigationError: lazyPage(() => import('../features/bible/bible-navigation-error-page.tsx'), 'BibleNavigationErrorPage'),
  favorites: lazyPage(() => import('../features/favorites/favorites-page.tsx'), 'FavoritesPage'),
  favoriteMessage: lazyPage(() => import('../features/favorites/favorite-message-page.tsx'), 'FavoriteMessagePage'),
  history: lazyPage(() => import('../features/history/history-page.tsx'), 'HistoryPage'),
  historySession: lazyPage(() => import('../features/history/history-session-page.tsx'), 'HistorySessionPage'),
  settings: lazyPage(() => import('../features/settings/settings-page.tsx'), 'SettingsPage'),
  accountSettings: lazyPage(() => import('../features/settings/account-settings-page.tsx'), 'AccountSettingsPage'),
  credits: lazyPage(() => import('../features/credits/credits-page.tsx'), 'CreditsPage'),
};

type Boundary = ({ children }: { children: ReactNode }) => ReactNode;

function page(path: string, Page: ComponentType, Boundary: Boundary = GenericErrorBoundary): RouteObject {
  return {
    path,
    element: (
      <Boundary>
        <Page />
      </Boundary>
    ),
  };
}

/** Every route of SPEC.md section 2. */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouterErrorFallback />,
    children: [
      {
        element: <PublicLayout />,
        children: [
          { index: true, element: <GenericErrorBoundary><pages.landing /></GenericErrorBoundary> },
          page('login', pages.login),
          page('register', pages.register),
          page('reset-password', pages.resetPassword),
          page('privacy-policy', pages.privacy),
          page('terms-of-service', pages.terms),
          page('about', pages.about),
          page('*', pages.notFound),
        ],
      },
      {
        element: (
          <RequireAuth>
            <AppLayout />
          </RequireAuth>
        ),
        children: [
          page('chat', pages.chat, ChatErrorBoundary),
          { path: 'chatbot', element: <Navigate to="/chat" replace /> },
          page('bible', pages.bibleHome, BibleErrorBoundary),
          page('bible/read', pages.bibleReader, BibleErrorBoundary),
          page('bible/search', pages.bibleSearch, BibleErrorBoundary),
          page('bible/not-found', pages.bibleNavigationError, BibleErrorBoundary),
          page('favorites', pages.favorites),
          page('favorites/:messageId', pages.favoriteMessage),
          page('history', pages.history),
          page('history/:sessionId', pages.historySession),
          page('settings', pages.settings),
          page('account-settings', pages.accountSettings),
          page('credits', pages.credits),
        ],
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
