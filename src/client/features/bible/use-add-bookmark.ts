import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Bookmark } from '../../../shared/schemas/bible.ts';
import { api, readJson } from '../../lib/api-client.ts';
import { bookmarksQueryOptions } from './get-bookmarks.ts';

export async function addBookmark(reference: string): Promise<Bookmark> {
  return readJson(await api.api.bible.bookmarks.$post({ json: { reference } }));
}

/** Bookmarks an OSIS reference ('John.3.16'); bookmarking it again answers the existing bookmark. */
export function useAddBookmark() {
  const queryClient = useQueryClient();
  const { queryKey } = bookmarksQueryOptions();
  return useMutation({
    mutationFn: addBookmark,
    onSuccess: (bookmark) => {
      queryClient.setQueryData<Bookmark[]>(queryKey, (list) => (list ? [bookmark, ...list.filter((item) => item.id !== bookmark.id)] : list));
      void queryClient.invalidateQueries({ queryKey });
    },
  });
}
