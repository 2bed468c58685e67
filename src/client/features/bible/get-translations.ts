import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Translation } from '../../../shared/schemas/bible.ts';
import { bibleRequest } from './bible-http.ts';

export async function getTranslations(): Promise<Translation[]> {
  return bibleRequest<Translation[]>('GET', '/translations');
}

/** The versions rarely change: kept for the whole visit. */
export const translationsQueryOptions = () =>
  queryOptions({ queryKey: ['bible', 'translations'], queryFn: getTranslations, staleTime: Number.POSITIVE_INFINITY });

export function useTranslations() {
  return useQuery(translationsQueryOptions());
}
