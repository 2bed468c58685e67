import type { Kysely, Transaction } from 'kysely';
import { calendarDay } from '../../shared/calendar.ts';
import { AI_CONTEXT, INPUT_LIMITS } from '../../shared/limits.ts';
import { CHAT } from '../../shared/messages.ts';
import type { ChatMessage, ChatSessionState, SendEvents, VerifiedReference } from '../../shared/schemas/chat.ts';
import type { ConversationTurn, ReplyContext } from '../ai/types.ts';
import type { ReferenceScan } from '../ai/verify-references.ts';
import type { CreditService, SpendSource } from '../credits/credits.service.ts';
import type { Database } from '../db/schema.ts';
import { toDate } from '../db/values.ts';
import { sortableId } from '../infra/ids.ts';
import type { Logger } from '../infra/logger.ts';
import { getPreferences, updatePreferences } from '../preferences/preferences.service.ts';
import { newChatMessage, previewFrom, titleFrom, toChatMessage, type ChatMessageRow } from './chat-mappers.ts';
import * as repo from './chat.repo.ts';

/**
 * What the chat needs from the AI engine (src/server/ai): the chat stores and streams, the engine
 * writes. Kept to this surface so that the chat can be tested with any engine.
 */
export interface ChatAi {
  readonly responderKind: 'model' | 'offline';
  /** Crisis signals (self-harm, suicide, abuse, immediate danger): such a reply is free. */
  isCrisis(message: string): boolean;
  /** Builds the reply's context: profile, topics, favourites, bookmarks, analysis, grounding verses. */
  prepare(input: { userId: string; message: string; history: ConversationTurn[]; translationId: string; timeZone: string; now: Date; turn: number; crisis?: boolean }): Promise<ReplyContext>;
  stream(context: ReplyContext, signal: AbortSignal): AsyncIterable<string>;
  /** The crisis resources that open a crisis reply, whatever the model says. */
  crisisPreamble(): string;
  /** The spec's fallback reply (an apology and Proverbs 16:9), in the given translation. */
  fallbackReply(translationId: string): string;
  /** A reader of a streaming reply's references, fed as lines finish (see verify). */
  scanReferences(): ReferenceScan;
  /** Every Bible reference in a reply, checked against the corpus; `scan` has read the lines that streamed. */
  verify(text: string, translationId: string, scan?: ReferenceScan): VerifiedReference[];
  /** The translation to quote: the one asked for when it exists, else the default. */
  translationOr(translationId: string | undefined): string;
  /** After a user message is stored: record its topics and capture a name introduction. */
  afterUserMessage(db: Kysely<Database>, userId: string, message: string, now: Date): Promise<void>;
}

export type SendRefusal = 'blank' | 'insufficient' | 'not_found' | 'not_last' | 'save_failed' | 'nothing_to_regenerate';

export type SendEvent = { [K in keyof SendEvents]: { event: K; data: SendEvents[K] } }[keyof SendEvents];

/** A reply being written: its events can be followed by any number of listeners, from the start. */
export class Generation {
  readonly events: SendEvent[] = [];
  private listeners = new Set<() => void>();
  private finished = false;
  readonly abort = new AbortController();
  /** Resolves when the reply is stored. */
  readonly done: Promise<void>;
  private resolveDone!: () => void;

  constructor(
    readonly id: string,
    readonly userId: string,
  ) {
    this.done = new Promise((resolve) => {
      this.resolveDone = resolve;
    });
  }

  emit(event: SendEvent): void {
    this.events.push(event);
    for (const listener of this.listeners) listener();
  }

  finish(): void {
    this.finished = true;
    for (const listener of this.listeners) listener();
    this.resolveDone();
  }

  /** Every event from the first, then each new one, until the reply is stored. */
  async *follow(signal?: AbortSignal): AsyncGenerator<SendEvent> {
    let index = 0;
    while (true) {
      while (index < this.events.length) yield this.events[index++] as SendEvent;
      if (this.finished || signal?.aborted) return;
      await new Promise<void>((resolve) => {
        const wake = () => {
          this.listeners.delete(wake);
          signal?.removeEventListener('abort', wake);
          resolve();
        };
        this.listeners.add(wake);
        signal?.addEventListener('abort', wake, { once: true });
      });
    }
  }
}

export interface ChatServiceOptions {
  db: Kysely<Database>;
  credits: CreditService;
  ai: ChatAi;
  appName: string;
  logger: Logger;
  now?: () => number;
  /** How often a streaming reply is written to the database (and a stop from another instance noticed). */
  flushEveryMs?: number;
  /** Counts the stored replies by responder and outcome. */
  metrics?: { chatReplies: { inc: (labels: { responder: string; outcome: string }) => void } } | undefined;
}

const WELCOME_RESPONDER = 'welcome';

/**
 * The chat (SPEC.md sections 3 and 4; DESIGN.md section 4: sending is one server operation).
 * send: validate → spend one credit (crisis messages are free) → store the user message and a
 * placeholder for the reply → build the AI context → stream → store the reply → ids. A model
 * failure ends in the fallback reply and the credit comes back. The reply is written by a
 * Generation that does not depend on the request: a client that goes away loses nothing.
 */
export class ChatService {
  private readonly db: Kysely<Database>;
  private readonly credits: CreditService;
  private readonly ai: ChatAi;
  private readonly appName: string;
  private readonly logger: Logger;
  private readonly now: () => number;
  private readonly flushEveryMs: number;
  private readonly metrics: ChatServiceOptions['metrics'];
  private readonly generations = new Map<string, Generation>();

  constructor({ db, credits, ai, appName, logger, now = Date.now, flushEveryMs = 1000, metrics }: ChatServiceOptions) {
    this.metrics = metrics;
    this.db = db;
    this.credits = credits;
    this.ai = ai;
    this.appName = appName;
    this.logger = logger;
    this.now = now;
    this.flushEveryMs = flushEveryMs;
  }

  get responderKind() {
    return this.ai.responderKind;
  }

  welcomeText(): string {
    return CHAT.welcome(this.appName);
  }

  /**
   * Chat initialisation (SPEC.md section 4): the stored current session, with the daily rollover
   * when its last message is from an earlier calendar day and the user has spoken in it; a saved
   * welcome in an empty session; a new session when there is none.
   */
  async initialise(userId: string, timeZone: string): Promise<ChatSessionState> {
    const { currentSessionId } = await getPreferences(this.db, userId);
    if (currentSessionId !== null) {
      const rows = await repo.listSessionMessages(this.db, userId, currentSessionId);
      const exists = rows.length > 0 || (await repo.sessionExists(this.db, userId, currentSessionId));
      if (rows.length > 0) {
        const last = rows.at(-1) as ChatMessageRow;
        const userHasSpoken = rows.some((row) => row.sender === 'user');
        const today = calendarDay(new Date(this.now()), timeZone);
        if (userHasSpoken && calendarDay(toDate(last.timestamp), timeZone) < today) {
          return { ...(await this.startSession(userId)), rolledOver: true };
        }
        return this.state(currentSessionId, rows.map(toChatMessage), false);
      }
      if (!exists) await repo.insertSession(this.db, { user_id: userId, id: currentSessionId, created_at: this.isoNow() });
      const welcome = await this.saveWelcome(userId, currentSessionId);
      return this.state(currentSessionId, [welcome], false);
    }
    return this.startSession(userId);
  }

  /** Start new chat: the old session becomes history; a new one, current, with its saved welcome. */
  async startSession(userId: string): Promise<ChatSessionState> {
    let sessionId: string | null = null;
    try {
      sessionId = await this.createSession(userId);
      await updatePreferences(this.db, userId, { currentSessionId: sessionId }, new Date(this.now()));
    } catch (error) {
      // SPEC.md section 4: if creation fails, a welcome message with no session.
      this.logger.error({ err: error, userId }, 'chat session creation failed');
      return this.state(null, [this.unsavedWelcome()], false);
    }
    const welcome = await this.saveWelcome(userId, sessionId);
    return this.state(sessionId, [welcome], false);
  }

  /** Makes a past session the current one (continue it from history). */
  async continueSession(userId: string, sessionId: string): Promise<ChatSessionState | undefined> {
    if (!(await repo.sessionExists(this.db, userId, sessionId))) return undefined;
    await updatePreferences(this.db, userId, { currentSessionId: sessionId }, new Date(this.now()));
    const rows = await repo.listSessionMessages(this.db, userId, sessionId);
    return this.state(sessionId, rows.map(toChatMessage), false);
  }

  /** A session's finished messages, in order; undefined when it is not the user's. */
  async messages(userId: string, sessionId: string): Promise<ChatMessage[] | undefined> {
    const rows = await repo.listSessionMessages(this.db, userId, sessionId);
    if (rows.length === 0 && !(await repo.sessionExists(this.db, userId, sessionId))) return undefined;
    return rows.map(toChatMessage);
  }

  async setFavorite(userId: string, messageId: string, isFavorite: boolean): Promise<ChatMessage | undefined> {
    if (!(await repo.setFavorite(this.db, userId, messageId, isFavorite))) return undefined;
    const row = await repo.findMessage(this.db, userId, messageId);
    return row ? toChatMessage(row) : undefined;
  }

  /** Stops a reply being written, keeping what was written. Works from any instance. */
  async stop(userId: string, generationId: string): Promise<boolean> {
    const local = this.generations.get(generationId);
    const marked = await repo.requestStop(this.db, userId, generationId);
    if (local && local.userId === userId) local.abort.abort();
    return marked || (local !== undefined && local.userId === userId);
  }

  /** Resolves when the replies (and follow-up work) this instance is doing are stored; shutdown waits for it. */
  async drain(): Promise<void> {
    await Promise.all([...this.generations.values()].map((generation) => generation.done));
  }

  /**
   * Sends a message: refusals come back before anything is written; otherwise the Generation
   * that streams and stores the reply.
   */
  async send(
    userId: string,
    sessionId: string,
    input: { content: string; replaces?: string; translation?: string },
    timeZone: string,
  ): Promise<{ ok: true; generation: Generation } | { ok: false; reason: SendRefusal }> {
    const content = input.content.slice(0, INPUT_LIMITS.messageMax).trim();
    if (content.length === 0) return { ok: false, reason: 'blank' };
    if (!(await repo.sessionExists(this.db, userId, sessionId))) return { ok: false, reason: 'not_found' };

    let replaced: string[] = [];
    if (input.replaces !== undefined) {
      const rows = await repo.listSessionMessages(this.db, userId, sessionId);
      const lastUser = rows.findLastIndex((row) => row.sender === 'user');
      if (lastUser < 0 || rows[lastUser]?.id !== input.replaces) return { ok: false, reason: 'not_last' };
      replaced = rows.slice(lastUser).map((row) => row.id);
    }

    const crisis = this.ai.isCrisis(content);
    const userMessageId = sortableId(this.now());
    const nowIso = this.isoNow();
    const replyId = sortableId(this.now());
    const store = async (trx: Transaction<Database>) => {
      await repo.deleteMessages(trx, userId, replaced);
      await repo.insertMessage(trx, { id: userMessageId, user_id: userId, session_id: sessionId, content, sender: 'user', timestamp: nowIso });
      await repo.insertMessage(trx, { id: replyId, user_id: userId, session_id: sessionId, content: '', sender: 'assistant', timestamp: nowIso, pending: true, crisis });
      await repo.adjustSessionSummary(trx, userId, sessionId, { countDelta: 1 - replaced.length, preview: previewFrom(content), titleIfMissing: titleFrom(content), now: nowIso });
      await this.ai.afterUserMessage(trx, userId, content, new Date(this.now()));
    };
    // The credit, the stored message and its topics are one transaction (one durable commit).
    const paid = await this.storePaid(userId, { crisis, timeZone, reference: userMessageId, store, failure: 'chat message could not be stored' });
    if (!paid.ok) return paid;
    const userMessage = newChatMessage({ id: userMessageId, sessionId, content, sender: 'user', timestamp: nowIso });
    return { ok: true, generation: this.generate({ userId, sessionId, userMessage, replyId, source: paid.source, crisis, translation: input.translation, timeZone }) };
  }

  /** Writes the last reply again (it spends a credit like a send, unless it answers a crisis). */
  async regenerate(
    userId: string,
    sessionId: string,
    input: { translation?: string },
    timeZone: string,
  ): Promise<{ ok: true; generation: Generation } | { ok: false; reason: SendRefusal }> {
    if (!(await repo.sessionExists(this.db, userId, sessionId))) return { ok: false, reason: 'not_found' };
    const rows = await repo.listSessionMessages(this.db, userId, sessionId);
    const lastUser = rows.findLastIndex((row) => row.sender === 'user');
    if (lastUser < 0) return { ok: false, reason: 'nothing_to_regenerate' };
    const userRow = rows[lastUser] as ChatMessageRow;
    const crisis = this.ai.isCrisis(userRow.content);
    const replyId = sortableId(this.now());
    const store = async (trx: Transaction<Database>) => {
      const removed = await repo.deleteMessages(trx, userId, rows.slice(lastUser + 1).map((row) => row.id));
      await repo.adjustSessionSummary(trx, userId, sessionId, { countDelta: -removed, now: this.isoNow() });
      await repo.insertMessage(trx, { id: replyId, user_id: userId, session_id: sessionId, content: '', sender: 'assistant', timestamp: this.isoNow(), pending: true, crisis });
    };
    // As in send: the credit and the placeholder are kept together or not at all.
    const paid = await this.storePaid(userId, { crisis, timeZone, reference: replyId, store, failure: 'reply placeholder could not be stored' });
    if (!paid.ok) return paid;
    return {
      ok: true,
      generation: this.generate({ userId, sessionId, userMessage: toChatMessage(userRow), replyId, source: paid.source, crisis, translation: input.translation, timeZone }),
    };
  }

  /**
   * Runs `store` in one transaction with the message's credit: both are kept or neither. A crisis
   * message is free, so it stores without spending. `source` says where the credit came from
   * (null when nothing was spent), for a refund if the reply fails.
   */
  private async storePaid(
    userId: string,
    { crisis, timeZone, reference, store, failure }: { crisis: boolean; timeZone: string; reference: string; store: (trx: Transaction<Database>) => Promise<void>; failure: string },
  ): Promise<{ ok: true; source: SpendSource | null } | { ok: false; reason: 'insufficient' | 'save_failed' }> {
    try {
      if (crisis) {
        await this.db.transaction().execute(store);
        return { ok: true, source: null };
      }
      const spent = await this.credits.spend(userId, { timeZone, reference, andThen: store });
      return spent.ok ? { ok: true, source: spent.source } : { ok: false, reason: 'insufficient' };
    } catch (error) {
      this.logger.error({ err: error, userId }, failure);
      return { ok: false, reason: 'save_failed' };
    }
  }

  private generate(job: {
    userId: string;
    sessionId: string;
    userMessage: ChatMessage;
    replyId: string;
    source: SpendSource | null;
    crisis: boolean;
    translation: string | undefined;
    timeZone: string;
  }): Generation {
    const generation = new Generation(job.replyId, job.userId);
    this.generations.set(generation.id, generation);
    generation.emit({ event: 'start', data: { userMessage: job.userMessage, generationId: generation.id, responder: this.ai.responderKind } });
    void this.write(generation, job)
      .catch((error: unknown) => {
        this.logger.error({ err: error, userId: job.userId }, 'reply could not be stored');
        generation.emit({ event: 'error', data: { code: 'save_failed', message: CHAT.saveFailed } });
      })
      .finally(() => {
        this.generations.delete(generation.id);
        generation.finish();
      });
    return generation;
  }

  private async write(
    generation: Generation,
    job: { userId: string; sessionId: string; userMessage: ChatMessage; replyId: string; source: SpendSource | null; crisis: boolean; translation: string | undefined; timeZone: string },
  ): Promise<void> {
    const { userId, sessionId, replyId } = job;
    const translationId = this.ai.translationOr(job.translation);
    const earlier = await repo.recentSessionMessages(this.db, userId, sessionId, AI_CONTEXT.historyMessages + 1);
    const history: ConversationTurn[] = earlier
      .filter((row) => row.id < job.userMessage.id)
      .slice(-AI_CONTEXT.historyMessages)
      .map((row) => ({ role: row.sender === 'user' ? 'user' : 'assistant', content: row.content }));
    const turn = earlier.filter((row) => row.sender !== 'user' && row.responder !== WELCOME_RESPONDER).length;

    const preamble = job.crisis ? `${this.ai.crisisPreamble()}\n\n` : '';
    let text = preamble;
    if (preamble) generation.emit({ event: 'token', data: { text: preamble } });
    let responder: 'model' | 'offline' | 'fallback' = this.ai.responderKind;
    let stopped = false;
    let lastFlush = this.now();
    const scan = this.ai.scanReferences();

    try {
      const context = await this.ai.prepare({ userId, message: job.userMessage.content, history, translationId, timeZone: job.timeZone, now: new Date(this.now()), turn, crisis: job.crisis });
      for await (const chunk of this.ai.stream(context, generation.abort.signal)) {
        if (generation.abort.signal.aborted) break;
        text += chunk;
        generation.emit({ event: 'token', data: { text: chunk } });
        if (chunk.includes('\n')) scan.feed(text);
        if (this.now() - lastFlush >= this.flushEveryMs) {
          lastFlush = this.now();
          await repo.updateReply(this.db, userId, replyId, { content: text, pending: true });
          if (await repo.stopRequested(this.db, userId, replyId)) generation.abort.abort();
        }
      }
      stopped = generation.abort.signal.aborted;
      if (!stopped && text.trim() === preamble.trim()) throw new Error('the responder wrote nothing');
    } catch (error) {
      if (generation.abort.signal.aborted) {
        stopped = true;
      } else {
        this.logger.warn({ err: error, userId, responder }, 'reply failed; the fallback reply is given and the credit returned');
        responder = 'fallback';
        text = preamble + this.ai.fallbackReply(translationId);
        if (job.source !== null) await this.credits.refund(userId, job.source, replyId);
      }
    }

    const references = this.ai.verify(text, translationId, scan);
    const nowIso = this.isoNow();
    // One transaction, so one durable commit (fsync) for the stored reply and its session's summary.
    await this.db.transaction().execute(async (trx) => {
      await repo.updateReply(trx, userId, replyId, {
        content: text,
        pending: false,
        responder,
        stopped,
        references_json: JSON.stringify(references),
        timestamp: nowIso,
      });
      await repo.adjustSessionSummary(trx, userId, sessionId, { countDelta: 1, preview: previewFrom(text), now: nowIso });
    });
    this.metrics?.chatReplies.inc({ responder: job.crisis && responder !== 'fallback' ? `crisis+${responder}` : responder, outcome: stopped ? 'stopped' : 'complete' });
    const balance = await this.credits.current(userId);
    generation.emit({
      event: 'done',
      data: {
        assistantMessage: newChatMessage({ id: replyId, sessionId, content: text, sender: 'assistant', timestamp: nowIso, references, responder, crisis: job.crisis, stopped }),
        balance,
      },
    });
  }

  private async createSession(userId: string): Promise<string> {
    let stamp = this.now();
    for (let attempt = 0; attempt < 20; attempt += 1, stamp += 1) {
      const id = `session-${stamp}`;
      if (await repo.insertSession(this.db, { user_id: userId, id, created_at: this.isoNow() })) return id;
    }
    throw new Error('could not find a free session id');
  }

  private async saveWelcome(userId: string, sessionId: string): Promise<ChatMessage> {
    const id = sortableId(this.now());
    await repo.insertMessage(this.db, {
      id,
      user_id: userId,
      session_id: sessionId,
      content: this.welcomeText(),
      sender: 'assistant',
      timestamp: this.isoNow(),
      responder: WELCOME_RESPONDER,
      references_json: '[]',
    });
    await repo.refreshSessionSummary(this.db, userId, sessionId, { title: titleFrom, preview: previewFrom }, this.isoNow());
    return toChatMessage((await repo.findMessage(this.db, userId, id)) as ChatMessageRow);
  }

  private unsavedWelcome(): ChatMessage {
    return {
      id: 'welcome',
      sessionId: 'session-0000000000',
      content: this.welcomeText(),
      sender: 'assistant',
      timestamp: this.isoNow(),
      isFavorite: false,
      references: [],
      responder: 'welcome',
      crisis: false,
      stopped: false,
    };
  }

  private state(sessionId: string | null, messages: ChatMessage[], rolledOver: boolean): ChatSessionState {
    return { sessionId, messages, rolledOver, responder: this.ai.responderKind };
  }

  private isoNow(): string {
    return new Date(this.now()).toISOString();
  }
}
