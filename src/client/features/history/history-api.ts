import type { ChatMessage, ChatSessionState, SessionSummary } from '../../../shared/schemas/chat.ts';
import { api, readJson } from '../../lib/api-client.ts';

export type SessionPage = Awaited<ReturnType<typeof getSessionPage>>;
export type SearchHit = Awaited<ReturnType<typeof searchMessages>>[number];
export type ExportFormat = 'markdown' | 'json';

/** How many conversations one "Load more" brings. */
export const SESSION_PAGE_SIZE = 20;
/** The most search hits asked for at once. */
export const SEARCH_LIMIT = 20;

const sessions = api.api.chat.sessions;

/** One page of the user's conversations, newest first; `before` is the previous page's cursor. */
export async function getSessionPage(before: string | null, limit = SESSION_PAGE_SIZE) {
  const query = { limit: String(limit), ...(before ? { before } : {}) };
  return readJson(await sessions.$get({ query }));
}

export async function getSessionMessages(sessionId: string): Promise<ChatMessage[]> {
  return readJson(await sessions[':sessionId'].messages.$get({ param: { sessionId } }));
}

export async function renameSession(sessionId: string, title: string): Promise<SessionSummary> {
  return readJson(await sessions[':sessionId'].$patch({ param: { sessionId }, json: { title } }));
}

/** Deletes one conversation; answers how many messages went with it. */
export async function deleteSession(sessionId: string): Promise<number> {
  return (await readJson(await sessions[':sessionId'].$delete({ param: { sessionId } }))).deletedCount;
}

/** Deletes every conversation of the user; the server asks for the word DELETE as well. */
export async function deleteAllHistory(): Promise<number> {
  return (await readJson(await sessions.$delete({ json: { confirm: 'DELETE' } }))).deletedCount;
}

/** The user's own messages that contain the words, with the matches marked «…» in a snippet. */
export async function searchMessages(q: string, limit = SEARCH_LIMIT) {
  return (await readJson(await api.api.chat.search.$get({ query: { q, limit: String(limit) } }))).hits;
}

/** Makes a past conversation the current one (the chat page then opens it). */
export async function continueSession(sessionId: string): Promise<ChatSessionState> {
  return readJson(await sessions[':sessionId'].continue.$post({ param: { sessionId } }));
}

/** The address of a conversation's download; the server names the file. */
export function exportHref(sessionId: string, format: ExportFormat): string {
  return `/api/chat/sessions/${encodeURIComponent(sessionId)}/export?format=${format}`;
}
