import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isolationCases, type Requester } from './isolation-cases.ts';
import { buildTestApp, signUp } from './test-app.ts';
import { createTestDatabase, ENGINES, type TestDatabase } from './test-database.ts';

describe.each(ENGINES)('no user reaches another user’s rows, on %s', (engine) => {
  let database: TestDatabase;
  let asA: Requester;
  let asB: Requester;
  let drain: () => Promise<void> = async () => {};

  beforeAll(async () => {
    database = await createTestDatabase(engine);
    const harness = buildTestApp(database);
    const { app, credits } = harness;
    drain = () => harness.chat.drain();
    await credits.seedGiftCodes([{ code: 'ISOLATE', credits: 7 }]);
    const requester =
      (cookie: string): Requester =>
      async (method, path, body) =>
        app.request(path, {
          method,
          headers: { cookie, ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
          ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        });
    asA = requester((await signUp(app, 'isolation-a@example.com', 'Abigail')).cookie);
    asB = requester((await signUp(app, 'isolation-b@example.com', 'Bathsheba')).cookie);
  });
  afterAll(async () => {
    await drain();
    await database.destroy();
  });

  it.each(isolationCases.map((isolationCase) => [isolationCase.name, isolationCase] as const))('%s', async (_name, isolationCase) => {
    const seed = await isolationCase.seed(asA);
    const before = await isolationCase.snapshot(asA, seed);
    const response = await isolationCase.attempt(asB, seed);
    expect(isolationCase.allowedStatus).toContain(response.status);
    const answer = await response.text();
    for (const secret of isolationCase.secrets(seed)) expect(answer).not.toContain(secret);
    expect(await isolationCase.snapshot(asA, seed)).toEqual(before);
  });
});
