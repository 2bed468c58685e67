import { VERSIFICATION } from './versification.ts';

export type Testament = 'OT' | 'NT';

export interface BookInfo {
  /** 1 (Genesis) … 66 (Revelation), in the order of English Protestant Bibles. */
  number: number;
  /** OSIS book id, as used in the source data (`Gen`, `Ps`, `Song`, `Rev`…). */
  osis: string;
  name: string;
  testament: Testament;
  chapters: number;
}

const BOOK_NAMES: ReadonlyArray<readonly [osis: string, name: string]> = [
  ['Gen', 'Genesis'],
  ['Exod', 'Exodus'],
  ['Lev', 'Leviticus'],
  ['Num', 'Numbers'],
  ['Deut', 'Deuteronomy'],
  ['Josh', 'Joshua'],
  ['Judg', 'Judges'],
  ['Ruth', 'Ruth'],
  ['1Sam', '1 Samuel'],
  ['2Sam', '2 Samuel'],
  ['1Kgs', '1 Kings'],
  ['2Kgs', '2 Kings'],
  ['1Chr', '1 Chronicles'],
  ['2Chr', '2 Chronicles'],
  ['Ezra', 'Ezra'],
  ['Neh', 'Nehemiah'],
  ['Esth', 'Esther'],
  ['Job', 'Job'],
  ['Ps', 'Psalms'],
  ['Prov', 'Proverbs'],
  ['Eccl', 'Ecclesiastes'],
  ['Song', 'Song of Solomon'],
  ['Isa', 'Isaiah'],
  ['Jer', 'Jeremiah'],
  ['Lam', 'Lamentations'],
  ['Ezek', 'Ezekiel'],
  ['Dan', 'Daniel'],
  ['Hos', 'Hosea'],
  ['Joel', 'Joel'],
  ['Amos', 'Amos'],
  ['Obad', 'Obadiah'],
  ['Jonah', 'Jonah'],
  ['Mic', 'Micah'],
  ['Nah', 'Nahum'],
  ['Hab', 'Habakkuk'],
  ['Zeph', 'Zephaniah'],
  ['Hag', 'Haggai'],
  ['Zech', 'Zechariah'],
  ['Mal', 'Malachi'],
  ['Matt', 'Matthew'],
  ['Mark', 'Mark'],
  ['Luke', 'Luke'],
  ['John', 'John'],
  ['Acts', 'Acts'],
  ['Rom', 'Romans'],
  ['1Cor', '1 Corinthians'],
  ['2Cor', '2 Corinthians'],
  ['Gal', 'Galatians'],
  ['Eph', 'Ephesians'],
  ['Phil', 'Philippians'],
  ['Col', 'Colossians'],
  ['1Thess', '1 Thessalonians'],
  ['2Thess', '2 Thessalonians'],
  ['1Tim', '1 Timothy'],
  ['2Tim', '2 Timothy'],
  ['Titus', 'Titus'],
  ['Phlm', 'Philemon'],
  ['Heb', 'Hebrews'],
  ['Jas', 'James'],
  ['1Pet', '1 Peter'],
  ['2Pet', '2 Peter'],
  ['1John', '1 John'],
  ['2John', '2 John'],
  ['3John', '3 John'],
  ['Jude', 'Jude'],
  ['Rev', 'Revelation'],
];

const FIRST_NEW_TESTAMENT_BOOK = 40;

/** The 66 books of the Protestant canon, numbered 1…66, with their chapter counts (KJV versification). */
export const BOOKS: readonly BookInfo[] = BOOK_NAMES.map(([osis, name], index) => ({
  number: index + 1,
  osis,
  name,
  testament: index + 1 < FIRST_NEW_TESTAMENT_BOOK ? 'OT' : 'NT',
  chapters: VERSIFICATION[index]?.length ?? 0,
}));

const booksByOsis = new Map(BOOKS.map((book) => [book.osis.toLowerCase(), book]));

/** Finds a book by its OSIS id, ignoring case (`gen`, `Gen`, `GEN`). */
export function bookByOsis(osis: string): BookInfo | undefined {
  return booksByOsis.get(osis.toLowerCase());
}

/** Finds a book by its number (1…66). */
export function bookByNumber(number: number): BookInfo | undefined {
  return Number.isInteger(number) ? BOOKS[number - 1] : undefined;
}

/** `Gen.1.1` style reference, the form used in build reports. */
export function osisRef(book: number, chapter: number, verse?: number): string {
  const osis = bookByNumber(book)?.osis ?? `book${book}`;
  return verse === undefined ? `${osis}.${chapter}` : `${osis}.${chapter}.${verse}`;
}
