import { ArrowLeft, RefreshCw, SearchX, type LucideIcon } from 'lucide-react';
import { errorMessage, LoadError } from '../../components/load-error.tsx';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Button, ButtonLink } from '../../components/ui/button.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { ApiRequestError } from '../../lib/api-client.ts';

/** True when the thing asked for is not the user's, or does not exist (a malformed id is refused with 400). */
export function isNotFound(error: unknown): boolean {
  return error instanceof ApiRequestError && (error.status === 404 || error.status === 400);
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

/** "← All …" above a page that shows one item of a list. */
export function BackLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link
      to={to}
      className="inline-flex items-center gap-1.5 rounded-lg py-1 text-sm font-medium text-brand-800 hover:underline focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none dark:text-brand-200"
    >
      <ArrowLeft className="size-4" aria-hidden="true" />
      {children}
    </Link>
  );
}

/**
 * What a conversation page shows until its query succeeds: a title and bubbles while loading, or
 * the page's heading with the error and a retry.
 */
export function ConversationLoadState({
  query,
  heading,
  loadingLabel,
  errorFallback,
}: {
  query: { isPending: boolean; error: unknown; refetch: () => unknown };
  heading: string;
  loadingLabel: string;
  errorFallback: string;
}) {
  if (query.isPending) {
    return (
      <div className="mt-4 space-y-6">
        <Skeleton className="h-8 w-2/3" />
        <ConversationSkeleton label={loadingLabel} />
      </div>
    );
  }
  return (
    <div className="mt-6">
      <h1 className="mb-4 text-2xl font-semibold">{heading}</h1>
      <LoadError message={errorMessage(query.error, errorFallback)} onRetry={() => void query.refetch()} />
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

/** The part of an infinite query that "Load more" needs. */
interface PagedQuery {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => unknown;
}

/** "Load more" under a paged list; when everything is shown, says so (`doneLabel`, or nothing when empty). */
export function LoadMore({ pages, label, doneLabel }: { pages: PagedQuery; label: string; doneLabel: string }) {
  if (!pages.hasNextPage) return doneLabel ? <p className="py-2 text-center text-sm text-slate-500 dark:text-slate-400">{doneLabel}</p> : null;
  const loading = pages.isFetchingNextPage;
  return (
    <div className="flex justify-center">
      {/* Not disabled while loading, so that keyboard focus stays on it for the next page. */}
      <Button variant="secondary" onClick={() => (loading ? undefined : void pages.fetchNextPage())} aria-disabled={loading} aria-busy={loading}>
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
