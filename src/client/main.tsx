import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { AppErrorBoundary } from './app/error-fallbacks.tsx';
import { AppProviders } from './app/providers.tsx';
import { createAppRouter } from './app/router.tsx';
import { applyIOSViewportRules } from './lib/platform.ts';
import './styles.css';

applyIOSViewportRules();

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');

createRoot(container).render(
  <StrictMode>
    <AppErrorBoundary>
      <AppProviders>
        <RouterProvider router={createAppRouter()} />
      </AppProviders>
    </AppErrorBoundary>
  </StrictMode>,
);
