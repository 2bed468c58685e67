import type { BibleService } from '../bible/bible.service.ts';
import { passageOf } from './grounding.ts';
import { detectSituations, GENERAL, type Situation } from './situations.ts';
import type { CandidateVerse, MessageAnalysis, ReplyContext, Responder } from './types.ts';

/**
 * The offline Scripture responder (DESIGN.md section 5): the default when no model is configured.
 * It answers from the corpus in the spirit of the pastoral instructions: it greets by name and time
 * of day, opens in a way that fits the message's tone, quotes two or three fitting verses with their
 * text in the reader's translation, reflects briefly, and closes with a prayer and an invitation.
 * It never invents a verse: every quotation is read from the corpus. Its wording varies with the
 * turn, and it streams in small chunks like a model.
 */

const OPENINGS: Record<MessageAnalysis['tone'], string[]> = {
  urgent: [
    'I am so glad you reached out. You are not alone right now, and I want to stay with you in this moment.',
    'Thank you for telling me. What you are facing matters, and God is near to you even now.',
  ],
  distressed: [
    'I am sorry you are carrying this. Thank you for sharing it; your heart matters to God, and to me.',
    'That sounds really heavy. You do not have to hold it alone, and God has not turned away from you.',
    'I hear how hard this is. Let’s bring it to the Lord together, gently and honestly.',
  ],
  joyful: [
    'What wonderful news! I rejoice with you.',
    'This is a joy to hear. Let’s give thanks together!',
  ],
  grateful: [
    'What a beautiful thing to be thankful for. Gratitude honours God.',
    'Amen! It is good to stop and thank the Lord together.',
  ],
  confused: [
    'That is a good and honest question. Let’s look at what Scripture says.',
    'It is understandable to feel unsure here. God’s Word brings light, so let’s start there.',
  ],
  neutral: [
    'Thank you for your message. Here is what the Bible says that may speak to it.',
    'I am glad you asked. Scripture has much to say here.',
    'Let’s turn to God’s Word together.',
  ],
};

const VERSE_INTROS = ['Hold on to these words:', 'Here is what God’s Word says:', 'May these verses speak to you:', 'Scripture offers this:'];

const INVITATIONS = [
  'If you would like, tell me more, and we can keep praying and reading together.',
  'I am here whenever you want to talk again. Consider sharing this with your pastor or a trusted believer too.',
  'Feel free to share what is on your heart next; the Lord is listening, and so am I.',
  'Would you like another passage on this, or to pray about something specific?',
];

/** A small stable number for a text, so that the same message on another turn reads differently. */
function hash(text: string): number {
  let value = 0;
  for (const character of text) value = (value * 31 + (character.codePointAt(0) ?? 0)) >>> 0;
  return value;
}

const pick = <T>(items: readonly T[], seed: number): T => items[seed % items.length] as T;

/** The verses to quote: candidates of the detected situation first, else the situation's own. */
function versesFor(bible: BibleService, context: ReplyContext, situation: Situation, count: number, seed: number): CandidateVerse[] {
  const chosen: CandidateVerse[] = [];
  const own = new Set(situation.verses);
  const candidates = [...context.candidates.filter((verse) => own.has(verse.osis)), ...context.candidates.filter((verse) => !own.has(verse.osis))];
  // Rotate through the situation's verses on later turns so that a second answer on the same topic quotes others.
  const rotation = situation.verses.map((_, index) => situation.verses[(index + seed) % situation.verses.length] as string);
  const pool = context.turn === 0 ? [...candidates, ...rotation.map((osis) => passageOf(bible, osis, context.translationId))] : [...rotation.map((osis) => passageOf(bible, osis, context.translationId)), ...candidates];
  for (const verse of pool) {
    if (verse && verse.text && !chosen.some((existing) => existing.osis === verse.osis)) chosen.push(verse);
    if (chosen.length >= count) break;
  }
  return chosen;
}

/** The whole reply, as Markdown. */
export function composeOfflineReply(bible: BibleService, context: ReplyContext): string {
  const situations = detectSituations(context.message);
  const situation = situations[0] ?? GENERAL;
  const seed = context.turn + hash(context.message);
  const parts: string[] = [];

  const name = context.userName ? `, ${context.userName}` : '';
  if (context.turn === 0) parts.push(`${context.greeting}${name}. ${pick(OPENINGS[context.analysis.tone], seed)}`);
  else parts.push(`${pick(OPENINGS[context.analysis.tone], seed)}${context.userName && seed % 2 === 0 ? ` ${context.userName}, you are in my prayers.` : ''}`);

  const count = context.analysis.length === 'long' || situations.length > 1 ? 3 : 2;
  const verses = versesFor(bible, context, situation, count, seed);
  parts.push(pick(VERSE_INTROS, seed + 1));
  for (const verse of verses) parts.push(`> “${verse.text}”\n> — **${verse.label}**`);

  parts.push(pick(situation.reflections, seed));
  const second = situations[1];
  if (second && second.id !== situation.id) parts.push(pick(second.reflections, seed + 1));
  if (context.crisis) {
    parts.push('Please reach out to one of the people above today, and let someone you trust know how you are. Your life is precious to God.');
  }
  parts.push(`Let’s pray: *${pick(situation.prayers, seed)}*`);
  parts.push(pick(INVITATIONS, seed + context.turn));
  return parts.join('\n\n');
}

/** Splits text into chunks of a few words, keeping the spaces and line breaks. */
export function chunksOf(text: string, wordsPerChunk = 3): string[] {
  const pieces = text.match(/\S+\s*/g) ?? [];
  const chunks: string[] = [];
  for (let index = 0; index < pieces.length; index += wordsPerChunk) chunks.push(pieces.slice(index, index + wordsPerChunk).join(''));
  return chunks;
}

const sleep = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    if (signal.aborted) return resolve();
    const done = () => {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    signal.addEventListener('abort', done, { once: true });
  });

export function createOfflineResponder(bible: BibleService, { chunkDelayMs = 12 }: { chunkDelayMs?: number } = {}): Responder {
  return {
    kind: 'offline',
    async *reply(context: ReplyContext, signal: AbortSignal) {
      for (const chunk of chunksOf(composeOfflineReply(bible, context))) {
        if (signal.aborted) return;
        yield chunk;
        if (chunkDelayMs > 0) await sleep(chunkDelayMs, signal);
      }
    },
  };
}
