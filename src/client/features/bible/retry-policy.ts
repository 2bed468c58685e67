import { ApiRequestError } from '../../lib/api-client.ts';

/** Retry once on network and server trouble; an answer that refuses (400, 404) will not change. */
export function retryUnlessRefused(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiRequestError && error.status >= 400 && error.status < 500) return false;
  return failureCount < 1;
}
