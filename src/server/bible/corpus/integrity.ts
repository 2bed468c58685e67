import { BOOKS, osisRef } from './books.ts';
import { TOTAL_CHAPTERS, TOTAL_VERSES, verseCount } from './versification.ts';

/** What the corpus stores about a translation besides its text. */
export interface TranslationMeta {
  /** Lower-case id, also part of the FTS table names: `kjv`, `web`, `webster`… */
  id: string;
  abbreviation: string;
  name: string;
  /** BCP 47 language tag, `en` for every shipped translation. */
  language: string;
  license: string;
  /** Where the text comes from (package, file, upstream source). */
  source: string;
}

export interface CorpusVerse {
  book: number;
  chapter: number;
  verse: number;
  text: string;
}

export interface CorpusHeading {
  book: number;
  chapter: number;
  /** The heading is shown before this verse (1 for a psalm title). */
  beforeVerse: number;
  text: string;
}

/** One translation, loaded and repaired, ready for the integrity checks and the database. */
export interface TranslationData {
  meta: TranslationMeta;
  verses: CorpusVerse[];
  headings: CorpusHeading[];
  /** `Mark.11.26`-style references the translation leaves out on purpose (textual criticism). */
  allowedOmissions: readonly string[];
  /** Repairs made while loading: count per kind of repair. */
  repairs: Record<string, number>;
}

/** Adds `count` to one kind of repair (no entry for a count of zero). */
export function countRepair(repairs: Record<string, number>, kind: string, count = 1): void {
  if (count <= 0) return;
  repairs[kind] = (repairs[kind] ?? 0) + count;
}

export function refKey(book: number, chapter: number, verse: number): string {
  return osisRef(book, chapter, verse);
}

const SAMPLE_SIZE = 8;
// Leftovers of the source formats: converter escapes (\43:1\), placeholders (+), braces, brackets, tags.
const MARKUP = /[\\{}[\]<>]|^\s*\+\s*$|not available|dummy verse|verses content detected/i;
const TERMINAL_PUNCTUATION = /[.,;:?!)'"’”\]}\-—]\s*$/;
/** More verses than this that look cut off fail the translation (a few short poetic lines are normal). */
const TRUNCATED_VERSES_ALLOWED = 10;
/** Consecutive verses that match a neighbouring reference verse better than their own: a shift. */
const SHIFT_RUN = 3;

function sample(refs: readonly string[]): string {
  const shown = refs.slice(0, SAMPLE_SIZE).join(', ');
  return refs.length > SAMPLE_SIZE ? `${shown} … (+${refs.length - SAMPLE_SIZE})` : shown;
}

/**
 * Checks one translation against the KJV versification and, when given, a reference translation
 * (the KJV) for text filed under the wrong verse. Returns the problems found; an empty list means
 * the translation may be served.
 */
export function checkIntegrity(data: TranslationData, reference?: TranslationData): string[] {
  const problems: string[] = [];
  const byRef = new Map<string, CorpusVerse>();
  const outside: string[] = [];
  const duplicates: string[] = [];
  const empty: string[] = [];
  const markup: string[] = [];
  const books = new Set<number>();
  const chapters = new Set<string>();

  for (const verse of data.verses) {
    const key = refKey(verse.book, verse.chapter, verse.verse);
    const count = verseCount(verse.book, verse.chapter);
    if (count === undefined || !Number.isInteger(verse.verse) || verse.verse < 1 || verse.verse > count) {
      outside.push(key);
      continue;
    }
    if (byRef.has(key)) duplicates.push(key);
    byRef.set(key, verse);
    books.add(verse.book);
    chapters.add(`${verse.book}.${verse.chapter}`);
    if (!/\p{L}/u.test(verse.text)) empty.push(key);
    else if (MARKUP.test(verse.text)) markup.push(key);
  }

  if (books.size !== BOOKS.length) {
    const missing = BOOKS.filter((book) => !books.has(book.number)).map((book) => book.osis);
    problems.push(`books: ${books.size} of ${BOOKS.length} present (missing ${sample(missing)})`);
  }
  if (chapters.size !== TOTAL_CHAPTERS) {
    problems.push(`chapters: ${chapters.size} of ${TOTAL_CHAPTERS} present`);
  }
  if (outside.length > 0) {
    problems.push(`${outside.length} verses outside the KJV versification: ${sample(outside)}`);
  }
  if (duplicates.length > 0) problems.push(`${duplicates.length} verses given twice: ${sample(duplicates)}`);

  const allowed = new Set(data.allowedOmissions);
  const missing: string[] = [];
  let expected = 0;
  for (const book of BOOKS) {
    for (let chapter = 1; chapter <= book.chapters; chapter++) {
      const count = verseCount(book.number, chapter) ?? 0;
      for (let verse = 1; verse <= count; verse++) {
        const key = refKey(book.number, chapter, verse);
        if (allowed.has(key)) continue;
        expected++;
        if (!byRef.has(key)) missing.push(key);
      }
    }
  }
  if (missing.length > 0) {
    problems.push(`${missing.length} verses missing (${expected} expected of ${TOTAL_VERSES}): ${sample(missing)}`);
  }
  if (empty.length > 0) problems.push(`${empty.length} empty verses: ${sample(empty)}`);
  if (markup.length > 0) problems.push(`${markup.length} verses with markup or placeholder text: ${sample(markup)}`);

  const identical = identicalNeighbours(byRef, reference);
  if (identical.length > 0) {
    problems.push(`${identical.length} verses repeat the previous verse's text: ${sample(identical)}`);
  }
  if (reference !== undefined && reference !== data) {
    const referenceByRef = new Map(reference.verses.map((verse) => [refKey(verse.book, verse.chapter, verse.verse), verse]));
    const shifted = shiftedVerses(data.verses, byRef, referenceByRef, referenceWords(reference));
    if (shifted.length > 0) {
      problems.push(`${shifted.length} verses hold the text of a neighbouring verse (compared with ${reference.meta.id}): ${sample(shifted)}`);
    }
    const truncated = truncatedVerses(data.verses, referenceByRef);
    if (truncated.length > TRUNCATED_VERSES_ALLOWED) {
      problems.push(`${truncated.length} verses look cut off (short and unfinished compared with ${reference.meta.id}): ${sample(truncated)}`);
    }
  }
  return problems;
}

function identicalNeighbours(byRef: Map<string, CorpusVerse>, reference: TranslationData | undefined): string[] {
  const referenceText = new Map(
    (reference?.verses ?? []).map((verse) => [refKey(verse.book, verse.chapter, verse.verse), verse.text]),
  );
  const found: string[] = [];
  for (const [key, verse] of byRef) {
    const previousKey = refKey(verse.book, verse.chapter, verse.verse - 1);
    const previous = byRef.get(previousKey);
    if (previous === undefined || previous.text !== verse.text) continue;
    // A refrain the reference repeats too (none in the KJV today) is the text, not a defect.
    const ownReference = referenceText.get(key);
    if (ownReference !== undefined && ownReference === referenceText.get(previousKey)) continue;
    found.push(key);
  }
  return found;
}

// The reference is compared with every other translation: its word sets are computed once.
const referenceWordCache = new WeakMap<TranslationData, Map<string, Set<string>>>();

function referenceWords(reference: TranslationData): Map<string, Set<string>> {
  let words = referenceWordCache.get(reference);
  if (words === undefined) {
    words = new Map(reference.verses.map((verse) => [refKey(verse.book, verse.chapter, verse.verse), contentWords(verse.text)]));
    referenceWordCache.set(reference, words);
  }
  return words;
}

function shiftedVerses(
  verses: readonly CorpusVerse[],
  byRef: Map<string, CorpusVerse>,
  referenceByRef: Map<string, CorpusVerse>,
  words: Map<string, Set<string>>,
): string[] {
  const found: string[] = [];
  let run: string[] = [];
  let runDirection = 0;
  let lastChapter = '';
  const flush = () => {
    if (run.length >= SHIFT_RUN) found.push(...run);
    run = [];
    runDirection = 0;
  };
  for (const verse of verses) {
    const chapterKey = `${verse.book}.${verse.chapter}`;
    if (chapterKey !== lastChapter) flush();
    lastChapter = chapterKey;
    const key = refKey(verse.book, verse.chapter, verse.verse);
    if (byRef.get(key) !== verse) continue;
    const direction = referenceByRef.has(key) ? neighbourDirection(verse, words) : 0;
    if (direction !== 0 && (runDirection === 0 || direction === runDirection)) {
      run.push(key);
      runDirection = direction;
    } else {
      flush();
      if (direction !== 0) {
        run.push(key);
        runDirection = direction;
      }
    }
  }
  flush();
  return found;
}

/** -1 or +1 when the verse matches the previous or next reference verse clearly better than its own. */
function neighbourDirection(verse: CorpusVerse, referenceWordsByRef: Map<string, Set<string>>): number {
  const own = referenceWordsByRef.get(refKey(verse.book, verse.chapter, verse.verse));
  if (own === undefined) return 0;
  const words = contentWords(verse.text);
  const ownScore = similarity(words, own);
  let best = 0;
  let bestScore = ownScore;
  for (const offset of [-1, 1]) {
    const neighbour = referenceWordsByRef.get(refKey(verse.book, verse.chapter, verse.verse + offset));
    if (neighbour === undefined) continue;
    const score = similarity(words, neighbour);
    if (score > bestScore) {
      best = offset;
      bestScore = score;
    }
  }
  return best !== 0 && bestScore >= 0.25 && bestScore >= ownScore + 0.15 ? best : 0;
}

function truncatedVerses(verses: readonly CorpusVerse[], referenceByRef: Map<string, CorpusVerse>): string[] {
  const found: string[] = [];
  for (const verse of verses) {
    if (TERMINAL_PUNCTUATION.test(verse.text)) continue;
    const own = referenceByRef.get(refKey(verse.book, verse.chapter, verse.verse));
    if (own !== undefined && verse.text.length < 0.75 * own.text.length) {
      found.push(refKey(verse.book, verse.chapter, verse.verse));
    }
  }
  return found;
}

const STOP_WORDS = new Set(
  (
    'a an and are as at be been but by came come did do doth for from had has hath have he her him his i if in into ' +
    'is it its let me my no not now o of on or our out said say saith says shall she so that the thee their them then ' +
    'there these they thou thy thine this those to unto up upon us was we were what when which who whom will with ye ' +
    'yea yes you your'
  ).split(' '),
);
const DIVINE_NAMES = new Set(['lord', 'jehovah', 'yahweh', 'yah', 'jah']);

/** Lower-cased content words, roughly stemmed, so that archaic and modern renderings still meet. */
export function contentWords(text: string): Set<string> {
  const words = new Set<string>();
  for (const raw of text.toLowerCase().split(/[^a-z]+/)) {
    if (raw.length === 0 || STOP_WORDS.has(raw)) continue;
    if (DIVINE_NAMES.has(raw)) {
      words.add('lord');
      continue;
    }
    words.add(raw.length > 5 ? raw.replace(/(eth|est|ed|ing|es|s)$/, '') : raw);
  }
  return words;
}

/** Jaccard similarity of two word sets (0 when either is empty). */
export function similarity(a: ReadonlySet<string>, b: ReadonlySet<string>): number {
  if (a.size === 0 || b.size === 0) return 0;
  let shared = 0;
  for (const word of a) if (b.has(word)) shared++;
  return shared / (a.size + b.size - shared);
}
