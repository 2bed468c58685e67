import { queryOptions, useQuery } from '@tanstack/react-query';
import type { FavoriteVerse } from '../../../shared/schemas/bible.ts';
import { api, readJson } from '../../lib/api-client.ts';

export async function getFavoriteVerses(): Promise<FavoriteVerse[]> {
  return readJson(await api.api.bible['favorite-verses'].$get());
}

export const favoriteVersesQueryOptions = () => queryOptions({ queryKey: ['bible', 'favorite-verses'], queryFn: getFavoriteVerses });

export function useFavoriteVerses() {
  return useQuery(favoriteVersesQueryOptions());
}
