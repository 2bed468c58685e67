import { readFileSync } from 'node:fs';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { bookByOsis } from './books.ts';
import {
  checkIntegrity,
  countRepair,
  refKey,
  type CorpusHeading,
  type CorpusVerse,
  type TranslationData,
} from './integrity.ts';

/** What an operator says about a translation they add (kept as a JSON sidecar beside the XML). */
export interface OsisSourceMeta {
  id: string;
  name: string;
  license: string;
  abbreviation?: string;
  language?: string;
}

/** The text of an OSIS document, before any integrity check. */
export interface ParsedOsis {
  verses: CorpusVerse[];
  headings: CorpusHeading[];
  /** Things the parser had to skip (unknown books, bad ids, text outside verses…). */
  problems: string[];
  work: { title?: string; rights?: string };
}

/** Ids are part of SQL table names (`fts_<id>`), so they are kept to a safe, short shape. */
export const TRANSLATION_ID_PATTERN = /^[a-z][a-z0-9]{1,15}$/;

/** Validates an operator's description of a translation; returns the problems (empty when fine). */
export function checkOsisSourceMeta(meta: Partial<OsisSourceMeta>, takenIds: readonly string[] = []): string[] {
  const problems: string[] = [];
  if (typeof meta.id !== 'string' || !TRANSLATION_ID_PATTERN.test(meta.id)) {
    problems.push('id: 2-16 lower-case letters or digits, starting with a letter');
  } else if (takenIds.includes(meta.id)) {
    problems.push(`id: '${meta.id}' is already used by a built-in translation`);
  }
  if (typeof meta.name !== 'string' || meta.name.trim() === '') problems.push('name: required');
  if (typeof meta.license !== 'string' || meta.license.trim() === '') problems.push('license: required');
  if (meta.abbreviation !== undefined && (typeof meta.abbreviation !== 'string' || meta.abbreviation.trim() === '')) {
    problems.push('abbreviation: must not be empty');
  }
  return problems;
}

type XmlNode = Record<string, unknown>;

const BLOCK_ELEMENTS = new Set(['p', 'l', 'lg', 'lb', 'br', 'div', 'list', 'item', 'chapter']);
const SKIPPED_ELEMENTS = new Set(['note', 'header', 'rdg', 'figure', 'milestone', 'index']);

/**
 * Parses a standard OSIS XML Bible: verses as containers (`<verse osisID="Gen.1.1">text</verse>`)
 * or milestones (`<verse sID="Gen.1.1" osisID="Gen.1.1"/>text<verse eID="Gen.1.1"/>`). Notes are
 * ignored, `<transChange>` (supplied words) and other inline markup keep their text, and titles
 * become headings before the verse that follows them. Throws when the XML is not well formed.
 */
export function parseOsisXml(xml: string): ParsedOsis {
  const validation = XMLValidator.validate(xml);
  if (validation !== true) {
    throw new Error(`not well-formed XML (line ${validation.err.line}, column ${validation.err.col}): ${validation.err.msg}`);
  }
  const parser = new XMLParser({
    preserveOrder: true,
    ignoreAttributes: false,
    attributeNamePrefix: '',
    trimValues: false,
    parseTagValue: false,
    parseAttributeValue: false,
    ignoreDeclaration: true,
    ignorePiTags: true,
  });
  const tree: unknown = parser.parse(xml);

  const verses = new Map<string, CorpusVerse>();
  const headings: CorpusHeading[] = [];
  const problems = new Set<string>();
  const work: ParsedOsis['work'] = {};
  let pendingTitles: string[] = [];
  let openVerse: CorpusVerse | undefined;
  let strayText = 0;

  const startVerse = (osisId: string): CorpusVerse | undefined => {
    // `Gen.1.1 Gen.1.2` (a verse range in one element): the text is filed under the first.
    const first = osisId.trim().split(/\s+/)[0] ?? '';
    const match = /^([1-3]?[A-Za-z]+)\.(\d+)\.(\d+)$/.exec(first);
    const book = match === null ? undefined : bookByOsis(match[1] ?? '');
    if (match === null || book === undefined) {
      problems.add(match === null ? `bad verse id '${first}'` : `unknown book '${match[1] ?? ''}' (not in the 66-book canon)`);
      return undefined;
    }
    const verse: CorpusVerse = { book: book.number, chapter: Number(match[2]), verse: Number(match[3]), text: '' };
    const key = refKey(verse.book, verse.chapter, verse.verse);
    const existing = verses.get(key);
    if (existing !== undefined) {
      problems.add(`verse ${key} appears twice`);
      return existing;
    }
    verses.set(key, verse);
    for (const title of pendingTitles) {
      headings.push({ book: verse.book, chapter: verse.chapter, beforeVerse: verse.verse, text: title });
    }
    pendingTitles = [];
    return verse;
  };

  const appendText = (target: CorpusVerse | undefined, text: string) => {
    if (target !== undefined) target.text += text;
    else if (text.trim() !== '') strayText++;
  };

  const walk = (nodes: unknown, container: CorpusVerse | undefined, collect?: string[]): void => {
    if (!Array.isArray(nodes)) return;
    for (const node of nodes) {
      if (!isNode(node)) continue;
      if (typeof node['#text'] === 'string') {
        if (collect !== undefined) collect.push(node['#text']);
        else appendText(container ?? openVerse, node['#text']);
        continue;
      }
      const name = elementName(node);
      if (name === undefined) continue;
      const attributes = isNode(node[':@']) ? node[':@'] : {};
      const children = node[name];
      const attribute = (key: string) => (typeof attributes[key] === 'string' ? attributes[key] : undefined);

      if (name === 'header') {
        readWork(children, work);
        continue;
      }
      if (SKIPPED_ELEMENTS.has(name)) continue;
      if (collect !== undefined) {
        walk(children, container, collect);
        continue;
      }
      if (name === 'verse') {
        const startId = attribute('sID');
        const endId = attribute('eID');
        const osisId = attribute('osisID');
        if (endId !== undefined) {
          openVerse = undefined;
        } else if (startId !== undefined || (Array.isArray(children) && children.length === 0 && osisId !== undefined)) {
          openVerse = startVerse(osisId ?? startId ?? '');
        } else if (osisId !== undefined) {
          const verse = startVerse(osisId);
          if (verse === undefined) continue;
          walk(children, verse);
          verse.text += ' ';
        } else {
          problems.add('a <verse> without osisID, sID or eID');
        }
        continue;
      }
      if (name === 'title') {
        const parts: string[] = [];
        walk(children, undefined, parts);
        const title = collapse(parts.join(''));
        if (title === '' || attribute('type') === 'main' || attribute('type') === 'chapter') continue;
        const current = container ?? openVerse;
        // A title at the very start of a verse (some files put psalm titles inside verse 1) precedes it.
        if (current !== undefined && current.text.trim() === '') {
          headings.push({ book: current.book, chapter: current.chapter, beforeVerse: current.verse, text: title });
        } else {
          pendingTitles.push(title);
        }
        continue;
      }
      const block = BLOCK_ELEMENTS.has(name);
      if (block) appendText(container ?? openVerse, ' ');
      walk(children, container);
      if (block) appendText(container ?? openVerse, ' ');
    }
  };
  walk(tree, undefined);

  if (strayText > 0) problems.add(`${strayText} pieces of text outside any verse were ignored`);
  const result: CorpusVerse[] = [];
  for (const verse of verses.values()) {
    verse.text = collapse(verse.text);
    result.push(verse);
  }
  result.sort((a, b) => a.book - b.book || a.chapter - b.chapter || a.verse - b.verse);
  return { verses: result, headings, problems: [...problems], work };
}

/**
 * Reads an operator's OSIS file as a translation. Problems the parser met come back with the data
 * (they reject the translation, as integrity problems do).
 */
export function loadOsisXmlTranslation(
  file: string,
  meta: OsisSourceMeta,
): { data: TranslationData; problems: string[]; work: ParsedOsis['work'] } {
  const parsed = parseOsisXml(readFileSync(file, 'utf8'));
  const repairs: Record<string, number> = {};
  countRepair(repairs, 'titles kept as headings', parsed.headings.length);
  return {
    data: {
      meta: {
        id: meta.id,
        abbreviation: meta.abbreviation?.trim() || meta.id.toUpperCase(),
        name: meta.name.trim(),
        language: meta.language?.trim() || 'en',
        license: meta.license.trim(),
        source: `operator-added OSIS file ${file.split(/[\\/]/).pop() ?? file}${parsed.work.title === undefined ? '' : ` (${parsed.work.title})`}`,
      },
      verses: parsed.verses,
      headings: parsed.headings,
      allowedOmissions: [],
      repairs,
    },
    problems: parsed.problems,
    work: parsed.work,
  };
}

/** The report of `npm run bible:add`'s validation. */
export interface OsisValidation {
  ok: boolean;
  problems: string[];
  verses: number;
  headings: number;
  work: ParsedOsis['work'];
}

/**
 * Validates an OSIS file an operator wants to add: its description, the XML, and the same integrity
 * checks the build applies (against the KJV `reference` when given). `ok` only with no problem at all.
 */
export function validateOsisTranslation(
  file: string,
  meta: Partial<OsisSourceMeta>,
  options: { takenIds?: readonly string[]; reference?: TranslationData } = {},
): OsisValidation {
  const problems = checkOsisSourceMeta(meta, options.takenIds);
  if (problems.length > 0) return { ok: false, problems, verses: 0, headings: 0, work: {} };
  try {
    const { data, problems: parseProblems, work } = loadOsisXmlTranslation(file, meta as OsisSourceMeta);
    const all = [...parseProblems, ...checkIntegrity(data, options.reference)];
    return {
      ok: all.length === 0,
      problems: all,
      verses: data.verses.length,
      headings: data.headings.length,
      work,
    };
  } catch (error) {
    return { ok: false, problems: [error instanceof Error ? error.message : String(error)], verses: 0, headings: 0, work: {} };
  }
}

function readWork(nodes: unknown, work: ParsedOsis['work']): void {
  if (!Array.isArray(nodes)) return;
  for (const node of nodes) {
    if (!isNode(node)) continue;
    const name = elementName(node);
    if (name === undefined) continue;
    const children = node[name];
    if ((name === 'title' || name === 'rights') && work[name] === undefined) {
      const parts: string[] = [];
      collectText(children, parts);
      const text = collapse(parts.join(''));
      if (text !== '') work[name] = text;
    } else {
      readWork(children, work);
    }
  }
}

function collectText(nodes: unknown, parts: string[]): void {
  if (!Array.isArray(nodes)) return;
  for (const node of nodes) {
    if (!isNode(node)) continue;
    if (typeof node['#text'] === 'string') parts.push(node['#text']);
    const name = elementName(node);
    if (name !== undefined) collectText(node[name], parts);
  }
}

function isNode(value: unknown): value is XmlNode {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function elementName(node: XmlNode): string | undefined {
  return Object.keys(node).find((key) => key !== ':@' && key !== '#text');
}

function collapse(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}
