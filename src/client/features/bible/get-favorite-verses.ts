import { queryOptions, useQuery } from '@tanstack/react-query';
import type { FavoriteVerse } from '../../../shared/schemas/bible.ts';
import { bibleRequest } from './bible-http.ts';

export async function getFavoriteVerses(): Promise<FavoriteVerse[]> {
  return bibleRequest<FavoriteVerse[]>('GET', '/favorite-verses');
}

export const favoriteVersesQueryOptions = () => queryOptions({ queryKey: ['bible', 'favorite-verses'], queryFn: getFavoriteVerses });

export function useFavoriteVerses() {
  return useQuery(favoriteVersesQueryOptions());
}
