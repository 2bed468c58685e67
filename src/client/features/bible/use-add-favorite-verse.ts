import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { FavoriteVerse } from '../../../shared/schemas/bible.ts';
import { api, readJson } from '../../lib/api-client.ts';
import { favoriteVersesQueryOptions } from './get-favorite-verses.ts';

export interface AddFavoriteVerse {
  /** OSIS: 'John.3.16' or 'John.3.16-John.3.18'. */
  reference: string;
  translation: string;
}

export async function addFavoriteVerse(input: AddFavoriteVerse): Promise<FavoriteVerse> {
  return readJson(await api.api.bible['favorite-verses'].$post({ json: input }));
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
