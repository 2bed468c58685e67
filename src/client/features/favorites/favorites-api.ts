import type { ChatMessage } from '../../../shared/schemas/chat.ts';
import { api, readJson } from '../../lib/api-client.ts';

export type FavoritePage = Awaited<ReturnType<typeof getFavoritePage>>;
export type FavoriteMessage = FavoritePage['favorites'][number];
export type MessageContext = Awaited<ReturnType<typeof getMessageContext>>;

/** How many favourites one "Load more" brings. */
export const FAVORITE_PAGE_SIZE = 20;

/** One page of the user's favourite messages, newest first; `before` is the previous page's cursor. */
export async function getFavoritePage(before: string | null, limit = FAVORITE_PAGE_SIZE) {
  const query = { limit: String(limit), ...(before ? { before } : {}) };
  return readJson(await api.api.chat.favorites.$get({ query }));
}

/** A message with the conversation around it and the conversation's title. */
export async function getMessageContext(messageId: string) {
  return readJson(await api.api.chat.messages[':id'].context.$get({ param: { id: messageId } }));
}

export async function setFavorite(messageId: string, isFavorite: boolean): Promise<ChatMessage> {
  return readJson(await api.api.chat.messages[':id'].$patch({ param: { id: messageId }, json: { isFavorite } }));
}
