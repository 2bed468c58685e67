/**
 * The contract between the chat (which stores messages and streams replies) and the AI engine
 * (which writes them). DESIGN.md section 5; SPEC.md sections 1, 5, 7 and 9.
 */

export type Role = 'user' | 'assistant';

export interface ConversationTurn {
  role: Role;
  content: string;
}

/** SPEC.md section 5: message analysis, for the AI context. */
export interface MessageAnalysis {
  urgency: 'high' | 'normal';
  tone: 'urgent' | 'distressed' | 'joyful' | 'confused' | 'grateful' | 'neutral';
  /** short: under 10 words; long: over 30 words; else medium. */
  length: 'short' | 'medium' | 'long';
  formality: 'casual' | 'formal';
}

export type TimeOfDay = 'morning' | 'afternoon' | 'evening' | 'night';

/** A verse offered to the model (or quoted by the offline responder), with its text in the reader's translation. */
export interface CandidateVerse {
  /** OSIS, e.g. 'Phil.4.6' or a range 'Phil.4.6-Phil.4.7'. */
  osis: string;
  /** Human label, e.g. 'Philippians 4:6-7'. */
  label: string;
  text: string;
}

/** Everything a responder needs to write one reply. */
export interface ReplyContext {
  /** The user's message, trimmed and cut to 1000 characters. */
  message: string;
  /** The conversation before this message, oldest first: at most the last 25 messages. */
  history: ConversationTurn[];
  userName: string | null;
  timeOfDay: TimeOfDay;
  /** 'Good morning', 'Good afternoon', 'Good evening' or a night greeting. */
  greeting: string;
  /** A seasonal note (Advent, Christmas, …) or null. */
  season: string | null;
  analysis: MessageAnalysis;
  /** Up to 5 recent topics of the user's messages, newest first. */
  recentTopics: string[];
  /** Up to 5 favourite verses, text cut to 100 characters. */
  favoriteVerses: Array<{ reference: string; text: string }>;
  /** Up to 5 recently bookmarked books (from up to 10 bookmarks). */
  recentBooks: string[];
  /** The translation the reply should quote (the reader's chosen one). */
  translationId: string;
  /** Verses retrieved from the corpus for this message (grounding). */
  candidates: CandidateVerse[];
  /** True when the message carries crisis signals (self-harm, suicide, abuse, immediate danger). */
  crisis: boolean;
  /** How many replies the assistant has given in this conversation so far (to vary wording). */
  turn: number;
}

/** Something that writes a reply: a model behind an OpenAI-compatible endpoint, or the offline responder. */
export interface Responder {
  /** 'offline' or 'model', shown discreetly in the chat. */
  readonly kind: 'offline' | 'model';
  /** Streams the reply as text chunks; throws (or the iterable throws) on failure; stops when `signal` aborts. */
  reply(context: ReplyContext, signal: AbortSignal): AsyncIterable<string>;
}
