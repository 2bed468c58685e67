import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Bookmark } from '../../../shared/schemas/bible.ts';
import { api, readJson } from '../../lib/api-client.ts';
import { bookmarksQueryOptions } from './get-bookmarks.ts';

export async function removeBookmark(id: string): Promise<void> {
  const response = await api.api.bible.bookmarks[':id'].$delete({ param: { id } });
  // 204 has no body; anything else carries the server's reason.
  if (response.status !== 204) await readJson(response);
}

/** Removes a bookmark at once, putting it back if the server refuses. */
export function useRemoveBookmark() {
  const queryClient = useQueryClient();
  const { queryKey } = bookmarksQueryOptions();
  return useMutation({
    mutationFn: removeBookmark,
    onMutate: async (id) => {
      await queryClient.cancelQueries({ queryKey });
      const previous = queryClient.getQueryData<Bookmark[]>(queryKey);
      if (previous) queryClient.setQueryData<Bookmark[]>(queryKey, previous.filter((item) => item.id !== id));
      return { previous };
    },
    onError: (_error, _id, context) => {
      if (context?.previous) queryClient.setQueryData(queryKey, context.previous);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey }),
  });
}
