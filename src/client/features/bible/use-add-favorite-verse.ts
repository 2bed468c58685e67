import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { FavoriteVerse } from '../../../shared/schemas/bible.ts';
import { bibleRequest } from './bible-http.ts';
import { favoriteVersesQueryOptions } from './get-favorite-verses.ts';

export interface AddFavoriteVerse {
  /** OSIS: 'John.3.16' or 'John.3.16-John.3.18'. */
  reference: string;
  translation: string;
}

export async function addFavoriteVerse(input: AddFavoriteVerse): Promise<FavoriteVerse> {
  return bibleRequest<FavoriteVerse>('POST', '/favorite-verses', {}, input);
}

export function useAddFavoriteVerse() {
  const queryClient = useQueryClient();
  const { queryKey } = favoriteVersesQueryOptions();
  return useMutation({
    mutationFn: addFavoriteVerse,
    onSuccess: (favorite) => {
      queryClient.setQueryData<FavoriteVerse[]>(queryKey, (list) => (list ? [favorite, ...list.filter((item) => item.id !== favorite.id)] : list));
      void queryClient.invalidateQueries({ queryKey });
    },
  });
}
