import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addOsisSource, bibleSourcesDir, type BuildLogger } from './build-corpus.ts';
import { checkOsisSourceMeta, parseOsisXml, validateOsisTranslation } from './osis-xml-source.ts';

const FIXTURE = `<?xml version="1.0" encoding="UTF-8"?>
<osis xmlns="http://www.bibletechnologies.net/2003/OSIS/namespace">
  <osisText osisIDWork="Test" xml:lang="en">
    <header>
      <work osisWork="Test"><title>Test Translation</title><rights>Public Domain</rights></work>
    </header>
    <div type="book" osisID="Gen">
      <title type="main">GENESIS</title>
      <chapter osisID="Gen.1">
        <verse osisID="Gen.1.1">In the beginning God created the heaven and the earth.</verse>
        <verse osisID="Gen.1.2">And the earth was <transChange type="added">without</transChange> form,<note type="study">a note that is not text</note> and void.</verse>
      </chapter>
    </div>
    <div type="book" osisID="Ps">
      <chapter sID="Ps.23" osisID="Ps.23"/>
      <title type="psalm" canonical="true">A Psalm of David.</title>
      <verse sID="Ps.23.1" osisID="Ps.23.1"/>The <divineName>Lord</divineName> is my shepherd;<note>n</note>
      <lg><l>I shall not want.</l></lg><verse eID="Ps.23.1"/>
      <verse sID="Ps.23.2" osisID="Ps.23.2"/>He maketh me to lie down in green pastures &amp; more.<verse eID="Ps.23.2"/>
      <chapter eID="Ps.23"/>
    </div>
    <div type="book" osisID="Tob">
      <chapter osisID="Tob.1"><verse osisID="Tob.1.1">Not in the 66-book canon.</verse></chapter>
    </div>
  </osisText>
</osis>
`;

const silentLogger: BuildLogger = { info: () => undefined, warn: () => undefined };

describe('OSIS XML source', () => {
  let directory: string;
  let fixtureFile: string;

  beforeAll(() => {
    directory = mkdtempSync(path.join(tmpdir(), 'faith-companion-osis-'));
    fixtureFile = path.join(directory, 'test.osis.xml');
    writeFileSync(fixtureFile, FIXTURE);
  });

  afterAll(() => {
    rmSync(directory, { recursive: true, force: true });
  });

  it('reads container verses and milestone verses, without notes, with supplied words and titles', () => {
    const parsed = parseOsisXml(FIXTURE);
    expect(parsed.verses).toEqual([
      { book: 1, chapter: 1, verse: 1, text: 'In the beginning God created the heaven and the earth.' },
      { book: 1, chapter: 1, verse: 2, text: 'And the earth was without form, and void.' },
      { book: 19, chapter: 23, verse: 1, text: 'The Lord is my shepherd; I shall not want.' },
      { book: 19, chapter: 23, verse: 2, text: 'He maketh me to lie down in green pastures & more.' },
    ]);
    expect(parsed.headings).toEqual([{ book: 19, chapter: 23, beforeVerse: 1, text: 'A Psalm of David.' }]);
    expect(parsed.work).toEqual({ title: 'Test Translation', rights: 'Public Domain' });
    expect(parsed.problems).toEqual(["unknown book 'Tob' (not in the 66-book canon)"]);
  });

  it('refuses XML that is not well formed', () => {
    expect(() => parseOsisXml('<osis><verse osisID="Gen.1.1">text</osis>')).toThrow(/not well-formed XML/);
  });

  it('checks the description an operator gives', () => {
    expect(checkOsisSourceMeta({ id: 'test', name: 'Test', license: 'Public Domain' })).toEqual([]);
    expect(checkOsisSourceMeta({ id: 'Bad Id!', name: ' ', license: '' })).toHaveLength(3);
    expect(checkOsisSourceMeta({ id: 'kjv', name: 'Mine', license: 'PD' }, ['kjv'])).toEqual([
      "id: 'kjv' is already used by a built-in translation",
    ]);
  });

  it('reports an incomplete file as failing the integrity checks', () => {
    const validation = validateOsisTranslation(fixtureFile, { id: 'test', name: 'Test', license: 'Public Domain' });
    expect(validation.ok).toBe(false);
    expect(validation.verses).toBe(4);
    expect(validation.problems).toEqual(
      expect.arrayContaining([
        "unknown book 'Tob' (not in the 66-book canon)",
        expect.stringMatching(/^books: 2 of 66 present/),
        expect.stringMatching(/^chapters: 2 of 1189 present/),
        expect.stringMatching(/^31098 verses missing/),
      ]),
    );
  });

  it('bible:add rejects an incomplete file and installs nothing', async () => {
    const dataDir = path.join(directory, 'data');
    const result = await addOsisSource({
      dataDir,
      file: fixtureFile,
      meta: { id: 'test', name: 'Test', license: 'Public Domain' },
      logger: silentLogger,
    });
    expect(result.installed).toBe(false);
    expect(result.validation.ok).toBe(false);
    expect(result.validation.problems).not.toHaveLength(0);
    expect(existsSync(path.join(bibleSourcesDir(dataDir), 'test.xml'))).toBe(false);
  });
});
