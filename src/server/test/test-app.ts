import { Writable } from 'node:stream';
import { pino } from 'pino';
import { testClient } from 'hono/testing';
import { createApp } from '../app.ts';
import { createAuth } from '../auth/auth.ts';
import type { Logger } from '../infra/logger.ts';
import type { TestDatabase } from './test-database.ts';

export const TEST_ORIGIN = 'http://localhost:3000';

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

/** The whole HTTP app on a test database, as the server builds it, without the web client. */
export function buildTestApp(database: TestDatabase) {
  const { logger, lines } = capturingLogger();
  const config = {
    appName: 'Faith Companion',
    env: 'test' as const,
    staticDir: '/nonexistent',
    publicUrl: TEST_ORIGIN,
    authSecret: 'test-secret-test-secret-test-secret-0123',
  };
  const auth = createAuth({ config, db: database.db, engine: database.engine });
  const app = createApp({ config, database, auth, logger, serveClient: false });
  return { app, client: testClient(app), auth, logLines: lines };
}

/** Registers a user through the real sign-up endpoint and returns the session cookie for later requests. */
export async function signUp(
  app: ReturnType<typeof buildTestApp>['app'],
  email: string,
  name = 'Test Person',
): Promise<{ cookie: string; userId: string }> {
  const response = await app.request('/api/auth/sign-up/email', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: TEST_ORIGIN },
    body: JSON.stringify({ email, password: 'correct horse battery staple', name }),
  });
  if (response.status !== 200) throw new Error(`sign-up failed: ${response.status} ${await response.text()}`);
  const cookie = response.headers
    .getSetCookie()
    .map((header) => header.split(';')[0])
    .join('; ');
  const body = (await response.json()) as { user: { id: string } };
  return { cookie, userId: body.user.id };
}
