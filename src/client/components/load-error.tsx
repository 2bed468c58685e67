import { RefreshCw } from 'lucide-react';
import { ApiRequestError } from '../lib/api-client.ts';
import { Button } from './ui/button.tsx';

/**
 * The server's message when it answered with one of its own errors (they carry a code), else a
 * plain sentence: a proxy's error page or a dropped connection says nothing a person can use.
 */
export function errorMessage(error: unknown, fallback: string): string {
  return error instanceof ApiRequestError && error.code !== undefined && error.message ? error.message : fallback;
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
