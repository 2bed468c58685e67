import { RefreshCw, SearchX, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button, ButtonLink } from '../../components/ui/button.tsx';
import { ApiRequestError } from '../../lib/api-client.ts';

/** The server's message when it gave one, else a plain sentence. */
export function errorMessage(error: unknown, fallback: string): string {
  return error instanceof ApiRequestError && error.message ? error.message : fallback;
}

/** True when the thing asked for is not the user's, or does not exist (a malformed id is refused with 400). */
export function isNotFound(error: unknown): boolean {
  return error instanceof ApiRequestError && (error.status === 404 || error.status === 400);
}

/** Something could not load: says so and offers to try again. */
export function LoadError({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div
      role="alert"
      className="flex flex-wrap items-center gap-3 rounded-xl border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800 dark:border-red-900 dark:bg-red-950/50 dark:text-red-200"
    >
      <span className="min-w-0 flex-1">{message}</span>
      <Button variant="secondary" size="sm" onClick={onRetry}>
        <RefreshCw className="size-4" aria-hidden="true" />
        Try again
      </Button>
    </div>
  );
}

interface EmptyStateProps {
  Icon: LucideIcon;
  title: string;
  children: ReactNode;
  action?: ReactNode;
}

/** A calm, centred note for a list with nothing in it. */
export function EmptyState({ Icon, title, children, action }: EmptyStateProps) {
  return (
    <div className="flex flex-col items-center gap-3 rounded-2xl border border-dashed border-slate-300 px-6 py-12 text-center dark:border-slate-700">
      <div aria-hidden="true" className="rounded-2xl bg-brand-50 p-3 text-brand-700 dark:bg-slate-900 dark:text-brand-300">
        <Icon className="size-7" />
      </div>
      <h2 className="text-lg font-semibold">{title}</h2>
      <p className="max-w-md text-sm text-slate-600 dark:text-slate-300">{children}</p>
      {action}
    </div>
  );
}

/** A page whose conversation or message is not there (or is someone else's). */
export function NotFoundState({ title, children, backTo, backLabel }: { title: string; children: ReactNode; backTo: string; backLabel: string }) {
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-16 text-center">
      <div aria-hidden="true" className="rounded-2xl bg-slate-100 p-4 text-slate-600 dark:bg-slate-900 dark:text-slate-300">
        <SearchX className="size-8" />
      </div>
      <h1 className="text-2xl font-semibold">{title}</h1>
      <p className="text-slate-600 dark:text-slate-300">{children}</p>
      <ButtonLink to={backTo} variant="secondary">
        {backLabel}
      </ButtonLink>
    </div>
  );
}

/**
 * Placeholder cards while a list loads. Without a label it is decoration only, for a place that
 * already announces its own progress.
 */
export function CardListSkeleton({ label, rows = 4 }: { label?: string; rows?: number }) {
  return (
    <div {...(label ? { role: 'status', 'aria-live': 'polite' } : { 'aria-hidden': true })} className="space-y-3">
      {label ? <span className="sr-only">{label}</span> : null}
      {Array.from({ length: rows }, (_, index) => (
        <div key={index} aria-hidden="true" className="space-y-2.5 rounded-2xl border border-slate-200 p-4 dark:border-slate-800">
          <div className="h-5 w-2/3 animate-pulse rounded-lg bg-slate-200 dark:bg-slate-800" />
          <div className="h-4 w-full animate-pulse rounded-lg bg-slate-200 dark:bg-slate-800" />
          <div className="h-3 w-1/3 animate-pulse rounded-lg bg-slate-200 dark:bg-slate-800" />
        </div>
      ))}
    </div>
  );
}

/** Placeholder bubbles while a conversation loads. */
export function ConversationSkeleton({ label }: { label: string }) {
  return (
    <div role="status" aria-live="polite" className="space-y-4">
      <span className="sr-only">{label}</span>
      <div aria-hidden="true" className="h-16 w-3/4 animate-pulse rounded-2xl bg-slate-200 dark:bg-slate-800" />
      <div aria-hidden="true" className="ml-auto h-10 w-1/2 animate-pulse rounded-2xl bg-slate-200 dark:bg-slate-800" />
      <div aria-hidden="true" className="h-24 w-4/5 animate-pulse rounded-2xl bg-slate-200 dark:bg-slate-800" />
    </div>
  );
}

/** "Load more" under a paged list; says when everything is shown. */
export function LoadMore({
  hasMore,
  loading,
  onLoad,
  label,
  doneLabel,
}: {
  hasMore: boolean;
  loading: boolean;
  onLoad: () => void;
  label: string;
  doneLabel: string;
}) {
  if (!hasMore) return doneLabel ? <p className="py-2 text-center text-sm text-slate-500 dark:text-slate-400">{doneLabel}</p> : null;
  return (
    <div className="flex justify-center">
      {/* Not disabled while loading, so that keyboard focus stays on it for the next page. */}
      <Button variant="secondary" onClick={() => (loading ? undefined : onLoad())} aria-disabled={loading} aria-busy={loading}>
        {loading ? (
          <>
            <RefreshCw className="size-4 animate-spin" aria-hidden="true" />
            Loading…
          </>
        ) : (
          label
        )}
      </Button>
    </div>
  );
}
