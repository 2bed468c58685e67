import { bcv_parser } from 'bible-passage-reference-parser/esm/bcv_parser.js';
import * as english from 'bible-passage-reference-parser/esm/lang/en.js';
import type { VerifiedReference } from '../../shared/schemas/chat.ts';
import type { BibleService } from '../bible/bible.service.ts';

/**
 * Verified Scripture (DESIGN.md section 5): every reference in a reply is found with
 * bible-passage-reference-parser and checked against the corpus. A reference to a place that does
 * not exist is marked invalid (the client never shows it as Scripture). A quotation next to a
 * reference is compared with the real words of the reader's translation.
 */

const parser = new bcv_parser(english);
parser.set_options({
  invalid_passage_strategy: 'include',
  invalid_sequence_strategy: 'include',
  sequence_combination_strategy: 'separate',
  book_alone_strategy: 'ignore',
});

const PREVIEW_MAX = 300;

interface Checked {
  osis: string;
  label: string;
  verseText: string;
}

/** The passage if every verse of it exists in the corpus, else null. */
function check(bible: BibleService, osis: string, translationId: string): Checked | null {
  if (osis === '') return null;
  const single = bible.parseOsis(osis);
  if (single) return { osis, label: single.label, verseText: bible.passageText(translationId, single.location) };
  // A range across chapters ('John.3.16-John.4.2'): both ends must exist.
  const [from = '', to = ''] = osis.split('-');
  const start = bible.parseOsis(from);
  const end = bible.parseOsis(to);
  if (!start || !end || start.book.number !== end.book.number || end.location.chapter < start.location.chapter) return null;
  const endPart = `${end.location.chapter}${end.location.verseStart === null ? '' : `:${end.location.verseStart}`}`;
  const firstChapter = { ...start.location, verseEnd: null };
  return { osis, label: `${start.label}–${endPart}`, verseText: bible.passageText(translationId, firstChapter) };
}

const words = (text: string) =>
  text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[’']/g, '')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()
    .split(' ')
    .filter(Boolean);

/** Share of the quote's words found, in order, in the real text (longest common subsequence). */
function similarity(quoted: string[], actual: string[]): number {
  if (quoted.length === 0) return 1;
  let previous = new Array<number>(actual.length + 1).fill(0);
  for (const word of quoted) {
    const current = new Array<number>(actual.length + 1).fill(0);
    for (let index = 1; index <= actual.length; index += 1) {
      current[index] = word === actual[index - 1] ? (previous[index - 1] ?? 0) + 1 : Math.max(previous[index] ?? 0, current[index - 1] ?? 0);
    }
    previous = current;
  }
  return (previous[actual.length] ?? 0) / quoted.length;
}

const QUOTE = /“([^”]{8,})”|"([^"]{8,})"|^>\s*(.{8,})$/gmu;

/**
 * The quotation standing next to a reference: ending just before it or starting just after it,
 * within the same paragraph.
 */
function adjacentQuote(text: string, start: number, end: number): string | null {
  const paragraphStart = text.lastIndexOf('\n\n', start) + 1;
  const nextBreak = text.indexOf('\n\n', end);
  const paragraphEnd = nextBreak < 0 ? text.length : nextBreak;
  const paragraph = text.slice(paragraphStart, paragraphEnd);
  let best: { quote: string; distance: number } | null = null;
  for (const match of paragraph.matchAll(QUOTE)) {
    const quote = (match[1] ?? match[2] ?? match[3] ?? '').replace(/^[“"]|[”"]$/g, '').trim();
    const quoteStart = paragraphStart + (match.index ?? 0);
    const quoteEnd = quoteStart + match[0].length;
    if (quoteStart <= start && quoteEnd > start) continue; // the reference is inside this "quote"
    const distance = quoteEnd <= start ? start - quoteEnd : quoteStart >= end ? quoteStart - end : Number.POSITIVE_INFINITY;
    const between = quoteEnd <= start ? text.slice(quoteEnd, start) : text.slice(end, quoteStart);
    if (distance > 40 || /[.!?]\s+\p{Lu}/u.test(between.replace(/\*/g, ''))) continue;
    if (best === null || distance < best.distance) best = { quote, distance };
  }
  return best?.quote ?? null;
}

function misquoteOf(text: string, start: number, end: number, actual: string) {
  const quoted = adjacentQuote(text, start, end);
  if (quoted === null) return null;
  const quotedWords = words(quoted.replace(/\*\*[^*]+\*\*/g, ''));
  const actualWords = words(actual);
  if (quotedWords.length < 3) return null;
  const excerpt = ` ${actualWords.join(' ')} `.includes(` ${quotedWords.join(' ')} `);
  if (excerpt || similarity(quotedWords, actualWords) >= 0.9) return null;
  return { quoted, actual };
}

/** A 'Name chapter:verse' that the parser did not take as a reference: a book that does not exist. */
const UNKNOWN_BOOK = /\b([1-3] )?([A-Z][a-z]{2,}) (\d{1,3}):(\d{1,3})\b/g;
/** Capitalised words before a time of day that are not meant as books. */
const NOT_BOOKS = /^(Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday|January|February|March|April|May|June|July|August|September|October|November|December|At|Around|About|By|Until|From|Before|After|Service|Mass|Meeting)$/;

/** How far before a number a book's name may begin ('1 Thessalonians 5:17', 'Song of Solomon 2:4'). */
const BOOK_REACH = 40;
/** How far after a number a reference may go on ('16a', '16ff', '(KJV)'). */
const TAIL_REACH = 12;

/**
 * The stretches of a line where a reference can be: around each number, widened to whole words,
 * overlapping stretches joined (so 'John 3:16, 18; 4:2' stays one). The parser's time grows with
 * the length of what it reads and a reference always has a number, so it reads only these.
 */
function stretchesWithNumbers(line: string): Array<[number, number]> {
  const stretches: Array<[number, number]> = [];
  for (const match of line.matchAll(/\d+/g)) {
    const at = match.index ?? 0;
    let start = Math.max(0, at - BOOK_REACH);
    if (start > 0) start = line.lastIndexOf(' ', start) + 1;
    let end = Math.min(line.length, at + match[0].length + TAIL_REACH);
    const space = line.indexOf(' ', end);
    end = space < 0 ? line.length : space;
    const last = stretches.at(-1);
    if (last && start <= last[1]) last[1] = Math.max(last[1], end);
    else stretches.push([start, end]);
  }
  return stretches;
}

interface LineEntity {
  osis: string;
  /** Start and end within the line. */
  indices: [number, number];
}

function parseLine(line: string): LineEntity[] {
  const found: LineEntity[] = [];
  for (const [from, to] of stretchesWithNumbers(line)) {
    for (const entity of parser.parse(line.slice(from, to)).parsed_entities()) {
      const [start, end] = entity.indices as [number, number];
      found.push({ osis: entity.osis, indices: [from + start, from + end] });
    }
  }
  return found;
}

/**
 * Reads a reply's references line by line while it streams. A reference never spans a line break,
 * so each finished line can be parsed as soon as its break arrives, in the time a model spends on
 * the next tokens; when the reply ends only its last line is left to parse.
 */
export class ReferenceScan {
  readonly #lines = new Map<string, LineEntity[]>();
  #scannedTo = 0;

  /** The reply so far: the lines finished since the last call are parsed now. */
  feed(text: string): void {
    const lastBreak = text.lastIndexOf('\n');
    if (lastBreak < this.#scannedTo) return;
    for (const line of text.slice(this.#scannedTo, lastBreak).split('\n')) this.entitiesOf(line);
    this.#scannedTo = lastBreak + 1;
  }

  /** How many distinct lines have been parsed so far. */
  parsedLines(): number {
    return this.#lines.size;
  }

  /** The parser's entities of one line, parsed once. */
  entitiesOf(line: string): LineEntity[] {
    let entities = this.#lines.get(line);
    if (entities === undefined) {
      entities = parseLine(line);
      this.#lines.set(line, entities);
    }
    return entities;
  }
}

/** The parser's entities in `text`, with indices into the whole text; a reference never spans a line break. */
function referencesIn(text: string, scan: ReferenceScan): Array<{ osis: string; indices: [number, number] }> {
  const found: Array<{ osis: string; indices: [number, number] }> = [];
  let lineStart = 0;
  for (const line of text.split('\n')) {
    for (const entity of scan.entitiesOf(line)) found.push({ osis: entity.osis, indices: [lineStart + entity.indices[0], lineStart + entity.indices[1]] });
    lineStart += line.length + 1;
  }
  return found;
}

/**
 * Every Bible reference in `text`, in order, checked against the corpus in `translationId`. A scan
 * fed while the text streamed saves parsing its lines again.
 */
export function verifyReferences(bible: BibleService, text: string, translationId: string, scan = new ReferenceScan()): VerifiedReference[] {
  const references: VerifiedReference[] = [];
  for (const entity of referencesIn(text, scan)) {
    const [start, end] = entity.indices;
    const checked = check(bible, entity.osis, translationId);
    if (checked === null) {
      references.push({ text: text.slice(start, end), start, end, valid: false, osis: null, label: null, translationId, verseText: null, misquote: null });
      continue;
    }
    references.push({
      text: text.slice(start, end),
      start,
      end,
      valid: true,
      osis: checked.osis,
      label: checked.label,
      translationId,
      verseText: checked.verseText.length > PREVIEW_MAX ? `${checked.verseText.slice(0, PREVIEW_MAX - 1).trimEnd()}…` : checked.verseText,
      misquote: misquoteOf(text, start, end, checked.verseText),
    });
  }
  for (const match of text.matchAll(UNKNOWN_BOOK)) {
    const start = match.index ?? 0;
    const end = start + match[0].length;
    if (references.some((reference) => reference.start < end && reference.end > start)) continue;
    if (NOT_BOOKS.test(match[2] ?? '')) continue;
    references.push({ text: match[0], start, end, valid: false, osis: null, label: null, translationId, verseText: null, misquote: null });
  }
  return references.sort((a, b) => a.start - b.start);
}

/** How many references did not verify. */
export function countInvalid(references: VerifiedReference[]): number {
  return references.filter((reference) => !reference.valid).length;
}
