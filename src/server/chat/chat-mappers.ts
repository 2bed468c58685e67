import type { Selectable } from 'kysely';
import type { ChatMessage, VerifiedReference } from '../../shared/schemas/chat.ts';
import type { ChatMessagesTable } from '../db/schema.ts';
import { toBoolean, toDate } from '../db/values.ts';

export type ChatMessageRow = Selectable<ChatMessagesTable>;

/** The columns every message query selects. */
export const messageColumns = [
  'id',
  'user_id',
  'session_id',
  'content',
  'sender',
  'timestamp',
  'is_favorite',
  'references_json',
  'responder',
  'crisis',
  'stopped',
  'pending',
] as const;

/** A stored row as the API shows it. */
export function toChatMessage(row: ChatMessageRow): ChatMessage {
  return {
    id: row.id,
    sessionId: row.session_id,
    content: row.content,
    sender: row.sender === 'user' ? 'user' : 'assistant',
    timestamp: toDate(row.timestamp).toISOString(),
    isFavorite: toBoolean(row.is_favorite),
    references: row.references_json ? (JSON.parse(row.references_json) as VerifiedReference[]) : [],
    responder: (row.responder as ChatMessage['responder']) ?? null,
    crisis: toBoolean(row.crisis),
    stopped: toBoolean(row.stopped),
  };
}

/** A message just written by this instance, as the API shows it (no need to read it back). */
export function newChatMessage(
  fields: Pick<ChatMessage, 'id' | 'sessionId' | 'content' | 'sender' | 'timestamp'> & Partial<Pick<ChatMessage, 'references' | 'responder' | 'crisis' | 'stopped'>>,
): ChatMessage {
  return { isFavorite: false, references: [], responder: null, crisis: false, stopped: false, ...fields };
}

const TITLE_MAX = 60;
const PREVIEW_MAX = 140;

/** A session's title: its first user message, on one line, cut at a word near 60 characters. */
export function titleFrom(content: string): string {
  return cut(content.replace(/\s+/g, ' ').trim(), TITLE_MAX) || 'New conversation';
}

/** The preview shown in history: the latest message, on one line, cut near 140 characters. */
export function previewFrom(content: string): string {
  return cut(content.replace(/\s+/g, ' ').trim(), PREVIEW_MAX);
}

function cut(text: string, max: number): string {
  if (text.length <= max) return text;
  const slice = text.slice(0, max);
  const lastSpace = slice.lastIndexOf(' ');
  return `${(lastSpace > max * 0.6 ? slice.slice(0, lastSpace) : slice).trimEnd()}…`;
}
