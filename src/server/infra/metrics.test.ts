import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Responder } from '../ai/types.ts';
import { readEvents } from '../test/sse.ts';
import { buildTestApp, signUp } from '../test/test-app.ts';
import { createTestDatabase, type TestDatabase } from '../test/test-database.ts';
import { mayReadMetrics } from './metrics.ts';

/** A model that cites one real verse and one that does not exist. */
const citing: Responder = {
  kind: 'model',
  async *reply() {
    yield 'Be still (Psalm 46:10), and remember Hezekiah 3:16.';
  },
};

/** A model that fails at once. */
const failing: Responder = {
  kind: 'model',
  // eslint-disable-next-line require-yield -- it fails before writing anything
  async *reply() {
    throw new Error('connection refused');
  },
};

function sample(text: string, name: string): number {
  const line = text.split('\n').find((candidate) => candidate.startsWith(name + ' ') || candidate.startsWith(name + '{'));
  return line ? Number(line.slice(line.lastIndexOf(' ') + 1)) : Number.NaN;
}

describe('/metrics', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase('sqlite');
  });
  afterAll(async () => {
    await database.destroy();
  });

  async function sendOne(harness: ReturnType<typeof buildTestApp>, email: string) {
    const { cookie } = await signUp(harness.app, email);
    const init = (await (await harness.app.request('/api/chat/init', { method: 'POST', headers: { cookie } })).json()) as { sessionId: string };
    const response = await harness.app.request(`/api/chat/sessions/${init.sessionId}/messages`, {
      method: 'POST',
      headers: { cookie, 'Content-Type': 'application/json' },
      body: JSON.stringify({ content: 'Where do I find rest?', translation: 'kjv' }),
    });
    await readEvents(response);
    await harness.chat.drain();
  }

  it('counts invalid references, stored replies and requests by route pattern', async () => {
    const harness = buildTestApp(database, { responder: citing });
    await sendOne(harness, 'metrics-citing@example.com');
    await harness.app.request('/api/bible/translations');

    const response = await harness.app.request('/metrics');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/plain');
    const text = await response.text();
    expect(sample(text, 'ai_invalid_references_total')).toBe(1);
    expect(sample(text, 'ai_reply_failures_total')).toBe(0);
    expect(text).toContain('chat_replies_total{responder="model",outcome="complete"} 1');
    // The session id is not in the label: the route pattern is.
    expect(text).toMatch(/http_requests_total\{method="POST",route="\/api\/chat\/sessions\/:sessionId\/messages",status="200"\} 1/);
    expect(text).not.toMatch(/route="[^"]*session-\d+/);
  });

  it('counts a failed model reply (the fallback and refund are the chat tests’ concern)', async () => {
    const harness = buildTestApp(database, { responder: failing });
    await sendOne(harness, 'metrics-failing@example.com');
    const text = await (await harness.app.request('/metrics')).text();
    expect(sample(text, 'ai_reply_failures_total')).toBe(1);
    expect(text).toContain('chat_replies_total{responder="fallback",outcome="complete"} 1');
  });

  it('asks for the token when one is configured', async () => {
    const harness = buildTestApp(database, { environment: { METRICS_TOKEN: 'a-long-scrape-token-123' } });
    expect((await harness.app.request('/metrics')).status).toBe(403);
    expect((await harness.app.request('/metrics', { headers: { Authorization: 'Bearer wrong-token-wrong-token' } })).status).toBe(403);
    expect((await harness.app.request('/metrics', { headers: { Authorization: 'Bearer a-long-scrape-token-123' } })).status).toBe(200);
  });
});

describe('who may read the metrics', () => {
  it('without a token: the machine itself only', () => {
    expect(mayReadMetrics({ token: undefined, authorization: undefined, address: '127.0.0.1' })).toBe(true);
    expect(mayReadMetrics({ token: undefined, authorization: undefined, address: '::1' })).toBe(true);
    expect(mayReadMetrics({ token: undefined, authorization: undefined, address: '203.0.113.9' })).toBe(false);
  });
  it('with a token: the bearer, from anywhere', () => {
    expect(mayReadMetrics({ token: 'secret-secret-secret', authorization: 'Bearer secret-secret-secret', address: '203.0.113.9' })).toBe(true);
    expect(mayReadMetrics({ token: 'secret-secret-secret', authorization: 'Bearer secret', address: '127.0.0.1' })).toBe(false);
    expect(mayReadMetrics({ token: 'secret-secret-secret', authorization: undefined, address: '127.0.0.1' })).toBe(false);
  });
});
