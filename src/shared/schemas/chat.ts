import { z } from 'zod';
import { INPUT_LIMITS } from '../limits.ts';
import { sessionIdSchema } from './preferences.ts';

export { sessionIdSchema };

/**
 * A Bible reference found in an assistant reply and checked against the corpus (DESIGN.md section
 * 5). A reference that does not exist is never shown as Scripture: `valid` is false and the client
 * shows it unlinked with a quiet note.
 */
export const verifiedReferenceSchema = z.object({
  /** The reference as written in the reply, and where: content.slice(start, end) === text. */
  text: z.string(),
  start: z.number().int().min(0),
  end: z.number().int().min(0),
  valid: z.boolean(),
  /** OSIS of the passage ('John.3.16', 'Phil.4.6-Phil.4.7'); null when not valid. */
  osis: z.string().nullable(),
  /** Human label ('John 3:16'); null when not valid. */
  label: z.string().nullable(),
  /** The translation the text and the check are in. */
  translationId: z.string(),
  /** The passage's real words (a preview; may be cut), null when not valid. */
  verseText: z.string().nullable(),
  /** Set when the reply quotes the verse with wording that differs from the translation. */
  misquote: z.object({ quoted: z.string(), actual: z.string() }).nullable(),
});
export type VerifiedReference = z.infer<typeof verifiedReferenceSchema>;

/** Who wrote an assistant reply: a configured model, the offline responder, the fallback, or the crisis guard. */
export const RESPONDERS = ['model', 'offline', 'fallback', 'welcome'] as const;

export const chatMessageSchema = z.object({
  id: z.string(),
  sessionId: sessionIdSchema,
  content: z.string(),
  sender: z.enum(['user', 'assistant']),
  timestamp: z.string(),
  isFavorite: z.boolean(),
  /** Assistant replies only: the checked references, in order of appearance. */
  references: z.array(verifiedReferenceSchema),
  /** Assistant replies only: what wrote it; null for user messages. */
  responder: z.enum(RESPONDERS).nullable(),
  /** True when the reply opened with crisis resources. */
  crisis: z.boolean(),
  /** True when the user stopped the reply before it was finished. */
  stopped: z.boolean(),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

export const chatSessionStateSchema = z.object({
  sessionId: sessionIdSchema.nullable(),
  messages: z.array(chatMessageSchema),
  /** True when yesterday's conversation was put into history and a new one started (daily rollover). */
  rolledOver: z.boolean(),
  /** 'offline' when no AI model is configured (the chat says so discreetly). */
  responder: z.enum(['model', 'offline']),
});
export type ChatSessionState = z.infer<typeof chatSessionStateSchema>;

export const sendMessageSchema = z.object({
  /** Trimmed and cut to 1000 characters by the server; blank is refused. */
  content: z.string().max(20_000),
  /** Edit-and-resend: the id of the session's last user message, which is replaced (with the reply after it). */
  replaces: z.string().max(64).optional(),
  /** The translation quoted in the reply; the reader's remembered version. */
  translation: z.string().max(20).optional(),
});
export type SendMessageBody = z.infer<typeof sendMessageSchema>;

export const regenerateSchema = z.object({ translation: z.string().max(20).optional() });

/**
 * The Server-Sent Events of a send (event name → data). `start` comes once, then any number of
 * `token`s, then exactly one of `done` or `error`.
 */
export interface SendEvents {
  start: { userMessage: ChatMessage; generationId: string; responder: 'model' | 'offline' };
  token: { text: string };
  done: { assistantMessage: ChatMessage; balance: { freeCredits: number; totalCredits: number; hasUnlimitedCredits: boolean } };
  error: { code: string; message: string };
}

export const favoriteUpdateSchema = z.object({ isFavorite: z.boolean() });

export const sessionSummarySchema = z.object({
  id: sessionIdSchema,
  title: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  messageCount: z.number().int(),
  preview: z.string(),
});
export type SessionSummary = z.infer<typeof sessionSummarySchema>;

export const sessionPageSchema = z.object({ sessions: z.array(sessionSummarySchema), nextCursor: z.string().nullable() });

export const pageQuerySchema = z.object({
  before: z.string().max(100).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});

export const renameSessionSchema = z.object({ title: z.string().trim().min(1, 'Please give the conversation a name.').max(120) });

export const deleteResultSchema = z.object({ deletedCount: z.number().int() });

export const deleteAllSchema = z.object({ confirm: z.literal('DELETE') });

export const favoriteMessageSchema = chatMessageSchema.extend({ sessionTitle: z.string() });
export const favoritePageSchema = z.object({ favorites: z.array(favoriteMessageSchema), nextCursor: z.string().nullable() });

export const messageContextSchema = z.object({
  message: chatMessageSchema,
  sessionTitle: z.string(),
  /** The conversation around the message, in order (the message included). */
  conversation: z.array(chatMessageSchema),
});

export const searchQuerySchema = z.object({ q: z.string().trim().min(1).max(200), limit: z.coerce.number().int().min(1).max(50).default(20) });
export const searchHitSchema = z.object({
  message: chatMessageSchema,
  sessionTitle: z.string(),
  /** The content with matches wrapped in «…» markers, cut around the first match. */
  snippet: z.string(),
});
export const searchResultSchema = z.object({ hits: z.array(searchHitSchema) });

export const CHAT_ERROR_CODES = {
  insufficient: 'insufficient_credits',
  blank: 'blank_message',
  busy: 'reply_in_progress',
  notLast: 'not_last_message',
} as const;

/** The input limit (SPEC.md section 5): the client keeps at most this many characters, the server cuts to it. */
export const MESSAGE_MAX = INPUT_LIMITS.messageMax;
