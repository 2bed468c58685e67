import { queryOptions, useInfiniteQuery, useMutation, useQuery, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import { cursorPagesOptions, FRESH_ON_ARRIVAL } from '../../lib/cursor-pages.ts';
import { getFavoritePage, getMessageContext, setFavorite, type FavoritePage, type MessageContext } from './favorites-api.ts';

export const favoriteKeys = {
  all: ['favorites'] as const,
  list: ['favorites', 'list'] as const,
  context: (messageId: string) => ['favorites', 'context', messageId] as const,
};

/** Conversations read in history show the stars too. */
const HISTORY_SESSIONS_KEY = ['history', 'session'] as const;

export const favoritesQueryOptions = () => cursorPagesOptions(favoriteKeys.list, getFavoritePage);

export function useFavorites() {
  return useInfiniteQuery(favoritesQueryOptions());
}

export const messageContextQueryOptions = (messageId: string) =>
  queryOptions({ queryKey: favoriteKeys.context(messageId), queryFn: () => getMessageContext(messageId), ...FRESH_ON_ARRIVAL });

export function useMessageContext(messageId: string) {
  return useQuery(messageContextQueryOptions(messageId));
}

/** Takes a message off the favourites list at once, putting it back if the server refuses. */
export function useRemoveFavorite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (messageId: string) => setFavorite(messageId, false),
    onMutate: async (messageId) => {
      await queryClient.cancelQueries({ queryKey: favoriteKeys.list });
      const previous = queryClient.getQueryData<InfiniteData<FavoritePage>>(favoriteKeys.list);
      if (previous) {
        queryClient.setQueryData<InfiniteData<FavoritePage>>(favoriteKeys.list, {
          ...previous,
          pages: previous.pages.map((page) => ({ ...page, favorites: page.favorites.filter((item) => item.id !== messageId) })),
        });
      }
      return { previous };
    },
    onError: (_error, _messageId, context) => {
      if (context?.previous) queryClient.setQueryData(favoriteKeys.list, context.previous);
    },
    onSuccess: (message) => {
      queryClient.setQueryData<MessageContext>(favoriteKeys.context(message.id), (current) => current && withFavorite(current, message.id, false));
      void queryClient.invalidateQueries({ queryKey: HISTORY_SESSIONS_KEY });
    },
  });
}

function withFavorite(context: MessageContext, messageId: string, isFavorite: boolean): MessageContext {
  return {
    ...context,
    message: context.message.id === messageId ? { ...context.message, isFavorite } : context.message,
    conversation: context.conversation.map((message) => (message.id === messageId ? { ...message, isFavorite } : message)),
  };
}

/** Stars or unstars the message of a context page at once, putting it back if the server refuses. */
export function useToggleFavorite(contextId: string) {
  const queryClient = useQueryClient();
  const queryKey = favoriteKeys.context(contextId);
  return useMutation({
    mutationFn: ({ messageId, isFavorite }: { messageId: string; isFavorite: boolean }) => setFavorite(messageId, isFavorite),
    onMutate: async ({ messageId, isFavorite }) => {
      await queryClient.cancelQueries({ queryKey });
      const previous = queryClient.getQueryData<MessageContext>(queryKey);
      if (previous) queryClient.setQueryData<MessageContext>(queryKey, withFavorite(previous, messageId, isFavorite));
      return { previous };
    },
    onError: (_error, _variables, context) => {
      if (context?.previous) queryClient.setQueryData(queryKey, context.previous);
    },
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: favoriteKeys.list });
      void queryClient.invalidateQueries({ queryKey: HISTORY_SESSIONS_KEY });
    },
  });
}
