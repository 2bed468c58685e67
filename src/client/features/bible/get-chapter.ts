import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Chapter } from '../../../shared/schemas/bible.ts';
import { api, readJson } from '../../lib/api-client.ts';
import { retryUnlessRefused } from './retry-policy.ts';

export interface ChapterRequest {
  translation: string;
  book: number;
  chapter: number;
}

export async function getChapter({ translation, book, chapter }: ChapterRequest): Promise<Chapter> {
  return readJson(await api.api.bible.chapter.$get({ query: { translation, book: String(book), chapter: String(chapter) } }));
}

/** A chapter's text never changes: kept for the whole visit. */
export const chapterQueryOptions = (request: ChapterRequest) =>
  queryOptions({
    queryKey: ['bible', 'chapter', request.translation, request.book, request.chapter],
    queryFn: () => getChapter(request),
    staleTime: Number.POSITIVE_INFINITY,
    retry: retryUnlessRefused,
  });

/** One chapter in one version; `null` waits (the book is not known yet). */
export function useChapter(request: ChapterRequest | null) {
  return useQuery({
    ...chapterQueryOptions(request ?? { translation: '', book: 0, chapter: 0 }),
    enabled: request !== null,
  });
}
