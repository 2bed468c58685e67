import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { Writable } from 'node:stream';
import { testClient } from 'hono/testing';
import { pino } from 'pino';
import { createApp } from '../app.ts';
import { inject } from 'vitest';
import { createAuth } from '../auth/auth.ts';
import { BibleService } from '../bible/bible.service.ts';
import { openCorpus } from '../bible/corpus/corpus.ts';
import { parseConfig, type AppConfig } from '../config.ts';
import { AiEngine } from '../ai/ai-engine.ts';
import type { Responder } from '../ai/types.ts';
import { ChatService } from '../chat/chat.service.ts';
import { CreditService } from '../credits/credits.service.ts';
import { createEmailService } from '../email/email.service.ts';
import { createEmailTransport } from '../email/email.transport.ts';
import type { Logger } from '../infra/logger.ts';
import { Metrics } from '../infra/metrics.ts';
import type { TestDatabase } from './test-database.ts';

export const TEST_ORIGIN = 'http://localhost:3000';

let sharedBible: BibleService | undefined;

/** The real corpus, built once per run by global-setup.ts and opened read-only once per test worker. */
export function testBible(): BibleService {
  sharedBible ??= new BibleService(openCorpus(inject('bibleCorpusFile')));
  return sharedBible;
}

/** A logger whose JSON lines the test can read. */
export function capturingLogger(): { logger: Logger; lines: () => Array<Record<string, unknown>> } {
  const chunks: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      chunks.push(chunk.toString());
      done();
    },
  });
  const logger = pino({ level: 'debug' }, stream);
  const lines = () =>
    chunks
      .join('')
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as Record<string, unknown>);
  return { logger, lines };
}

/** The configuration the server would read from this environment, in a fresh data folder. */
export function testConfig(environment: Record<string, string> = {}): AppConfig {
  const parsed = parseConfig({
    NODE_ENV: 'test',
    DATA_DIR: mkdtempSync(path.join(inject('scratchDir'), 'fc-app-')),
    PUBLIC_URL: TEST_ORIGIN,
    AUTH_SECRET: 'test-secret-test-secret-test-secret-0123',
    ...environment,
  });
  return { ...parsed, authSecret: parsed.authSecret ?? '' };
}

export interface TestAppOptions {
  /** Environment variables, as an operator would set them. */
  environment?: Record<string, string>;
  /** The clock of the sign-in protection, the credits and the chat. */
  now?: () => number;
  /** The responder the chat uses instead of the configured one (default: the offline responder, without pauses). */
  responder?: Responder;
  /** How often a streaming reply is written to the database. */
  flushEveryMs?: number;
}

/**
 * The whole HTTP app on a test database, built as main.ts builds it (real auth, real e-mail
 * service writing to an outbox folder, the credit service), without the web client. Gift codes
 * are not seeded: a test that needs them calls `credits.seedGiftCodes`.
 */
export function buildTestApp(database: TestDatabase, { environment, now, responder, flushEveryMs }: TestAppOptions = {}) {
  const { logger, lines } = capturingLogger();
  const config = testConfig(environment);
  const email = createEmailService({
    transport: createEmailTransport({ smtpUrl: undefined, outboxDir: config.email.outboxDir, logger }),
    from: config.email.from,
    appName: config.appName,
    appUrl: config.publicUrl,
    logger,
  });
  const credits = new CreditService({ db: database.db, engine: database.engine, config: config.credits, now });
  const auth = createAuth({ config, db: database.db, engine: database.engine, email, logger, onUserCreated: (userId) => credits.balance(userId) });
  const metrics = new Metrics();
  const ai = new AiEngine({ db: database.db, bible: testBible(), config, logger, metrics, offlineChunkDelayMs: 0, ...(responder ? { responder } : {}) });
  const chat = new ChatService({ db: database.db, credits, ai, appName: config.appName, logger, now, metrics, ...(flushEveryMs === undefined ? {} : { flushEveryMs }) });
  const app = createApp({ config, database, auth, bible: testBible(), logger, serveClient: false, now, credits, chat, metrics });
  /** The raw text of every e-mail written so far, oldest first. */
  const outbox = () => {
    try {
      return readdirSync(config.email.outboxDir)
        .sort()
        .map((file) => readFileSync(path.join(config.email.outboxDir, file), 'utf8'));
    } catch {
      return [];
    }
  };
  return { app, client: testClient(app), auth, credits, chat, config, metrics, logLines: lines, outbox };
}

export const TEST_PASSWORD = 'correct horse battery staple';

/** Registers a user through the real sign-up endpoint and returns the session cookie for later requests. */
export async function signUp(
  app: ReturnType<typeof buildTestApp>['app'],
  email: string,
  name = 'Test Person',
): Promise<{ cookie: string; userId: string }> {
  const response = await app.request('/api/auth/sign-up/email', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: TEST_ORIGIN },
    body: JSON.stringify({ email, password: TEST_PASSWORD, name, gender: 'prefer_not_to_say' }),
  });
  if (response.status !== 200) throw new Error(`sign-up failed: ${response.status} ${await response.text()}`);
  const body = (await response.json()) as { user: { id: string } };
  return { cookie: cookieFrom(response), userId: body.user.id };
}

/** The Cookie header a browser would send after this response. */
export function cookieFrom(response: Response): string {
  return response.headers
    .getSetCookie()
    .map((header) => header.split(';')[0])
    .join('; ');
}
