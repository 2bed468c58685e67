import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ReadingProgress } from '../../../shared/schemas/bible.ts';
import { bibleRequest } from './bible-http.ts';

export async function getReadingProgress(): Promise<ReadingProgress | null> {
  return bibleRequest<ReadingProgress | null>('GET', '/progress');
}

export const readingProgressQueryOptions = () => queryOptions({ queryKey: ['bible', 'progress'], queryFn: getReadingProgress });

/** Where the reader last was (null before the first chapter). */
export function useReadingProgress() {
  return useQuery(readingProgressQueryOptions());
}
