import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CHAT, CREDIT_MESSAGES } from '../../shared/messages.ts';
import type { ChatMessage, ChatSessionState } from '../../shared/schemas/chat.ts';
import type { ReplyContext, Responder } from '../ai/types.ts';
import { sumLedger } from '../credits/credits.repo.ts';
import { followEvents, readEvents, readEventsUntil, type ServerSentEvent } from '../test/sse.ts';
import { buildTestApp, signUp } from '../test/test-app.ts';
import { createTestDatabase, ENGINES, type TestDatabase } from '../test/test-database.ts';

/** A responder the test scripts: its chunks, a pause between them, a failure after some. */
class ScriptedResponder implements Responder {
  readonly kind = 'model' as const;
  chunks = ['The Lord ', 'is my ', 'shepherd; ', 'I shall ', 'not want ', '(Psalm 23:1).'];
  delayMs = 0;
  failAfter: number | null = null;
  contexts: ReplyContext[] = [];

  async *reply(context: ReplyContext, signal: AbortSignal): AsyncIterable<string> {
    this.contexts.push(context);
    for (const [index, chunk] of this.chunks.entries()) {
      if (signal.aborted) return;
      if (this.failAfter !== null && index >= this.failAfter) throw new Error('model went away');
      if (this.delayMs > 0) await new Promise((resolve) => setTimeout(resolve, this.delayMs));
      yield chunk;
    }
  }
}

function controlledClock(startIso: string) {
  let current = Date.parse(startIso);
  return {
    now: () => current,
    set: (iso: string) => {
      current = Date.parse(iso);
    },
  };
}

describe.each(ENGINES)('chat on %s', (engine) => {
  let database: TestDatabase;
  let harness: ReturnType<typeof buildTestApp>;
  const responder = new ScriptedResponder();
  const clock = controlledClock('2026-11-22T10:00:00.000Z');

  beforeAll(async () => {
    database = await createTestDatabase(engine);
    harness = buildTestApp(database, { now: clock.now, responder, flushEveryMs: 0 });
  });
  afterAll(async () => {
    await harness.chat.drain();
    await database.destroy();
  });
  beforeEach(() => {
    responder.chunks = ['The Lord ', 'is my ', 'shepherd; ', 'I shall ', 'not want ', '(Psalm 23:1).'];
    responder.delayMs = 0;
    responder.failAfter = null;
    clock.set('2026-11-22T10:00:00.000Z');
  });

  const call = (cookie: string, method: string, path: string, body?: unknown, headers: Record<string, string> = {}) =>
    harness.app.request(path, {
      method,
      headers: { cookie, ...(body === undefined ? {} : { 'Content-Type': 'application/json' }), ...headers },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
  const init = async (cookie: string, headers: Record<string, string> = {}) => {
    const response = await call(cookie, 'POST', '/api/chat/init', undefined, headers);
    expect(response.status).toBe(200);
    return (await response.json()) as ChatSessionState;
  };
  const send = (cookie: string, sessionId: string, content: string, extra: Record<string, unknown> = {}) =>
    call(cookie, 'POST', `/api/chat/sessions/${sessionId}/messages`, { content, ...extra });
  const doneOf = (events: ServerSentEvent[]) => events.find((event) => event.event === 'done')?.data as { assistantMessage: ChatMessage; balance: { freeCredits: number; totalCredits: number } };
  const storedMessages = (userId: string) =>
    database.db.selectFrom('chat_messages').select(['id', 'session_id', 'sender', 'content', 'pending', 'responder', 'stopped']).where('user_id', '=', userId).orderBy('id').execute();
  const currentSession = async (userId: string) =>
    (await database.db.selectFrom('user_preferences').select('current_session_id').where('user_id', '=', userId).executeTakeFirst())?.current_session_id ?? null;
  const credits = (userId: string) => database.db.selectFrom('user_credits').select(['free_credits', 'total_credits']).where('user_id', '=', userId).executeTakeFirstOrThrow();

  describe('initialisation', () => {
    it('without a current session: creates one, makes it current, and saves the welcome message', async () => {
      const { cookie, userId } = await signUp(harness.app, `init-new-${engine}@example.com`);
      const state = await init(cookie);
      expect(state.sessionId).toBe(`session-${Date.parse('2026-11-22T10:00:00.000Z')}`);
      expect(state.rolledOver).toBe(false);
      expect(state.messages).toHaveLength(1);
      expect(state.messages[0]).toMatchObject({ sender: 'assistant', content: CHAT.welcome('Faith Companion'), responder: 'welcome' });
      expect(await currentSession(userId)).toBe(state.sessionId);
      expect(await storedMessages(userId)).toHaveLength(1);
    });

    it('with a current session: loads its messages as they are, on the same day', async () => {
      const { cookie } = await signUp(harness.app, `init-same-${engine}@example.com`);
      const first = await init(cookie);
      await readEvents(await send(cookie, first.sessionId as string, 'Good morning'));
      clock.set('2026-11-22T22:00:00.000Z');
      const again = await init(cookie);
      expect(again.sessionId).toBe(first.sessionId);
      expect(again.messages.map((message) => message.sender)).toEqual(['assistant', 'user', 'assistant']);
    });

    it('rolls over to a new session when the last message is from an earlier day and the user has spoken', async () => {
      const { cookie, userId } = await signUp(harness.app, `init-roll-${engine}@example.com`);
      const first = await init(cookie);
      await readEvents(await send(cookie, first.sessionId as string, 'Pray for my exam'));
      clock.set('2026-11-23T08:00:00.000Z');
      const next = await init(cookie);
      expect(next.rolledOver).toBe(true);
      expect(next.sessionId).not.toBe(first.sessionId);
      expect(next.messages).toMatchObject([{ content: CHAT.welcome('Faith Companion') }]);
      expect(await currentSession(userId)).toBe(next.sessionId);
      // The old conversation is kept as history.
      expect((await storedMessages(userId)).filter((message) => message.session_id === first.sessionId)).toHaveLength(3);
    });

    it("uses the user's own calendar day for the rollover", async () => {
      const { cookie } = await signUp(harness.app, `init-zone-${engine}@example.com`);
      const zone = { 'X-Time-Zone': 'America/Los_Angeles' };
      clock.set('2026-11-22T20:00:00.000Z'); // noon in Los Angeles
      const first = await init(cookie, zone);
      await readEvents(await send(cookie, first.sessionId as string, 'Hello'));
      clock.set('2026-11-23T07:00:00.000Z'); // 23:00 the same day in Los Angeles, the next day in UTC
      expect((await init(cookie, zone)).rolledOver).toBe(false);
      clock.set('2026-11-23T08:30:00.000Z'); // 00:30 the next day in Los Angeles
      expect((await init(cookie, zone)).rolledOver).toBe(true);
    });

    it('does not roll over a conversation in which the user has not spoken', async () => {
      const { cookie } = await signUp(harness.app, `init-quiet-${engine}@example.com`);
      const first = await init(cookie);
      clock.set('2026-11-25T08:00:00.000Z');
      const again = await init(cookie);
      expect(again).toMatchObject({ sessionId: first.sessionId, rolledOver: false });
      expect(again.messages).toHaveLength(1);
    });

    it('saves a welcome message in a current session that has no messages (and keeps it current)', async () => {
      const { cookie, userId } = await signUp(harness.app, `init-empty-${engine}@example.com`);
      await call(cookie, 'PATCH', '/api/preferences', { currentSessionId: 'session-1763800000000' });
      const state = await init(cookie);
      expect(state.sessionId).toBe('session-1763800000000');
      expect(state.messages).toMatchObject([{ sender: 'assistant', responder: 'welcome' }]);
      expect(await storedMessages(userId)).toHaveLength(1);
    });

    it('answers 401 to a visitor who is not signed in', async () => {
      expect((await harness.app.request('/api/chat/init', { method: 'POST' })).status).toBe(401);
    });
  });

  describe('new chat', () => {
    it('makes the old conversation history and starts a current one with its welcome', async () => {
      const { cookie, userId } = await signUp(harness.app, `newchat-${engine}@example.com`);
      const first = await init(cookie);
      await readEvents(await send(cookie, first.sessionId as string, 'Tell me about grace'));
      clock.set('2026-11-22T10:05:00.000Z');
      const response = await call(cookie, 'POST', '/api/chat/sessions');
      const fresh = (await response.json()) as ChatSessionState;
      expect(fresh.sessionId).not.toBe(first.sessionId);
      expect(fresh.messages).toHaveLength(1);
      expect(await currentSession(userId)).toBe(fresh.sessionId);
      const sessions = await database.db.selectFrom('chat_sessions').select(['id', 'title', 'message_count']).where('user_id', '=', userId).orderBy('id').execute();
      expect(sessions).toEqual([
        { id: first.sessionId, title: 'Tell me about grace', message_count: 3 },
        { id: fresh.sessionId, title: null, message_count: 1 },
      ]);
    });

    it('continues a past session, which becomes current', async () => {
      const { cookie, userId } = await signUp(harness.app, `continue-${engine}@example.com`);
      const first = await init(cookie);
      clock.set('2026-11-22T10:05:00.000Z');
      await call(cookie, 'POST', '/api/chat/sessions');
      const response = await call(cookie, 'POST', `/api/chat/sessions/${first.sessionId}/continue`);
      expect(response.status).toBe(200);
      expect(await currentSession(userId)).toBe(first.sessionId);
    });
  });

  describe('sending', () => {
    it('spends the credit, stores the message, streams the reply, stores it and returns the stored ids, in that order', async () => {
      const { cookie, userId } = await signUp(harness.app, `send-${engine}@example.com`);
      const { sessionId } = await init(cookie);
      const response = await send(cookie, sessionId as string, '  The Lord is my shepherd?  ', { translation: 'kjv' });
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toContain('text/event-stream');
      const events = await readEvents(response);
      expect(events.map((event) => event.event)).toEqual(['start', 'token', 'token', 'token', 'token', 'token', 'token', 'done']);
      const start = events[0]?.data as { userMessage: ChatMessage; generationId: string };
      expect(start.userMessage).toMatchObject({ content: 'The Lord is my shepherd?', sender: 'user' });
      const done = doneOf(events);
      expect(done.assistantMessage).toMatchObject({
        id: start.generationId,
        content: 'The Lord is my shepherd; I shall not want (Psalm 23:1).',
        responder: 'model',
        stopped: false,
      });
      expect(done.assistantMessage.references).toMatchObject([{ text: 'Psalm 23:1', valid: true, osis: 'Ps.23.1', translationId: 'kjv' }]);
      expect(done.balance).toMatchObject({ freeCredits: 1, totalCredits: 20 });
      const stored = await storedMessages(userId);
      expect(stored.map((message) => [message.id, message.sender])).toEqual([
        [expect.any(String), 'assistant'],
        [start.userMessage.id, 'user'],
        [start.generationId, 'assistant'],
      ]);
      expect(stored[2]).toMatchObject({ content: done.assistantMessage.content, responder: 'model' });
      expect(Boolean(stored[2]?.pending)).toBe(false);
      const ledger = await database.db.selectFrom('credit_ledger').select(['kind', 'reference']).where('user_id', '=', userId).orderBy('id').execute();
      expect(ledger).toEqual([
        { kind: 'grant', reference: null },
        { kind: 'spend', reference: start.userMessage.id },
      ]);
    });

    it('gives the responder the last 25 messages with their roles, and the message itself', async () => {
      const { cookie } = await signUp(harness.app, `history-${engine}@example.com`, 'Hannah Smith');
      const { sessionId } = await init(cookie);
      for (let index = 0; index < 14; index += 1) await readEvents(await send(cookie, sessionId as string, `message ${index}`));
      responder.contexts = [];
      await readEvents(await send(cookie, sessionId as string, 'the last one'));
      const context = responder.contexts[0] as ReplyContext;
      expect(context.message).toBe('the last one');
      expect(context.userName).toBe('Hannah');
      expect(context.history).toHaveLength(25);
      expect(context.history[0]).toEqual({ role: 'assistant', content: 'The Lord is my shepherd; I shall not want (Psalm 23:1).' });
      expect(context.history.at(-2)).toEqual({ role: 'user', content: 'message 13' });
      expect(context.history.at(-1)?.role).toBe('assistant');
    });

    it('refuses blank input and unknown sessions without spending or storing anything', async () => {
      const { cookie, userId } = await signUp(harness.app, `blank-${engine}@example.com`);
      const { sessionId } = await init(cookie);
      expect((await send(cookie, sessionId as string, '   \n ')).status).toBe(400);
      expect((await send(cookie, 'session-1000000000000', 'hello')).status).toBe(404);
      expect(await storedMessages(userId)).toHaveLength(1);
      expect(await credits(userId)).toEqual({ free_credits: 2, total_credits: 20 });
    });

    it('cuts a message to 1000 characters', async () => {
      const { cookie } = await signUp(harness.app, `long-${engine}@example.com`);
      const { sessionId } = await init(cookie);
      const events = await readEvents(await send(cookie, sessionId as string, `${'é'.repeat(1200)}`));
      expect((events[0]?.data as { userMessage: ChatMessage }).userMessage.content).toHaveLength(1000);
    });

    it("refuses with the spec's message when free and total credits are both used up, storing nothing", async () => {
      const { cookie, userId } = await signUp(harness.app, `broke-${engine}@example.com`);
      const { sessionId } = await init(cookie);
      await harness.credits.adminGrant(userId, -20);
      await readEvents(await send(cookie, sessionId as string, 'one'));
      await readEvents(await send(cookie, sessionId as string, 'two'));
      const refused = await send(cookie, sessionId as string, 'three');
      expect(refused.status).toBe(402);
      expect(await refused.json()).toEqual({ error: { code: 'insufficient_credits', message: CREDIT_MESSAGES.insufficient } });
      expect((await storedMessages(userId)).map((message) => message.content)).not.toContain('three');
      expect(await credits(userId)).toEqual({ free_credits: 0, total_credits: 0 });
    });

    it('a failing model ends in the fallback reply (Proverbs 16:9) and the credit comes back', async () => {
      const { cookie, userId } = await signUp(harness.app, `fail-${engine}@example.com`);
      const { sessionId } = await init(cookie);
      responder.failAfter = 2;
      const done = doneOf(await readEvents(await send(cookie, sessionId as string, 'Are you there?', { translation: 'kjv' })));
      expect(done.assistantMessage.responder).toBe('fallback');
      expect(done.assistantMessage.content).toContain('Proverbs 16:9');
      expect(done.assistantMessage.content).toContain('the LORD directeth his steps');
      expect(done.assistantMessage.references).toMatchObject([{ osis: 'Prov.16.9', valid: true }]);
      expect(await credits(userId)).toEqual({ free_credits: 2, total_credits: 20 });
      const kinds = (await database.db.selectFrom('credit_ledger').select('kind').where('user_id', '=', userId).orderBy('id').execute()).map((row) => row.kind);
      expect(kinds).toEqual(['grant', 'spend', 'refund']);
    });

    it('a client that goes away mid-reply loses nothing: the reply is stored whole', async () => {
      const { cookie, userId } = await signUp(harness.app, `gone-${engine}@example.com`);
      const { sessionId } = await init(cookie);
      responder.delayMs = 15;
      const seen = await readEventsUntil(await send(cookie, sessionId as string, 'Shepherd?'), (event) => event.event === 'token');
      const generationId = (seen[0]?.data as { generationId: string }).generationId;
      await harness.chat.drain();
      const stored = (await storedMessages(userId)).find((message) => message.id === generationId);
      expect(stored).toMatchObject({ content: 'The Lord is my shepherd; I shall not want (Psalm 23:1).', responder: 'model' });
      expect(Boolean(stored?.pending)).toBe(false);
      const state = await init(cookie);
      expect(state.messages.at(-1)?.content).toBe('The Lord is my shepherd; I shall not want (Psalm 23:1).');
    });

    it('stop ends the reply and keeps what was written', async () => {
      const { cookie, userId } = await signUp(harness.app, `stop-${engine}@example.com`);
      const { sessionId } = await init(cookie);
      responder.delayMs = 30;
      let generationId = '';
      let stopStatus = 0;
      const events = await followEvents(await send(cookie, sessionId as string, 'Shepherd?'), async (event) => {
        if (event.event === 'start') generationId = (event.data as { generationId: string }).generationId;
        if (event.event === 'token' && stopStatus === 0) stopStatus = (await call(cookie, 'POST', `/api/chat/generations/${generationId}/stop`)).status;
      });
      expect(stopStatus).toBe(204);
      const done = doneOf(events);
      expect(done.assistantMessage.stopped).toBe(true);
      expect(done.assistantMessage.content.length).toBeGreaterThan(0);
      expect(done.assistantMessage.content).not.toBe('The Lord is my shepherd; I shall not want (Psalm 23:1).');
      expect((await storedMessages(userId)).at(-1)).toMatchObject({ id: generationId, content: done.assistantMessage.content });
      // Stopping spends the credit: the reply was given.
      expect(await credits(userId)).toEqual({ free_credits: 1, total_credits: 20 });
    });

    it('two tabs sending at once each spend one credit and both replies are stored, each after its message', async () => {
      const { cookie, userId } = await signUp(harness.app, `tabs-${engine}@example.com`);
      const { sessionId } = await init(cookie);
      responder.delayMs = 5;
      const [first, second] = await Promise.all([send(cookie, sessionId as string, 'from tab one'), send(cookie, sessionId as string, 'from tab two')]);
      const [firstEvents, secondEvents] = await Promise.all([readEvents(first as Response), readEvents(second as Response)]);
      expect(doneOf(firstEvents).assistantMessage.content).toContain('shepherd');
      expect(doneOf(secondEvents).assistantMessage.content).toContain('shepherd');
      expect(await credits(userId)).toEqual({ free_credits: 0, total_credits: 20 });
      const stored = await storedMessages(userId);
      // Which tab's message is stored first depends on timing; each reply must follow its own message.
      expect(stored.filter((message) => message.sender === 'user').map((message) => message.content).sort()).toEqual(['from tab one', 'from tab two']);
      for (const events of [firstEvents, secondEvents]) {
        const start = events[0]?.data as { userMessage: ChatMessage; generationId: string };
        expect(stored.findIndex((message) => message.id === start.generationId)).toBeGreaterThan(stored.findIndex((message) => message.id === start.userMessage.id));
      }
      const row = await credits(userId);
      expect(await sumLedger(database.db, userId)).toEqual({ free: row.free_credits, total: row.total_credits });
    });

    it('100 parallel sends on a balance of 5: exactly 5 are answered and the balance ends at 0', async () => {
      const { cookie, userId } = await signUp(harness.app, `flood-${engine}@example.com`);
      const { sessionId } = await init(cookie);
      await harness.credits.spend(userId);
      await harness.credits.spend(userId);
      await harness.credits.adminGrant(userId, -15);
      const responses = await Promise.all(Array.from({ length: 100 }, (_, index) => send(cookie, sessionId as string, `flood ${index}`)));
      expect(responses.filter((response) => response.status === 200)).toHaveLength(5);
      expect(responses.filter((response) => response.status === 402)).toHaveLength(95);
      await Promise.all(responses.filter((response) => response.status === 200).map((response) => readEvents(response)));
      expect(await credits(userId)).toEqual({ free_credits: 0, total_credits: 0 });
      expect((await storedMessages(userId)).filter((message) => message.sender === 'user')).toHaveLength(5);
    });

    it('regenerates the last reply, spending a credit, and edits the last user message', async () => {
      const { cookie, userId } = await signUp(harness.app, `regen-${engine}@example.com`);
      const { sessionId } = await init(cookie);
      const sent = await readEvents(await send(cookie, sessionId as string, 'first try'));
      responder.chunks = ['A new ', 'answer.'];
      const regenerated = doneOf(await readEvents(await call(cookie, 'POST', `/api/chat/sessions/${sessionId}/regenerate`, {})));
      expect(regenerated.assistantMessage.content).toBe('A new answer.');
      expect((await storedMessages(userId)).map((message) => message.content)).toEqual([CHAT.welcome('Faith Companion'), 'first try', 'A new answer.']);
      expect(await credits(userId)).toEqual({ free_credits: 0, total_credits: 20 });

      const userMessageId = (sent[0]?.data as { userMessage: ChatMessage }).userMessage.id;
      responder.chunks = ['Edited ', 'reply.'];
      const edited = await readEvents(await send(cookie, sessionId as string, 'second try', { replaces: userMessageId }));
      expect(doneOf(edited).assistantMessage.content).toBe('Edited reply.');
      expect((await storedMessages(userId)).map((message) => message.content)).toEqual([CHAT.welcome('Faith Companion'), 'second try', 'Edited reply.']);
      expect((await send(cookie, sessionId as string, 'third', { replaces: 'not-the-last' })).status).toBe(409);
    });
  });

  describe('favourites', () => {
    it('marks and unmarks a message as a favourite, only for its owner', async () => {
      const { cookie, userId } = await signUp(harness.app, `fav-${engine}@example.com`);
      const { cookie: other } = await signUp(harness.app, `fav-other-${engine}@example.com`);
      const { sessionId } = await init(cookie);
      const reply = doneOf(await readEvents(await send(cookie, sessionId as string, 'Bless me'))).assistantMessage;
      const marked = await call(cookie, 'PATCH', `/api/chat/messages/${reply.id}`, { isFavorite: true });
      expect(await marked.json()).toMatchObject({ id: reply.id, isFavorite: true });
      expect((await call(other, 'PATCH', `/api/chat/messages/${reply.id}`, { isFavorite: false })).status).toBe(404);
      const row = await database.db.selectFrom('chat_messages').select('is_favorite').where('id', '=', reply.id).executeTakeFirstOrThrow();
      expect(Boolean(row.is_favorite)).toBe(true);
      await call(cookie, 'PATCH', `/api/chat/messages/${reply.id}`, { isFavorite: false });
      expect(await storedMessages(userId)).toHaveLength(3);
    });
  });
});
