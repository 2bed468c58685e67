import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ResolvedReference } from '../../../shared/schemas/bible.ts';
import { api, readJson } from '../../lib/api-client.ts';
import { retryUnlessRefused } from './retry-policy.ts';

export async function resolveReference(q: string): Promise<ResolvedReference> {
  return readJson(await api.api.bible.resolve.$get({ query: { q } }));
}

export const resolveReferenceQueryOptions = (q: string) =>
  queryOptions({ queryKey: ['bible', 'resolve', q], queryFn: () => resolveReference(q), staleTime: Number.POSITIVE_INFINITY, retry: retryUnlessRefused });

/** What a typed reference points at; waits while `q` is empty. */
export function useResolvedReference(q: string) {
  return useQuery({ ...resolveReferenceQueryOptions(q), enabled: q.trim() !== '' });
}
