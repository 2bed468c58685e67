import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ReadingProgress } from '../../../shared/schemas/bible.ts';
import { api, readJson } from '../../lib/api-client.ts';

export async function getReadingProgress(): Promise<ReadingProgress | null> {
  return readJson(await api.api.bible.progress.$get());
}

export const readingProgressQueryOptions = () => queryOptions({ queryKey: ['bible', 'progress'], queryFn: getReadingProgress });

/** Where the reader last was (null before the first chapter). */
export function useReadingProgress() {
  return useQuery(readingProgressQueryOptions());
}
