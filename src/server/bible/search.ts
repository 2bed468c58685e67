import type { Database, Statement } from 'better-sqlite3';
import type { Book, HighlightedText, SearchResult } from '../../shared/schemas/bible.ts';
import { formatLabel } from './references.ts';

export const SEARCH_PAGE_SIZE = 20;
const MAX_QUERY_CHARS = 200;
const MAX_TERMS = 12;
/** The search is widened only when the exact words find nothing, so exact results are never diluted. */
const WIDEN_BELOW = 1;
const START = '\u0001';
const END = '\u0002';

/**
 * Today's words and the older English of the KJV-family translations. People type 'anxious'; the
 * KJV says 'careful' (Philippians 4:6). Kept small and obvious: each entry is a word a reader
 * would recognise as meaning the same.
 */
const OLDER_WORDS: Record<string, string[]> = {
  anxious: ['careful', 'anxious'],
  anxiety: ['care', 'careful', 'anxiety'],
  worry: ['careful', 'thought', 'worry'],
  worried: ['careful', 'troubled', 'worried'],
  worrying: ['careful', 'thought'],
  scared: ['afraid', 'fear'],
  afraid: ['afraid', 'fear'],
  depressed: ['heaviness', 'sorrow', 'cast down'],
  sad: ['sorrow', 'sorrowful', 'heavy'],
  lonely: ['alone', 'desolate', 'solitary'],
  happy: ['happy', 'blessed', 'glad', 'rejoice'],
  joyful: ['joyful', 'rejoice', 'glad'],
  tired: ['weary', 'faint'],
  exhausted: ['weary', 'faint'],
  love: ['love', 'charity'],
  kindness: ['kindness', 'lovingkindness'],
  forgive: ['forgive', 'forgiven', 'remit'],
  forgiveness: ['forgiveness', 'forgive', 'remission'],
  help: ['help', 'succour'],
  everyone: ['every', 'all', 'whosoever'],
  anyone: ['any', 'whosoever'],
  you: ['you', 'ye', 'thee', 'thou'],
  your: ['your', 'thy', 'thine'],
  yours: ['yours', 'thine'],
  has: ['has', 'hath'],
  does: ['does', 'doth', 'doeth'],
  says: ['says', 'saith'],
  gives: ['gives', 'giveth'],
  loves: ['loves', 'loveth'],
  knows: ['knows', 'knoweth'],
  passes: ['passes', 'passeth'],
  surpasses: ['passeth', 'surpasses'],
  understanding: ['understanding', 'knowledge'],
  money: ['money', 'silver', 'mammon'],
  rich: ['rich', 'riches', 'wealth'],
  guide: ['guide', 'lead', 'direct'],
  strong: ['strong', 'strength'],
  healing: ['healing', 'heal', 'health'],
  sick: ['sick', 'sickness', 'infirmity'],
  hope: ['hope', 'trust'],
  trust: ['trust', 'hope'],
  marriage: ['marriage', 'wife', 'husband'],
  children: ['children', 'child', 'sons'],
};

/** Small words that make a phrase exact but are dropped when the phrase is loosened to nearby words. */
const STOP_WORDS = new Set(['a', 'an', 'and', 'the', 'of', 'that', 'which', 'who', 'is', 'are', 'was', 'be', 'to', 'in', 'it', 'as']);

interface ParsedQuery {
  words: string[];
  phrases: string[][];
  notices: string[];
}

/**
 * Turns whatever was typed into words and "quoted phrases", and nothing else: every term is later
 * written as a quoted FTS5 string, so operators, column filters and SQL in the input are only text.
 */
export function parseSearchQuery(raw: string): ParsedQuery {
  const notices: string[] = [];
  let text = raw.normalize('NFKC');
  if (text.length > MAX_QUERY_CHARS) {
    text = text.slice(0, MAX_QUERY_CHARS);
    notices.push(`Your search was shortened to its first ${MAX_QUERY_CHARS} characters.`);
  }
  const quotes = (text.match(/"/g) ?? []).length;
  if (quotes % 2 === 1) {
    text = text.replace(/"([^"]*)$/, '$1');
    notices.push('A quotation mark without its partner was ignored.');
  }
  const toWords = (part: string) => (part.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).filter((word) => word.length <= 40);
  const phrases: string[][] = [];
  const outside = text.replace(/"([^"]*)"/g, (_match, inner: string) => {
    const words = toWords(inner);
    if (words.length > 0) phrases.push(words);
    return ' ';
  });
  let words = toWords(outside);
  const termCount = words.length + phrases.reduce((sum, phrase) => sum + phrase.length, 0);
  if (termCount > MAX_TERMS) {
    words = words.slice(0, Math.max(0, MAX_TERMS - phrases.reduce((sum, phrase) => sum + phrase.length, 0)));
    notices.push(`Only the first ${MAX_TERMS} words were used.`);
  }
  return { words, phrases: phrases.map((phrase) => phrase.slice(0, MAX_TERMS)), notices };
}

const quoted = (term: string) => `"${term.replace(/"/g, '')}"`;

function exactExpression(query: ParsedQuery): string {
  return [...query.words.map(quoted), ...query.phrases.map((phrase) => quoted(phrase.join(' ')))].join(' AND ');
}

/** The looser expression and the sentence that tells the reader what changed. */
function widenedExpression(query: ParsedQuery): { expression: string; explanation: string } {
  const mapped: string[] = [];
  const contentWords = query.words.filter((word) => !STOP_WORDS.has(word));
  const droppedSmallWords = contentWords.length > 0 && contentWords.length < query.words.length;
  const wordTerms = (droppedSmallWords ? contentWords : query.words).map((word) => {
    const older = OLDER_WORDS[word];
    if (!older) return quoted(word);
    const alternatives = older.filter((alternative) => alternative !== word);
    if (alternatives.length > 0) mapped.push(`${word} → ${alternatives.join(', ')}`);
    return `(${[...new Set([word, ...older])].map(quoted).join(' OR ')})`;
  });
  let loosenedPhrases = false;
  const phraseTerms = query.phrases.map((phrase) => {
    const kept = phrase.filter((word) => !STOP_WORDS.has(word));
    const terms = (kept.length > 0 ? kept : phrase).map((word) => {
      const older = OLDER_WORDS[word];
      return older ? `(${[...new Set([word, ...older])].map(quoted).join(' OR ')})` : quoted(word);
    });
    if (terms.length === 1) return terms[0] ?? '';
    loosenedPhrases = true;
    return `NEAR(${terms.join(' ')}, ${Math.max(4, phrase.length + 2)})`;
  });
  const parts = ['other forms of the words (for example, shepherd and shepherds)'];
  if (mapped.length > 0) parts.push(`the older words used in these translations (${mapped.join('; ')})`);
  if (loosenedPhrases) parts.push('the phrase’s main words close together rather than word for word');
  if (droppedSmallWords) parts.push('only the main words (leaving out small words such as “that” and “the”)');
  const explanation = `No verse in this version uses these exact words, so the search looked for ${parts.join(', and ')}.`;
  return { expression: [...wordTerms, ...phraseTerms].join(' AND '), explanation };
}

export interface SearchOptions {
  translationId: string;
  testament?: 'OT' | 'NT' | undefined;
  book?: number | undefined;
  page: number;
}

export interface SearchOutcome {
  total: number;
  results: SearchResult[];
  widened: { explanation: string } | null;
  notices: string[];
}

interface Row {
  book: number;
  chapter: number;
  verse: number;
  marked: string;
}

function toSegments(marked: string): HighlightedText {
  const segments: HighlightedText = [];
  for (const part of marked.split(START)) {
    const [inside, after] = part.includes(END) ? (part.split(END, 2) as [string, string]) : [null, part];
    if (inside !== null && inside !== '') segments.push({ text: inside, match: true });
    if (after !== '') segments.push({ text: after, match: false });
  }
  return segments;
}

/**
 * Ranked full-text search over one translation (SQLite FTS5, bm25), with the matched words
 * marked. When the exact words find little, the same search runs again on the stemmed index with
 * older-English alternatives and loosened phrases, and the answer says so.
 */
export class BibleSearch {
  readonly #statements = new Map<string, { page: Statement; count: Statement; best: Statement }>();

  constructor(
    private readonly database: Database,
    private readonly translations: ReadonlySet<string>,
    private readonly bookByNumber: (number: number) => Book | undefined,
  ) {}

  #prepare(table: string) {
    let statements = this.#statements.get(table);
    if (!statements) {
      const from = `FROM ${table} JOIN verses v ON v.id = ${table}.rowid WHERE ${table} MATCH ? AND v.book BETWEEN ? AND ?`;
      statements = {
        page: this.database.prepare(
          `SELECT v.book, v.chapter, v.verse, highlight(${table}, 0, char(1), char(2)) AS marked ${from} ORDER BY rank LIMIT ? OFFSET ?`,
        ),
        count: this.database.prepare(`SELECT count(*) AS n ${from}`).pluck(),
        best: this.database.prepare(`SELECT v.book, v.chapter, v.verse ${from} ORDER BY rank LIMIT ?`),
      };
      this.#statements.set(table, statements);
    }
    return statements;
  }

  #run(table: string, expression: string, range: [number, number], page: number) {
    const statements = this.#prepare(table);
    const total = Number(statements.count.get(expression, range[0], range[1]));
    const rows = statements.page.all(expression, range[0], range[1], SEARCH_PAGE_SIZE, (page - 1) * SEARCH_PAGE_SIZE) as Row[];
    return { total, rows };
  }

  /**
   * The best-ranked verses for some words, and nothing else: no count, no highlights, no pages.
   * The AI's grounding asks this on every chat turn; the exact words first, else the widened form.
   */
  best(rawQuery: string, translationId: string, limit: number): Array<{ book: number; chapter: number; verse: number }> {
    if (!this.translations.has(translationId)) throw new Error(`unknown translation ${translationId}`);
    const query = parseSearchQuery(rawQuery);
    if (query.words.length === 0 && query.phrases.length === 0) return [];
    const range = [1, 66] as const;
    const exact = this.#prepare(`fts_${translationId}`).best.all(exactExpression(query), ...range, limit) as Row[];
    if (exact.length > 0) return exact;
    return this.#prepare(`fts_stem_${translationId}`).best.all(widenedExpression(query).expression, ...range, limit) as Row[];
  }

  /** Returns undefined when the query holds no words at all. */
  search(rawQuery: string, options: SearchOptions): SearchOutcome | undefined {
    if (!this.translations.has(options.translationId)) throw new Error(`unknown translation ${options.translationId}`);
    const query = parseSearchQuery(rawQuery);
    if (query.words.length === 0 && query.phrases.length === 0) return undefined;
    const range: [number, number] = options.book
      ? [options.book, options.book]
      : options.testament === 'OT'
        ? [1, 39]
        : options.testament === 'NT'
          ? [40, 66]
          : [1, 66];

    let outcome = this.#run(`fts_${options.translationId}`, exactExpression(query), range, options.page);
    let widened: SearchOutcome['widened'] = null;
    if (outcome.total < WIDEN_BELOW) {
      const loose = widenedExpression(query);
      const wider = this.#run(`fts_stem_${options.translationId}`, loose.expression, range, options.page);
      if (wider.total > outcome.total) {
        outcome = wider;
        widened = { explanation: loose.explanation };
      }
    }
    const results = outcome.rows.map((row) => {
      const book = this.bookByNumber(row.book);
      const location = { book: row.book, chapter: row.chapter, verseStart: row.verse, verseEnd: row.verse };
      return {
        book: row.book,
        bookName: book?.name ?? '',
        chapter: row.chapter,
        verse: row.verse,
        label: book ? formatLabel(book, location) : `${row.chapter}:${row.verse}`,
        text: toSegments(row.marked),
      };
    });
    return { total: outcome.total, results, widened, notices: query.notices };
  }
}
