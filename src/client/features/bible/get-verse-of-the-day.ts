import { queryOptions, useQuery } from '@tanstack/react-query';
import type { VerseOfTheDay } from '../../../shared/schemas/bible.ts';
import { api, readJson } from '../../lib/api-client.ts';
import { retryUnlessRefused } from './retry-policy.ts';

export async function getVerseOfTheDay(translation: string): Promise<VerseOfTheDay> {
  return readJson(await api.api.bible['verse-of-the-day'].$get({ query: { translation } }));
}

export const verseOfTheDayQueryOptions = (translation: string) =>
  queryOptions({ queryKey: ['bible', 'verse-of-the-day', translation], queryFn: () => getVerseOfTheDay(translation), retry: retryUnlessRefused });

/** Today's verse; `null` waits until the version is known. */
export function useVerseOfTheDay(translation: string | null) {
  return useQuery({ ...verseOfTheDayQueryOptions(translation ?? ''), enabled: translation !== null });
}
