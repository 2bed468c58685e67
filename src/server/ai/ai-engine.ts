import type { Kysely } from 'kysely';
import { hourOfDay } from '../../shared/calendar.ts';
import { AI_CONTEXT } from '../../shared/limits.ts';
import type { VerifiedReference } from '../../shared/schemas/chat.ts';
import type { BibleService } from '../bible/bible.service.ts';
import type { ChatAi } from '../chat/chat.service.ts';
import { detectName } from '../chat/name-capture.ts';
import type { AppConfig } from '../config.ts';
import type { Database } from '../db/schema.ts';
import { sortableId } from '../infra/ids.ts';
import type { Logger } from '../infra/logger.ts';
import * as contextRepo from './ai-context.repo.ts';
import { analyzeMessage } from './analysis.ts';
import { crisisResources, detectCrisis } from './crisis.ts';
import { fallbackReply } from './fallback.ts';
import { passageOf, retrieveCandidates } from './grounding.ts';
import { toModelMessages } from './instructions.ts';
import { createModelResponder } from './model-responder.ts';
import { createOfflineResponder } from './offline-responder.ts';
import { topicsOf } from './situations.ts';
import { greetingFor, seasonNote, timeOfDay } from './time-context.ts';
import type { ConversationTurn, ReplyContext, Responder } from './types.ts';
import { countInvalid, ReferenceScan, verifyReferences } from './verify-references.ts';

/** The counters the engine feeds (an operator reads them at /metrics). */
export interface AiMetrics {
  invalidReferences: { inc: (value?: number) => void };
  replyFailures: { inc: (value?: number) => void };
}

export interface AiEngineOptions {
  db: Kysely<Database>;
  bible: BibleService;
  config: Pick<AppConfig, 'appName' | 'ai'>;
  logger: Logger;
  metrics?: AiMetrics | undefined;
  /** The responder to use instead of the configured one (tests). */
  responder?: Responder;
  /** Pause between the offline responder's chunks (0 in tests). */
  offlineChunkDelayMs?: number;
}

/**
 * The AI engine (DESIGN.md section 5) as the chat sees it: builds the personal context, grounds
 * it in retrieved verses, streams from the configured model or the offline Scripture responder,
 * puts crisis resources first, falls back to the spec's reply, and verifies every reference.
 */
export class AiEngine implements ChatAi {
  readonly responderKind: 'model' | 'offline';
  private readonly responder: Responder;
  private readonly db: Kysely<Database>;
  private readonly bible: BibleService;
  private readonly config: AiEngineOptions['config'];
  private readonly logger: Logger;
  private readonly metrics: AiMetrics | undefined;

  constructor({ db, bible, config, logger, metrics, responder, offlineChunkDelayMs }: AiEngineOptions) {
    this.db = db;
    this.bible = bible;
    this.config = config;
    this.logger = logger;
    this.metrics = metrics;
    this.responder =
      responder ??
      (config.ai.model
        ? createModelResponder(
            { baseUrl: config.ai.model.baseUrl, apiKey: config.ai.model.apiKey, name: config.ai.model.name, timeoutMs: config.ai.timeoutMs, maxOutputTokens: config.ai.maxOutputTokens },
            (context) => toModelMessages(context, config.appName),
          )
        : createOfflineResponder(bible, { chunkDelayMs: offlineChunkDelayMs ?? config.ai.offlineChunkDelayMs }));
    this.responderKind = this.responder.kind;
  }

  isCrisis(message: string): boolean {
    return detectCrisis(message).crisis;
  }

  async prepare(input: {
    userId: string;
    message: string;
    history: ConversationTurn[];
    translationId: string;
    timeZone: string;
    now: Date;
    turn: number;
    /** Whether the message carries crisis signals, when the caller has already looked. */
    crisis?: boolean;
  }): Promise<ReplyContext> {
    const crisis = input.crisis ?? detectCrisis(input.message).crisis;
    const [userName, recentTopics, favoriteVerses, bookmarks] = await Promise.all([
      contextRepo.profileName(this.db, input.userId),
      contextRepo.recentTopics(this.db, input.userId),
      contextRepo.favoriteVerses(this.db, input.userId),
      contextRepo.recentBookmarks(this.db, input.userId),
    ]);
    const time = timeOfDay(hourOfDay(input.now, input.timeZone));
    return {
      message: input.message,
      history: input.history.slice(-AI_CONTEXT.historyMessages),
      userName: userName?.split(' ')[0] ?? null,
      timeOfDay: time,
      greeting: greetingFor(time),
      season: seasonNote(input.now, input.timeZone),
      analysis: analyzeMessage(input.message, crisis),
      recentTopics: recentTopics.slice(0, AI_CONTEXT.recentTopics),
      favoriteVerses: favoriteVerses.map((verse) => ({ reference: this.labelOf(verse.reference), text: verse.text.slice(0, AI_CONTEXT.favouriteVerseChars) })),
      recentBooks: this.booksOf(bookmarks),
      translationId: input.translationId,
      candidates: retrieveCandidates(this.bible, input.message, input.translationId),
      crisis,
      turn: input.turn,
    };
  }

  stream(context: ReplyContext, signal: AbortSignal): AsyncIterable<string> {
    return this.responder.reply(context, signal);
  }

  crisisPreamble(): string {
    return crisisResources(this.config.ai.crisisRegion);
  }

  fallbackReply(translationId: string): string {
    this.metrics?.replyFailures.inc();
    return fallbackReply((osis) => {
      const passage = passageOf(this.bible, osis, translationId);
      return passage ? { label: passage.label, text: passage.text } : null;
    });
  }

  scanReferences(): ReferenceScan {
    return new ReferenceScan();
  }

  verify(text: string, translationId: string, scan?: ReferenceScan): VerifiedReference[] {
    const references = verifyReferences(this.bible, text, translationId, scan);
    const invalid = countInvalid(references);
    if (invalid > 0) {
      this.metrics?.invalidReferences.inc(invalid);
      this.logger.warn({ invalidReferences: invalid, references: references.filter((reference) => !reference.valid).map((reference) => reference.text) }, 'reply cited references that do not exist');
    }
    return references;
  }

  translationOr(translationId: string | undefined): string {
    return translationId !== undefined && this.bible.hasTranslation(translationId) ? translationId : this.bible.defaultTranslation();
  }

  /** Records the message's topics and captures a name; `db` is the transaction storing the message. */
  async afterUserMessage(db: Kysely<Database>, userId: string, message: string, now: Date): Promise<void> {
    const nowIso = now.toISOString();
    const topics = topicsOf(message);
    if (topics.length > 0) {
      await db
        .insertInto('chat_topics')
        .values(topics.map((topic) => ({ id: sortableId(now.getTime()), user_id: userId, topic, created_at: nowIso })))
        .execute();
    }
    const name = detectName(message);
    if (name !== null && (await contextRepo.setProfileNameIfEmpty(db, userId, name, nowIso))) {
      this.logger.info({ userId }, 'name captured from the chat');
    }
  }

  private labelOf(osis: string): string {
    return this.bible.parseOsis(osis)?.label ?? osis;
  }

  /** Up to 5 distinct books of the latest (up to 10) bookmarks, newest first. */
  private booksOf(references: string[]): string[] {
    const books: string[] = [];
    for (const reference of references) {
      const name = this.bible.parseOsis(reference)?.book.name;
      if (name && !books.includes(name)) books.push(name);
      if (books.length >= AI_CONTEXT.bookmarkedBooks) break;
    }
    return books;
  }
}
