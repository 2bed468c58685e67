import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Book } from '../../../shared/schemas/bible.ts';
import { bibleRequest } from './bible-http.ts';

export async function getBooks(): Promise<Book[]> {
  return bibleRequest<Book[]>('GET', '/books');
}

/** The 66 books never change: kept for the whole visit. */
export const booksQueryOptions = () =>
  queryOptions({ queryKey: ['bible', 'books'], queryFn: getBooks, staleTime: Number.POSITIVE_INFINITY });

export function useBooks() {
  return useQuery(booksQueryOptions());
}
