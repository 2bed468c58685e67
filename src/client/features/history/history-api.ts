import type { z } from 'zod';
import {
  deleteResultSchema,
  searchResultSchema,
  sessionPageSchema,
  sessionSummarySchema,
  type ChatMessage,
  type ChatSessionState,
  type SessionSummary,
} from '../../../shared/schemas/chat.ts';
import { api, ApiRequestError, deviceTimeZone, readJson } from '../../lib/api-client.ts';

export type SessionPage = z.infer<typeof sessionPageSchema>;
export type SearchResult = z.infer<typeof searchResultSchema>;
export type SearchHit = SearchResult['hits'][number];
export type ExportFormat = 'markdown' | 'json';

/** How many conversations one "Load more" brings. */
export const SESSION_PAGE_SIZE = 20;
export const SEARCH_LIMIT = 20;

/**
 * A JSON call to a history route by plain fetch, for the routes the typed client does not know
 * yet; an error answer becomes ApiRequestError with the server's message, like readJson.
 */
async function requestJson<S extends z.ZodType>(schema: S, path: string, init: { method?: string; body?: unknown } = {}): Promise<z.infer<S>> {
  const response = await fetch(path, {
    method: init.method ?? 'GET',
    credentials: 'same-origin',
    headers: {
      Accept: 'application/json',
      'X-Time-Zone': deviceTimeZone(),
      ...(init.body === undefined ? {} : { 'Content-Type': 'application/json' }),
    },
    ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
  });
  if (!response.ok) {
    let message = `Request failed (${response.status})`;
    let code: string | undefined;
    try {
      const body = (await response.json()) as { error?: { message?: string; code?: string } };
      if (body.error?.message) message = body.error.message;
      code = body.error?.code;
    } catch {
      // Not JSON (a proxy error page, say); keep the status message.
    }
    throw new ApiRequestError(response.status, message, code);
  }
  return schema.parse(await response.json());
}

const sessionPath = (sessionId: string) => `/api/chat/sessions/${encodeURIComponent(sessionId)}`;

/** One page of the user's conversations, newest first; `before` is the previous page's cursor. */
export async function getSessionPage(before: string | null, limit = SESSION_PAGE_SIZE): Promise<SessionPage> {
  const query = new URLSearchParams({ limit: String(limit) });
  if (before) query.set('before', before);
  return requestJson(sessionPageSchema, `/api/chat/sessions?${query.toString()}`);
}

export async function getSessionMessages(sessionId: string): Promise<ChatMessage[]> {
  return readJson(await api.api.chat.sessions[':sessionId'].messages.$get({ param: { sessionId } }));
}

export async function renameSession(sessionId: string, title: string): Promise<SessionSummary> {
  return requestJson(sessionSummarySchema, sessionPath(sessionId), { method: 'PATCH', body: { title } });
}

/** Deletes one conversation; answers how many messages went with it. */
export async function deleteSession(sessionId: string): Promise<number> {
  return (await requestJson(deleteResultSchema, sessionPath(sessionId), { method: 'DELETE' })).deletedCount;
}

/** Deletes every conversation of the user; the server asks for the word DELETE as well. */
export async function deleteAllHistory(): Promise<number> {
  return (await requestJson(deleteResultSchema, '/api/chat/sessions', { method: 'DELETE', body: { confirm: 'DELETE' } })).deletedCount;
}

/** The user's own messages that contain the words, with the matches marked «…» in a snippet. */
export async function searchMessages(q: string, limit = SEARCH_LIMIT): Promise<SearchHit[]> {
  const query = new URLSearchParams({ q, limit: String(limit) });
  return (await requestJson(searchResultSchema, `/api/chat/search?${query.toString()}`)).hits;
}

/** Makes a past conversation the current one (the chat page then opens it). */
export async function continueSession(sessionId: string): Promise<ChatSessionState> {
  return readJson(await api.api.chat.sessions[':sessionId'].continue.$post({ param: { sessionId } }));
}

/** The address of a conversation's download; the server names the file. */
export function exportHref(sessionId: string, format: ExportFormat): string {
  return `${sessionPath(sessionId)}/export?format=${format}`;
}
