import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ReadingProgress } from '../../../shared/schemas/bible.ts';
import { api, readJson } from '../../lib/api-client.ts';
import { readingProgressQueryOptions } from './get-reading-progress.ts';

export interface SaveReadingProgress {
  translation: string;
  book: number;
  chapter: number;
  verse: number | null;
}

export async function saveReadingProgress(input: SaveReadingProgress): Promise<ReadingProgress> {
  return readJson(await api.api.bible.progress.$put({ json: input }));
}

export function useSaveReadingProgress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveReadingProgress,
    onSuccess: (progress) => queryClient.setQueryData(readingProgressQueryOptions().queryKey, progress),
  });
}
