import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { FavoriteVerse } from '../../../shared/schemas/bible.ts';
import { bibleRequest } from './bible-http.ts';
import { favoriteVersesQueryOptions } from './get-favorite-verses.ts';

export async function removeFavoriteVerse(id: string): Promise<void> {
  await bibleRequest<unknown>('DELETE', `/favorite-verses/${encodeURIComponent(id)}`);
}

/** Removes a favourite verse at once, putting it back if the server refuses. */
export function useRemoveFavoriteVerse() {
  const queryClient = useQueryClient();
  const { queryKey } = favoriteVersesQueryOptions();
  return useMutation({
    mutationFn: removeFavoriteVerse,
    onMutate: async (id) => {
      await queryClient.cancelQueries({ queryKey });
      const previous = queryClient.getQueryData<FavoriteVerse[]>(queryKey);
      if (previous) queryClient.setQueryData<FavoriteVerse[]>(queryKey, previous.filter((item) => item.id !== id));
      return { previous };
    },
    onError: (_error, _id, context) => {
      if (context?.previous) queryClient.setQueryData(queryKey, context.previous);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey }),
  });
}
