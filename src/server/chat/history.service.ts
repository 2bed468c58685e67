import type { Kysely } from 'kysely';
import type { ChatMessage, SessionSummary } from '../../shared/schemas/chat.ts';
import type { Database } from '../db/schema.ts';
import { foldCase } from '../db/fold-case.ts';
import { toDate } from '../db/values.ts';
import { toChatMessage, type ChatMessageRow } from './chat-mappers.ts';
import { findMessage } from './chat.repo.ts';
import * as repo from './history.repo.ts';

/** History, favourites, search, export and deletion of the user's own conversations (SPEC.md sections 2, 4, 8). */

const toSummary = (row: repo.SessionRow): SessionSummary => ({
  id: row.id,
  title: row.title ?? 'New conversation',
  createdAt: toDate(row.created_at).toISOString(),
  updatedAt: toDate(row.updated_at).toISOString(),
  messageCount: row.message_count,
  preview: row.preview,
});

const encodeCursor = (row: repo.SessionRow) => Buffer.from(`${toDate(row.updated_at).toISOString()}|${row.id}`).toString('base64url');
function decodeCursor(cursor: string | undefined): { updatedAt: string; id: string } | undefined {
  if (!cursor) return undefined;
  const [updatedAt = '', id = ''] = Buffer.from(cursor, 'base64url').toString().split('|');
  return Number.isNaN(Date.parse(updatedAt)) || !id ? undefined : { updatedAt, id };
}

type WithTitle = ChatMessageRow & { session_title: string | null };
const withTitle = (row: WithTitle) => ({ ...toChatMessage(row), sessionTitle: row.session_title ?? 'New conversation' });

/** The content cut around the first match, the match wrapped in «…». */
export function snippetOf(content: string, query: string, width = 160): string {
  const folded = foldCase(content);
  // Folding almost never changes a text's length; when it does, the snippet starts at the top.
  const at = folded.length === content.length ? folded.indexOf(foldCase(query)) : -1;
  if (at < 0) return content.slice(0, width);
  const start = Math.max(0, at - Math.floor((width - query.length) / 2));
  const end = Math.min(content.length, start + width);
  const before = `${start > 0 ? '…' : ''}${content.slice(start, at)}`;
  const match = content.slice(at, at + query.length);
  const after = `${content.slice(at + query.length, end)}${end < content.length ? '…' : ''}`;
  return `${before}«${match}»${after}`;
}

export class ChatHistory {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly appName: string,
  ) {}

  async sessions(userId: string, { before, limit }: { before?: string | undefined; limit: number }) {
    const after = decodeCursor(before);
    const rows = await repo.listSessions(this.db, userId, { ...(after ? { after } : {}), limit: limit + 1 });
    const page = rows.slice(0, limit);
    return { sessions: page.map(toSummary), nextCursor: rows.length > limit && page.length > 0 ? encodeCursor(page.at(-1) as repo.SessionRow) : null };
  }

  async rename(userId: string, sessionId: string, title: string): Promise<SessionSummary | undefined> {
    if (!(await repo.renameSession(this.db, userId, sessionId, title))) return undefined;
    const row = await repo.findSession(this.db, userId, sessionId);
    return row ? toSummary(row) : undefined;
  }

  deleteSession(userId: string, sessionId: string): Promise<number> {
    return repo.deleteSession(this.db, userId, sessionId);
  }

  deleteAll(userId: string): Promise<number> {
    return repo.deleteAllSessions(this.db, userId);
  }

  async favorites(userId: string, { before, limit }: { before?: string | undefined; limit: number }) {
    const rows = (await repo.listFavorites(this.db, userId, { ...(before ? { before } : {}), limit: limit + 1 })) as WithTitle[];
    const page = rows.slice(0, limit);
    return { favorites: page.map(withTitle), nextCursor: rows.length > limit ? (page.at(-1)?.id ?? null) : null };
  }

  async context(userId: string, messageId: string) {
    const message = await findMessage(this.db, userId, messageId);
    if (!message || message.pending === true || message.pending === 1) return undefined;
    const session = await repo.findSession(this.db, userId, message.session_id);
    const conversation = await repo.messagesAround(this.db, userId, message, 6);
    return { message: toChatMessage(message), sessionTitle: session?.title ?? 'New conversation', conversation: conversation.map(toChatMessage) };
  }

  async search(userId: string, query: string, limit: number) {
    const rows = (await repo.searchMessages(this.db, userId, query, limit)) as WithTitle[];
    return { hits: rows.map((row) => ({ message: toChatMessage(row), sessionTitle: row.session_title ?? 'New conversation', snippet: snippetOf(row.content, query) })) };
  }

  /** The session as a Markdown or JSON file, or undefined when it is not the user's. */
  async export(userId: string, sessionId: string, messages: ChatMessage[], format: 'markdown' | 'json') {
    const row = await repo.findSession(this.db, userId, sessionId);
    if (!row) return undefined;
    const summary = toSummary(row);
    const date = summary.createdAt.slice(0, 10);
    const slug = summary.title.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '').slice(0, 40) || 'conversation';
    const base = `${this.appName.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-${date}-${slug}`;
    if (format === 'json') return { filename: `${base}.json`, type: 'application/json; charset=utf-8', body: JSON.stringify({ session: summary, messages }, null, 2) };
    const lines = [`# ${summary.title}`, '', `_${new Date(summary.createdAt).toUTCString()}_`, ''];
    for (const message of messages) {
      lines.push(`**${message.sender === 'user' ? 'You' : this.appName}** — ${new Date(message.timestamp).toUTCString()}`, '', message.content, '');
    }
    return { filename: `${base}.md`, type: 'text/markdown; charset=utf-8', body: lines.join('\n') };
  }
}
