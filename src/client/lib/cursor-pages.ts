import { infiniteQueryOptions, type QueryKey } from '@tanstack/react-query';

/**
 * For data that changes on another page which does not share this cache (the chat stars messages
 * and adds conversations): check again on every arrival.
 */
export const FRESH_ON_ARRIVAL = { staleTime: 0 } as const;

/** A list the server pages with an opaque cursor (`nextCursor` is null on the last page), fresh on arrival. */
export function cursorPagesOptions<Page extends { nextCursor: string | null }, Key extends QueryKey>(queryKey: Key, fetchPage: (cursor: string | null) => Promise<Page>) {
  return infiniteQueryOptions({
    queryKey,
    queryFn: ({ pageParam }) => fetchPage(pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last: Page) => last.nextCursor ?? undefined,
    ...FRESH_ON_ARRIVAL,
  });
}
