import type { z } from 'zod';
import { favoritePageSchema, messageContextSchema, type ChatMessage } from '../../../shared/schemas/chat.ts';
import { api, ApiRequestError, deviceTimeZone, readJson } from '../../lib/api-client.ts';

export type FavoritePage = z.infer<typeof favoritePageSchema>;
export type FavoriteMessage = FavoritePage['favorites'][number];
export type MessageContext = z.infer<typeof messageContextSchema>;

/** How many favourites one "Load more" brings. */
export const FAVORITE_PAGE_SIZE = 20;

/** A GET by plain fetch for the routes the typed client does not know yet; errors as readJson throws them. */
async function getJson<S extends z.ZodType>(schema: S, path: string): Promise<z.infer<S>> {
  const response = await fetch(path, {
    credentials: 'same-origin',
    headers: { Accept: 'application/json', 'X-Time-Zone': deviceTimeZone() },
  });
  if (!response.ok) {
    let message = `Request failed (${response.status})`;
    let code: string | undefined;
    try {
      const body = (await response.json()) as { error?: { message?: string; code?: string } };
      if (body.error?.message) message = body.error.message;
      code = body.error?.code;
    } catch {
      // Not JSON; keep the status message.
    }
    throw new ApiRequestError(response.status, message, code);
  }
  return schema.parse(await response.json());
}

/** One page of the user's favourite messages, newest first; `before` is the previous page's cursor. */
export async function getFavoritePage(before: string | null, limit = FAVORITE_PAGE_SIZE): Promise<FavoritePage> {
  const query = new URLSearchParams({ limit: String(limit) });
  if (before) query.set('before', before);
  return getJson(favoritePageSchema, `/api/chat/favorites?${query.toString()}`);
}

/** A message with the conversation around it and the conversation's title. */
export async function getMessageContext(messageId: string): Promise<MessageContext> {
  return getJson(messageContextSchema, `/api/chat/messages/${encodeURIComponent(messageId)}/context`);
}

export async function setFavorite(messageId: string, isFavorite: boolean): Promise<ChatMessage> {
  return readJson(await api.api.chat.messages[':id'].$patch({ param: { id: messageId }, json: { isFavorite } }));
}
