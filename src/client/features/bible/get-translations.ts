import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Translation } from '../../../shared/schemas/bible.ts';
import { api, readJson } from '../../lib/api-client.ts';

export async function getTranslations(): Promise<Translation[]> {
  return readJson(await api.api.bible.translations.$get());
}

/** The versions rarely change: kept for the whole visit. */
export const translationsQueryOptions = () =>
  queryOptions({ queryKey: ['bible', 'translations'], queryFn: getTranslations, staleTime: Number.POSITIVE_INFINITY });

export function useTranslations() {
  return useQuery(translationsQueryOptions());
}
