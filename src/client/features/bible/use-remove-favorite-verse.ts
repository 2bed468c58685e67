import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { FavoriteVerse } from '../../../shared/schemas/bible.ts';
import { api, readJson } from '../../lib/api-client.ts';
import { favoriteVersesQueryOptions } from './get-favorite-verses.ts';

export async function removeFavoriteVerse(id: string): Promise<void> {
  const response = await api.api.bible['favorite-verses'][':id'].$delete({ param: { id } });
  // 204 has no body; anything else carries the server's reason.
  if (response.status !== 204) await readJson(response);
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
