import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Bookmark } from '../../../shared/schemas/bible.ts';
import { api, readJson } from '../../lib/api-client.ts';

export async function getBookmarks(): Promise<Bookmark[]> {
  return readJson(await api.api.bible.bookmarks.$get());
}

export const bookmarksQueryOptions = () => queryOptions({ queryKey: ['bible', 'bookmarks'], queryFn: getBookmarks });

export function useBookmarks() {
  return useQuery(bookmarksQueryOptions());
}

/** Newest first. */
export function newestFirst<T extends { createdAt: string }>(items: readonly T[]): T[] {
  return [...items].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
}
