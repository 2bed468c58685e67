import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { SearchResponse } from '../../../shared/schemas/bible.ts';
import { api, readJson } from '../../lib/api-client.ts';
import { retryUnlessRefused } from './retry-policy.ts';

export interface SearchRequest {
  q: string;
  translation: string;
  testament?: 'OT' | 'NT' | undefined;
  book?: number | undefined;
  page: number;
}

export async function searchBible({ q, translation, testament, book, page }: SearchRequest): Promise<SearchResponse> {
  const query = { q, translation, testament, book: book === undefined ? undefined : String(book), page: String(page) };
  return readJson(await api.api.bible.search.$get({ query }));
}

export const searchQueryOptions = (request: SearchRequest) =>
  queryOptions({
    queryKey: ['bible', 'search', request.q, request.translation, request.testament ?? '', request.book ?? 0, request.page],
    queryFn: () => searchBible(request),
    staleTime: 10 * 60_000,
  });

/** Ranked search; waits while the query is empty, and keeps the last page shown while the next one loads. */
export function useBibleSearch(request: SearchRequest) {
  return useQuery({ ...searchQueryOptions(request), enabled: request.q.trim() !== '', placeholderData: keepPreviousData, retry: retryUnlessRefused });
}
