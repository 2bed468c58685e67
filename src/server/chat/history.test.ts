import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChatMessage, ChatSessionState, SessionSummary } from '../../shared/schemas/chat.ts';
import type { Responder } from '../ai/types.ts';
import { readEvents } from '../test/sse.ts';
import { buildTestApp, signUp } from '../test/test-app.ts';
import { createTestDatabase, ENGINES, type TestDatabase } from '../test/test-database.ts';
import { snippetOf } from './history.service.ts';

const echo: Responder = {
  kind: 'model',
  async *reply(context) {
    yield `You said: ${context.message}`;
  },
};

describe.each(ENGINES)('chat history, favourites and search on %s', (engine) => {
  let database: TestDatabase;
  let harness: ReturnType<typeof buildTestApp>;
  let clock = Date.parse('2026-11-20T09:00:00.000Z');

  beforeAll(async () => {
    database = await createTestDatabase(engine);
    harness = buildTestApp(database, { responder: echo, now: () => clock });
  });
  afterAll(async () => {
    await harness.chat.drain();
    await database.destroy();
  });

  const call = async (cookie: string, method: string, path: string, body?: unknown) =>
    harness.app.request(path, {
      method,
      headers: { cookie, ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
  const json = async <T>(response: Response | Promise<Response>) => (await (await response).json()) as T;
  /** A conversation with the given user messages (each answered), in a new session. */
  const conversation = async (cookie: string, ...messages: string[]) => {
    clock += 60_000;
    const state = await json<ChatSessionState>(call(cookie, 'POST', '/api/chat/sessions'));
    const replies: ChatMessage[] = [];
    for (const content of messages) {
      clock += 1_000;
      const events = await readEvents(await call(cookie, 'POST', `/api/chat/sessions/${state.sessionId}/messages`, { content }));
      replies.push((events.find((event) => event.event === 'done')?.data as { assistantMessage: ChatMessage }).assistantMessage);
    }
    return { sessionId: state.sessionId as string, replies };
  };

  it('lists the conversations the user spoke in, most recent first, with title, count and preview', async () => {
    const { cookie } = await signUp(harness.app, `history-${engine}@example.com`);
    const first = await conversation(cookie, 'How do I pray for my mother?');
    const second = await conversation(cookie, 'Thank you for today', 'Amen');
    await json(call(cookie, 'POST', '/api/chat/sessions')); // a new, empty conversation is not history
    const page = await json<{ sessions: SessionSummary[]; nextCursor: string | null }>(call(cookie, 'GET', '/api/chat/sessions'));
    expect(page.sessions.map((session) => session.id)).toEqual([second.sessionId, first.sessionId]);
    expect(page.sessions[0]).toMatchObject({ title: 'Thank you for today', messageCount: 5, preview: 'You said: Amen' });
    expect(page.nextCursor).toBeNull();
  });

  it('pages through thousands of sessions without gaps or repeats', async () => {
    const { cookie, userId } = await signUp(harness.app, `many-${engine}@example.com`);
    const stamp = Date.parse('2026-01-01T00:00:00.000Z');
    const rows = Array.from({ length: 3000 }, (_, index) => ({
      user_id: userId,
      id: `session-${stamp + index}`,
      title: `Conversation ${index}`,
      preview: 'p',
      message_count: 2,
      created_at: new Date(stamp + index).toISOString(),
      // Groups of equal times, to exercise the tie-break on id.
      updated_at: new Date(stamp + Math.floor(index / 3) * 1000).toISOString(),
    }));
    for (let index = 0; index < rows.length; index += 500) await database.db.insertInto('chat_sessions').values(rows.slice(index, index + 500)).execute();
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const query: string = cursor ? `?limit=100&before=${cursor}` : '?limit=100';
      const page: { sessions: SessionSummary[]; nextCursor: string | null } = await json(call(cookie, 'GET', `/api/chat/sessions${query}`));
      seen.push(...page.sessions.map((session) => session.id));
      cursor = page.nextCursor;
    } while (cursor !== null);
    expect(seen).toHaveLength(3000);
    expect(new Set(seen).size).toBe(3000);
    expect(seen[0]).toBe(`session-${stamp + 2999}`);
  });

  it('renames, exports (Markdown and JSON) and deletes a session, reporting the messages removed', async () => {
    const { cookie, userId } = await signUp(harness.app, `manage-${engine}@example.com`);
    const { sessionId } = await conversation(cookie, 'Where do I start reading?');
    const renamed = await json<SessionSummary>(call(cookie, 'PATCH', `/api/chat/sessions/${sessionId}`, { title: '  Starting the Bible  ' }));
    expect(renamed.title).toBe('Starting the Bible');
    expect((await call(cookie, 'PATCH', `/api/chat/sessions/${sessionId}`, { title: '   ' })).status).toBe(400);

    const markdown = await call(cookie, 'GET', `/api/chat/sessions/${sessionId}/export?format=markdown`);
    expect(markdown.headers.get('content-disposition')).toMatch(/attachment; filename="faith-companion-\d{4}-\d{2}-\d{2}-starting-the-bible\.md"/);
    const text = await markdown.text();
    expect(text).toContain('# Starting the Bible');
    expect(text).toContain('**You**');
    expect(text).toContain('Where do I start reading?');
    const exported = await json<{ session: SessionSummary; messages: ChatMessage[] }>(call(cookie, 'GET', `/api/chat/sessions/${sessionId}/export?format=json`));
    expect(exported.messages.map((message) => message.sender)).toEqual(['assistant', 'user', 'assistant']);

    expect(await json(call(cookie, 'DELETE', `/api/chat/sessions/${sessionId}`))).toEqual({ deletedCount: 3 });
    expect(await json(call(cookie, 'DELETE', `/api/chat/sessions/${sessionId}`))).toEqual({ deletedCount: 0 });
    const left = await database.db.selectFrom('chat_messages').select('id').where('user_id', '=', userId).where('session_id', '=', sessionId).execute();
    expect(left).toHaveLength(0);
    const preferences = await database.db.selectFrom('user_preferences').select('current_session_id').where('user_id', '=', userId).executeTakeFirst();
    expect(preferences?.current_session_id).toBeNull();
  });

  it("deleting removes only the owner's messages; another user's session id answers 0 and stays whole", async () => {
    const { cookie: ruth } = await signUp(harness.app, `ruth-${engine}@example.com`);
    const { cookie: boaz, userId: boazId } = await signUp(harness.app, `boaz-${engine}@example.com`);
    const boazChat = await conversation(boaz, 'A field in Bethlehem');
    expect(await json(call(ruth, 'DELETE', `/api/chat/sessions/${boazChat.sessionId}`))).toEqual({ deletedCount: 0 });
    expect(await json(call(ruth, 'DELETE', '/api/chat/sessions', { confirm: 'DELETE' }))).toEqual({ deletedCount: 0 });
    const boazRows = await database.db.selectFrom('chat_messages').select('id').where('user_id', '=', boazId).execute();
    expect(boazRows).toHaveLength(3);
    expect((await call(ruth, 'GET', `/api/chat/sessions/${boazChat.sessionId}/export`)).status).toBe(404);
    expect((await call(ruth, 'PATCH', `/api/chat/sessions/${boazChat.sessionId}`, { title: 'mine now' })).status).toBe(404);
  });

  it('deletes all history only after the typed confirmation', async () => {
    const { cookie, userId } = await signUp(harness.app, `all-${engine}@example.com`);
    await conversation(cookie, 'one');
    await conversation(cookie, 'two');
    expect((await call(cookie, 'DELETE', '/api/chat/sessions', { confirm: 'yes' })).status).toBe(400);
    expect((await call(cookie, 'DELETE', '/api/chat/sessions', {})).status).toBe(400);
    expect(await json(call(cookie, 'DELETE', '/api/chat/sessions', { confirm: 'DELETE' }))).toEqual({ deletedCount: 6 });
    expect(await database.db.selectFrom('chat_sessions').select('id').where('user_id', '=', userId).execute()).toHaveLength(0);
  });

  it('lists favourites newest first and shows one with the conversation around it', async () => {
    const { cookie } = await signUp(harness.app, `favs-${engine}@example.com`);
    const { replies } = await conversation(cookie, 'first question', 'second question', 'third question');
    for (const reply of [replies[0], replies[2]]) await call(cookie, 'PATCH', `/api/chat/messages/${reply?.id}`, { isFavorite: true });
    const favourites = await json<{ favorites: Array<ChatMessage & { sessionTitle: string }> }>(call(cookie, 'GET', '/api/chat/favorites'));
    expect(favourites.favorites.map((message) => message.content)).toEqual(['You said: third question', 'You said: first question']);
    expect(favourites.favorites[0]?.sessionTitle).toBe('first question');
    const context = await json<{ message: ChatMessage; conversation: ChatMessage[]; sessionTitle: string }>(call(cookie, 'GET', `/api/chat/messages/${replies[0]?.id}/context`));
    expect(context.message.id).toBe(replies[0]?.id);
    expect(context.conversation.map((message) => message.content)).toContain('second question');
    const { cookie: stranger } = await signUp(harness.app, `stranger-${engine}@example.com`);
    expect((await call(stranger, 'GET', `/api/chat/messages/${replies[0]?.id}/context`)).status).toBe(404);
    expect((await json<{ favorites: unknown[] }>(call(stranger, 'GET', '/api/chat/favorites'))).favorites).toEqual([]);
  });

  it("searches only the user's own messages, case-insensitively, with % and _ taken literally", async () => {
    const { cookie } = await signUp(harness.app, `search-${engine}@example.com`);
    const { cookie: other } = await signUp(harness.app, `search-other-${engine}@example.com`);
    await conversation(cookie, 'Praying for PEACE in 100% of my days', 'snake_case is not a sin');
    await conversation(other, 'peace for the other user');
    const peace = await json<{ hits: Array<{ message: ChatMessage; snippet: string; sessionTitle: string }> }>(call(cookie, 'GET', '/api/chat/search?q=peace'));
    expect(peace.hits.map((hit) => hit.message.content)).toEqual(['You said: Praying for PEACE in 100% of my days', 'Praying for PEACE in 100% of my days']);
    expect(peace.hits[1]?.snippet).toBe('Praying for «PEACE» in 100% of my days');
    expect((await json<{ hits: unknown[] }>(call(cookie, 'GET', '/api/chat/search?q=100%25'))).hits).toHaveLength(2);
    expect((await json<{ hits: unknown[] }>(call(cookie, 'GET', '/api/chat/search?q=e_c'))).hits).toHaveLength(2);
    expect((await json<{ hits: unknown[] }>(call(cookie, 'GET', '/api/chat/search?q=%25%25%25'))).hits).toHaveLength(0);
    expect((await call(cookie, 'GET', '/api/chat/search?q=')).status).toBe(400);
  });

  it('folds case beyond ASCII: accented and Greek capitals match their small letters', async () => {
    const { cookie } = await signUp(harness.app, `search-unicode-${engine}@example.com`);
    await conversation(cookie, 'ÉTERNEL, tu es mon berger', 'ΘΕΟΣ ΑΓΑΠΗ ΕΣΤΙΝ');
    const found = async (q: string) =>
      (await json<{ hits: Array<{ message: ChatMessage }> }>(call(cookie, 'GET', `/api/chat/search?q=${encodeURIComponent(q)}`))).hits.map((hit) => hit.message.content);
    expect(await found('éternel')).toContain('ÉTERNEL, tu es mon berger');
    expect(await found('θεος αγαπη')).toContain('ΘΕΟΣ ΑΓΑΠΗ ΕΣΤΙΝ');
  });

  it('cuts a snippet around the first match', () => {
    expect(snippetOf(`${'a'.repeat(300)} grace ${'b'.repeat(300)}`, 'GRACE')).toMatch(/^…a+ «grace» b+…$/);
  });
});
