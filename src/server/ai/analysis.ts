import { detectCrisis } from './crisis.ts';
import type { MessageAnalysis } from './types.ts';

/**
 * Message analysis for the AI context (SPEC.md section 5): urgency, tone, length and formality,
 * from plain word lists so that the result is predictable and testable. The model is told how to
 * adapt to it (instructions.ts).
 */

export type Tone = MessageAnalysis['tone'];

/** Under this many words a message is short (SPEC.md: 'under 10 words'). */
export const SHORT_BELOW_WORDS = 10;
/** Over this many words a message is long (SPEC.md: 'over 30 words'). */
export const LONG_ABOVE_WORDS = 30;

/**
 * Words that make a message urgent besides crisis signals. 'help me' is deliberately absent:
 * 'help me understand Romans 8' is not urgent.
 */
const URGENT_WORDS = /\b(?:emergency|urgent|urgently)\b/;

/** '!!', '??', '?!', '!?!' and the single-character forms ‼ ⁇ ⁈ ⁉ (also full-width ！？). */
const REPEATED_PUNCTUATION = /[!?！？]{2,}|[\u203c\u2047-\u2049]/;

/** A word for the all-caps test: a run of letters (apostrophes inside, as in DON'T). */
const LETTER_WORD = /\p{L}+(?:'\p{L}+)*/gu;

interface ToneWords {
  /** Single words or phrases; skipped when 'not', 'never', 'no' or a word ending in n't comes just before. */
  negatable: RegExp;
  /** Phrases that carry their own negation ('not okay', "don't understand"); never skipped. */
  phrases?: RegExp;
}

/**
 * Tone precedence, first match wins: urgent (whenever urgency is high) > distressed > confused >
 * grateful > joyful > neutral. Pain comes before everything else because the reply must be gentle
 * first ('thank you, but I am so anxious' is distressed); confusion before thanks because an
 * unanswered question matters more than a polite opening; thanks before joy because gratitude is
 * the more specific of the two ('thank God, I am so happy' is grateful).
 */
const TONES: Array<[Exclude<Tone, 'urgent' | 'neutral'>, ToneWords]> = [
  [
    'distressed',
    {
      negatable:
        /\b(?:sad|sadness|depressed|depression|anxious|anxiety|worried|worry|worrying|afraid|scared|fear(?!\s+(?:of\s+)?(?:the lord|god|him)\b)|fearful|frightened|terrified|lonely|loneliness|hopeless|hurting|heartbroken|brokenhearted|broken heart|grief|grieving|mourning|struggling|overwhelmed|stressed|stress|exhausted|weary|crying|tears|miserable|suffering|desperate|panic|panicking|ashamed|shame|guilty|guilt|helpless|worthless|abandoned|rejected|betrayed|angry|furious|bitter|devastated|upset|cancer|diagnosis|hospital|divorce|funeral|lost my|passed away|miscarriage|unemployed|laid off|got fired|addicted|addiction|relapsed?|(?:feel|feeling|felt|i'm|im|i am|so|very|been|got) (?:alone|empty|numb|broken|sick|hurt)|(?:feel|feeling|felt|so) lost)\b/,
      phrases: /\b(?:not (?:okay|ok|fine|doing well|coping)|can't (?:cope|take it|sleep|stop crying|go on)|cannot (?:cope|take it|go on)|give up|giving up|falling apart)\b/,
    },
  ],
  [
    'confused',
    {
      negatable: /\b(?:confused|confusing|puzzled|unsure|unclear|contradict|contradicts|contradiction|contradictions|doubt|doubts|doubting|perplexed|baffled)\b/,
      phrases:
        /\b(?:(?:don't|do not|dont|doesn't|does not|can't|cannot) (?:understand|get it|see why|see how|make sense)|makes no sense|not sure|no idea|what does [^?.!]{1,40} mean|how can (?:god|a loving god|that be)|why would (?:god|a loving god)|i'm lost|im lost|i am lost)\b/,
    },
  ],
  [
    'grateful',
    {
      negatable: /\b(?:thank|thanks|thankful|thankfulness|grateful|gratitude|appreciate|appreciated|thx|ty)\b/,
    },
  ],
  [
    'joyful',
    {
      negatable:
        /\b(?:happy|happiness|joy|joyful|rejoice|rejoicing|excited|exciting|wonderful|amazing|awesome|delighted|glad|thrilled|celebrate|celebrating|overjoyed|ecstatic|hallelujah|alleluia|praise god|praise the lord|great news|got engaged|we're engaged|i'm engaged|got the job|got married|answered prayer|yay)\b|[\u{1f600}-\u{1f606}\u{1f60a}\u{1f60d}\u{1f973}\u{1f389}\u{1f64c}\u{263a}]/u,
    },
  ],
];

const NEGATION = /(?:^|\s)(?:not|never|no|hardly|nothing|\w+n't)\s+(?:\w+\s+)?$/;

/** Lower case and straight apostrophes, so that the word lists stay readable. */
function normalise(message: string): string {
  return message.normalize('NFKC').replace(/[\u2018\u2019\u02bc`´]/g, "'").toLowerCase();
}

function hasUnnegated(text: string, pattern: RegExp): boolean {
  const global = new RegExp(pattern.source, pattern.flags.includes('g') ? pattern.flags : `${pattern.flags}g`);
  for (const match of text.matchAll(global)) {
    if (!NEGATION.test(text.slice(0, match.index ?? 0))) return true;
  }
  return false;
}

/** Words as a reader counts them: whitespace-separated runs with at least one letter or digit. */
export function countWords(message: string): number {
  return message.split(/\s+/).filter((token) => /[\p{L}\p{N}]/u.test(token)).length;
}

/**
 * True when the message shouts: at least two words of letters (that have case), all upper case.
 * 'OK' or 'I' alone is not shouting; 'HELP ME' is.
 */
export function isAllCaps(message: string): boolean {
  const words = (message.normalize('NFKC').match(LETTER_WORD) ?? []).filter((word) => word.toLowerCase() !== word.toUpperCase());
  return words.length >= 2 && words.every((word) => word === word.toUpperCase());
}

/** '!!', '??', '?!' and the like. A single '!' or an ellipsis is not urgent. */
export function hasRepeatedPunctuation(message: string): boolean {
  return REPEATED_PUNCTUATION.test(message);
}

const CONTRACTION = /\b\w+'(?:t|re|ve|ll|m|d)\b|\b(?:it|that|what|he|she|there|here|who|let|where|how|everything|nothing|someone)'s\b|\b(?:dont|cant|wont|didnt|doesnt|isnt|im|ive|youre|thats|whats)\b/;
const SLANG =
  /\b(?:hey|heya|hiya|yo|sup|gonna|wanna|gotta|kinda|sorta|dunno|lemme|gimme|ya|yeah|yea|yep|yup|nope|nah|lol|lmao|omg|btw|idk|tbh|imo|pls|plz|thx|ty|cuz|coz|bro|dude|cool)\b|(?<![\w.])(?:u|ur)(?![\w.'])/;
const EMOJI = /\p{Extended_Pictographic}/u;
/** A lower-case 'i' standing alone (not 'i.e.', not inside a word). */
const LOWERCASE_I = /(?<![\p{L}\p{N}.'])i(?=[\s,!?;:)]|\.(?!\p{L})|$)/u;

function formalityOf(message: string, normalised: string): MessageAnalysis['formality'] {
  const casual = CONTRACTION.test(normalised) || SLANG.test(normalised) || EMOJI.test(message) || LOWERCASE_I.test(message);
  return casual ? 'casual' : 'formal';
}

function lengthOf(message: string): MessageAnalysis['length'] {
  const words = countWords(message);
  if (words < SHORT_BELOW_WORDS) return 'short';
  if (words > LONG_ABOVE_WORDS) return 'long';
  return 'medium';
}

function toneOf(normalised: string, urgent: boolean): Tone {
  if (urgent) return 'urgent';
  for (const [tone, words] of TONES) {
    if (words.phrases?.test(normalised) || hasUnnegated(normalised, words.negatable)) return tone;
  }
  return 'neutral';
}

/**
 * Analyses a user's message (SPEC.md section 5). Urgency is high on crisis signals (crisis.ts) or
 * the words 'emergency'/'urgent', on all caps (two or more words, see isAllCaps) or on repeated
 * punctuation; tone follows the precedence documented at TONES (urgent whenever urgency is high);
 * length counts words (short under 10, long over 30); formality is casual on contractions, slang,
 * emoji, a lower-case 'i' or 'hey', else formal.
 */
export function analyzeMessage(message: string, crisis = detectCrisis(message).crisis): MessageAnalysis {
  const normalised = normalise(message);
  const urgent = crisis || URGENT_WORDS.test(normalised) || isAllCaps(message) || hasRepeatedPunctuation(message);
  return {
    urgency: urgent ? 'high' : 'normal',
    tone: toneOf(normalised, urgent),
    length: lengthOf(message),
    formality: formalityOf(message, normalised),
  };
}
