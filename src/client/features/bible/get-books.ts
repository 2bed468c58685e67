import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Book } from '../../../shared/schemas/bible.ts';
import { api, readJson } from '../../lib/api-client.ts';

export async function getBooks(): Promise<Book[]> {
  return readJson(await api.api.bible.books.$get());
}

/** The 66 books never change: kept for the whole visit. */
export const booksQueryOptions = () =>
  queryOptions({ queryKey: ['bible', 'books'], queryFn: getBooks, staleTime: Number.POSITIVE_INFINITY });

export function useBooks() {
  return useQuery(booksQueryOptions());
}
