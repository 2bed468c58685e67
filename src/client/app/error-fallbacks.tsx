import { AlertTriangle, BookOpen, Home, MessageCircleWarning, RefreshCw } from 'lucide-react';
import { useCallback, useEffect, useRef, type ReactNode } from 'react';
import { ErrorBoundary, type FallbackProps } from 'react-error-boundary';
import { isRouteErrorResponse, useLocation, useRouteError } from 'react-router';
import { UI_TIMING } from '../../shared/limits.ts';
import { ERROR_FALLBACK } from '../../shared/messages.ts';
import { Button } from '../components/ui/button.tsx';
import { goHome, reloadPage } from '../lib/navigation.ts';

interface FallbackCardProps {
  icon: ReactNode;
  title: string;
  message: string;
  children: ReactNode;
}

function FallbackCard({ icon, title, message, children }: FallbackCardProps) {
  return (
    <div role="alert" className="mx-auto my-10 flex max-w-lg flex-col items-center gap-4 rounded-2xl border border-slate-200 bg-white p-8 text-center shadow-sm dark:border-slate-800 dark:bg-slate-900">
      <div aria-hidden="true" className="rounded-full bg-brand-50 p-3 text-brand-700 dark:bg-brand-950 dark:text-brand-300">
        {icon}
      </div>
      <h1 className="text-xl font-semibold">{title}</h1>
      <p className="text-slate-600 dark:text-slate-300">{message}</p>
      <div className="mt-2 flex flex-wrap justify-center gap-3">{children}</div>
    </div>
  );
}

/** Resets the boundary after the spec's short delay, so the recovering tree does not flash. */
function useDelayedReset(reset: () => void): () => void {
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);
  return useCallback(() => {
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(reset, UI_TIMING.errorBoundaryResetDelayMs);
  }, [reset]);
}

function messageOf(error: unknown): string {
  return error instanceof Error && error.message ? error.message : 'An unexpected error occurred.';
}

const GoHomeButton = () => (
  <Button variant="secondary" onClick={goHome}>
    <Home className="size-4" aria-hidden="true" />
    {ERROR_FALLBACK.goHome}
  </Button>
);

/** The whole application failed: reload or start again from the home page. */
export function AppErrorFallback({ error }: FallbackProps) {
  return (
    <FallbackCard icon={<AlertTriangle className="size-6" />} title={ERROR_FALLBACK.appTitle} message={messageOf(error)}>
      <Button onClick={reloadPage}>
        <RefreshCw className="size-4" aria-hidden="true" />
        {ERROR_FALLBACK.refreshPage}
      </Button>
      <GoHomeButton />
    </FallbackCard>
  );
}

/** Any signed-in page other than chat and Bible. */
export function GenericErrorFallback({ error, resetErrorBoundary }: FallbackProps) {
  const reset = useDelayedReset(resetErrorBoundary);
  return (
    <FallbackCard icon={<AlertTriangle className="size-6" />} title="This page could not be shown" message={messageOf(error)}>
      <Button onClick={reset}>
        <RefreshCw className="size-4" aria-hidden="true" />
        {ERROR_FALLBACK.tryAgain}
      </Button>
      <GoHomeButton />
    </FallbackCard>
  );
}

export function ChatErrorFallback({ resetErrorBoundary }: FallbackProps) {
  const reset = useDelayedReset(resetErrorBoundary);
  return (
    <FallbackCard
      icon={<MessageCircleWarning className="size-6" />}
      title={ERROR_FALLBACK.chatTitle}
      message="The conversation could not be shown. Your saved messages are safe."
    >
      <Button onClick={reset}>
        <RefreshCw className="size-4" aria-hidden="true" />
        {ERROR_FALLBACK.chatAction}
      </Button>
    </FallbackCard>
  );
}

export function BibleErrorFallback({ resetErrorBoundary }: FallbackProps) {
  const reset = useDelayedReset(resetErrorBoundary);
  return (
    <FallbackCard icon={<BookOpen className="size-6" />} title={ERROR_FALLBACK.bibleTitle} message={ERROR_FALLBACK.bibleBody}>
      <Button onClick={reset}>
        <RefreshCw className="size-4" aria-hidden="true" />
        {ERROR_FALLBACK.bibleAction}
      </Button>
    </FallbackCard>
  );
}

/** The router's own fallback (a route that failed to load or threw outside a page boundary). */
export function RouterErrorFallback() {
  const error = useRouteError();
  const message = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : messageOf(error);
  const retry = useDelayedReset(reloadPage);
  return (
    <main id="main" className="px-4">
      <FallbackCard icon={<AlertTriangle className="size-6" />} title={ERROR_FALLBACK.routerTitle} message={message}>
        <Button onClick={retry}>
          <RefreshCw className="size-4" aria-hidden="true" />
          {ERROR_FALLBACK.tryAgain}
        </Button>
        <GoHomeButton />
      </FallbackCard>
    </main>
  );
}

function logBoundaryError(error: unknown, info: { componentStack?: string | null }) {
  console.error('[error-boundary]', error, info.componentStack);
}

type Fallback = (props: FallbackProps) => ReactNode;

function PageBoundary({ fallback, children }: { fallback: Fallback; children: ReactNode }) {
  const { pathname } = useLocation();
  return (
    <ErrorBoundary FallbackComponent={fallback} onError={logBoundaryError} resetKeys={[pathname]}>
      {children}
    </ErrorBoundary>
  );
}

export const ChatErrorBoundary = ({ children }: { children: ReactNode }) => (
  <PageBoundary fallback={ChatErrorFallback}>{children}</PageBoundary>
);
export const BibleErrorBoundary = ({ children }: { children: ReactNode }) => (
  <PageBoundary fallback={BibleErrorFallback}>{children}</PageBoundary>
);
export const GenericErrorBoundary = ({ children }: { children: ReactNode }) => (
  <PageBoundary fallback={GenericErrorFallback}>{children}</PageBoundary>
);

export const AppErrorBoundary = ({ children }: { children: ReactNode }) => (
  <ErrorBoundary FallbackComponent={AppErrorFallback} onError={logBoundaryError}>
    {children}
  </ErrorBoundary>
);
