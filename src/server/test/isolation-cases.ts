/**
 * The isolation harness (DESIGN.md section 7: zero cross-user reads or writes). Every endpoint
 * that reads or writes a user's rows adds a case here: user A creates data, user B tries to read,
 * change or delete it, and A's data must look exactly the same afterwards, with none of it in B's
 * answer. isolation.test.ts runs every case on SQLite and PostgreSQL.
 */

export type Requester = (method: string, path: string, body?: unknown) => Promise<Response>;

/** What a seed step hands to the attempt: ids and values of A's rows, by name. */
export type Seed = Record<string, string>;

export interface IsolationCase {
  name: string;
  /** Creates user A's rows through the API (as A) and returns what the attempt needs, e.g. ids. */
  seed: (asA: Requester) => Promise<Seed>;
  /** User B's attempt on A's rows. */
  attempt: (asB: Requester, seed: Seed) => Promise<Response>;
  /** Status codes B may get: 404 for another user's id in a path, 200/400 for own-row endpoints. */
  allowedStatus: number[];
  /** A's view of the rows, read as A; compared before and after the attempt. */
  snapshot: (asA: Requester, seed: Seed) => Promise<unknown>;
  /** Strings from A's data that must never appear in B's answer. */
  secrets: (seed: Seed) => string[];
}

const json = async (response: Response) => response.json() as Promise<unknown>;

export const isolationCases: IsolationCase[] = [
  {
    name: 'GET /api/preferences shows only your own',
    seed: async (asA) => {
      await asA('PATCH', '/api/preferences', { bubbleColors: { user: '#a1a2a3', bot: '#b1b2b3' }, currentSessionId: 'session-1700000000001' });
      return {};
    },
    attempt: (asB) => asB('GET', '/api/preferences'),
    allowedStatus: [200],
    snapshot: async (asA) => json(await asA('GET', '/api/preferences')),
    secrets: () => ['#a1a2a3', 'session-1700000000001'],
  },
  {
    name: "PATCH /api/preferences cannot reach another user's row, even naming it",
    seed: async (asA) => {
      await asA('PATCH', '/api/preferences', { theme: 'dark' });
      return {};
    },
    attempt: async (asB) => {
      const me = (await json(await asB('GET', '/api/profile'))) as { id: string };
      return asB('PATCH', '/api/preferences', { theme: 'light', userId: `${me.id}-not-mine`, user_id: 'x' });
    },
    allowedStatus: [400],
    snapshot: async (asA) => json(await asA('GET', '/api/preferences')),
    secrets: () => [],
  },
  {
    name: 'GET /api/profile shows only your own',
    seed: async () => ({}),
    attempt: (asB) => asB('GET', '/api/profile'),
    allowedStatus: [200],
    snapshot: async (asA) => json(await asA('GET', '/api/profile')),
    secrets: () => ['isolation-a@example.com', 'Abigail'],
  },
  {
    name: 'PATCH /api/profile and the disclaimer change only your own',
    seed: async () => ({}),
    attempt: async (asB) => {
      await asB('POST', '/api/profile/disclaimer');
      return asB('PATCH', '/api/profile', { name: 'Changed By B' });
    },
    allowedStatus: [200],
    snapshot: async (asA) => json(await asA('GET', '/api/profile')),
    secrets: () => ['isolation-a@example.com'],
  },
  {
    name: "DELETE /api/bible/bookmarks/:id cannot remove another user's bookmark",
    seed: async (asA) => {
      const created = (await json(await asA('POST', '/api/bible/bookmarks', { reference: 'Ruth.1.16' }))) as { id: string };
      return { id: created.id };
    },
    attempt: (asB, seed) => asB('DELETE', `/api/bible/bookmarks/${seed.id}`),
    allowedStatus: [404],
    snapshot: async (asA) => json(await asA('GET', '/api/bible/bookmarks')),
    secrets: () => [],
  },
  {
    name: "GET /api/bible/bookmarks never lists another user's bookmarks",
    seed: async (asA) => {
      await asA('POST', '/api/bible/bookmarks', { reference: 'Esth.4.14' });
      return {};
    },
    attempt: (asB) => asB('GET', '/api/bible/bookmarks'),
    allowedStatus: [200],
    snapshot: async (asA) => json(await asA('GET', '/api/bible/bookmarks')),
    secrets: () => ['Esth.4.14', 'Ruth.1.16'],
  },
  {
    name: "DELETE /api/bible/favorite-verses/:id cannot remove another user's favourite",
    seed: async (asA) => {
      const created = (await json(await asA('POST', '/api/bible/favorite-verses', { reference: 'Mic.6.8', translation: 'kjv' }))) as { id: string };
      return { id: created.id };
    },
    attempt: (asB, seed) => asB('DELETE', `/api/bible/favorite-verses/${seed.id}`),
    allowedStatus: [404],
    snapshot: async (asA) => json(await asA('GET', '/api/bible/favorite-verses')),
    secrets: () => [],
  },
  {
    name: "GET /api/bible/favorite-verses never lists another user's favourites",
    seed: async () => ({}),
    attempt: (asB) => asB('GET', '/api/bible/favorite-verses'),
    allowedStatus: [200],
    snapshot: async (asA) => json(await asA('GET', '/api/bible/favorite-verses')),
    secrets: () => ['Mic.6.8', 'walk humbly'],
  },
  {
    name: 'The reading position is per user',
    seed: async (asA) => {
      await asA('PUT', '/api/bible/progress', { translation: 'ylt', book: 8, chapter: 1, verse: 16 });
      return {};
    },
    attempt: async (asB) => {
      await asB('PUT', '/api/bible/progress', { translation: 'kjv', book: 1, chapter: 1, verse: null });
      return asB('GET', '/api/bible/progress');
    },
    allowedStatus: [200],
    snapshot: async (asA) => json(await asA('GET', '/api/bible/progress')),
    secrets: () => ['ylt'],
  },
  {
    name: 'GET /api/credits shows only your own balance',
    seed: async (asA) => {
      await asA('POST', '/api/credits/gift-codes/redeem', { code: 'isolate' });
      return {};
    },
    attempt: (asB) => asB('GET', '/api/credits'),
    allowedStatus: [200],
    snapshot: async (asA) => json(await asA('GET', '/api/credits')),
    secrets: () => ['"totalCredits":27'],
  },
  {
    name: "GET /api/credits/activity never lists another user's ledger",
    seed: async () => ({}),
    attempt: (asB) => asB('GET', '/api/credits/activity'),
    allowedStatus: [200],
    snapshot: async (asA) => json(await asA('GET', '/api/credits/activity')),
    secrets: () => ['ISOLATE', 'gift'],
  },
  {
    name: "POST /api/credits/ad-views/:id/claim cannot claim another user's ad view",
    seed: async (asA) => {
      const view = (await json(await asA('POST', '/api/credits/ad-views'))) as { viewId: string };
      return { viewId: view.viewId };
    },
    attempt: (asB, seed) => asB('POST', `/api/credits/ad-views/${seed.viewId}/claim`),
    allowedStatus: [404],
    snapshot: async (asA) => json(await asA('GET', '/api/credits')),
    secrets: () => [],
  },
  {
    name: 'Redeeming a code another user redeemed changes only your own balance',
    seed: async () => ({}),
    attempt: (asB) => asB('POST', '/api/credits/gift-codes/redeem', { code: 'ISOLATE' }),
    allowedStatus: [200],
    snapshot: async (asA) => [await json(await asA('GET', '/api/credits')), await json(await asA('GET', '/api/credits/activity'))],
    secrets: () => [],
  },
  {
    name: "POST /api/chat/sessions/:id/messages cannot write into another user's session",
    seed: async (asA) => {
      const state = (await json(await asA('POST', '/api/chat/init'))) as { sessionId: string };
      await (await asA('POST', `/api/chat/sessions/${state.sessionId}/messages`, { content: 'A private prayer for Naomi' })).text();
      return { sessionId: state.sessionId };
    },
    attempt: (asB, seed) => asB('POST', `/api/chat/sessions/${seed.sessionId}/messages`, { content: 'written by B' }),
    allowedStatus: [404],
    snapshot: async (asA) => json(await asA('POST', '/api/chat/init')),
    secrets: () => ['A private prayer for Naomi'],
  },
  {
    name: "POST /api/chat/init never shows another user's conversation",
    seed: async () => ({}),
    attempt: (asB) => asB('POST', '/api/chat/init'),
    allowedStatus: [200],
    snapshot: async (asA) => json(await asA('POST', '/api/chat/init')),
    secrets: () => ['A private prayer for Naomi'],
  },
  {
    name: "Another user's session cannot be continued, regenerated or have its reply stopped",
    seed: async (asA) => {
      const state = (await json(await asA('POST', '/api/chat/init'))) as { sessionId: string; messages: Array<{ id: string }> };
      return { sessionId: state.sessionId, lastId: state.messages.at(-1)?.id ?? '' };
    },
    attempt: async (asB, seed) => {
      const continued = await asB('POST', `/api/chat/sessions/${seed.sessionId}/continue`);
      const regenerated = await asB('POST', `/api/chat/sessions/${seed.sessionId}/regenerate`, {});
      const stopped = await asB('POST', `/api/chat/generations/${seed.lastId}/stop`);
      return [continued, regenerated, stopped].every((response) => response.status === 404) ? continued : regenerated;
    },
    allowedStatus: [404],
    snapshot: async (asA) => json(await asA('POST', '/api/chat/init')),
    secrets: () => ['A private prayer for Naomi'],
  },
  {
    name: "PATCH /api/chat/messages/:id cannot favourite another user's message",
    seed: async (asA) => {
      const state = (await json(await asA('POST', '/api/chat/init'))) as { messages: Array<{ id: string }> };
      return { id: state.messages.at(-1)?.id ?? '' };
    },
    attempt: (asB, seed) => asB('PATCH', `/api/chat/messages/${seed.id}`, { isFavorite: true }),
    allowedStatus: [404],
    snapshot: async (asA) => json(await asA('POST', '/api/chat/init')),
    secrets: () => ['A private prayer for Naomi'],
  },
  {
    name: "History, favourites and search never show another user's conversations",
    seed: async (asA) => {
      const state = (await json(await asA('POST', '/api/chat/init'))) as { sessionId: string };
      const events = await (await asA('POST', `/api/chat/sessions/${state.sessionId}/messages`, { content: 'Secret sorrow of Hagar' })).text();
      const replyId = /"assistantMessage":\{"id":"([^"]+)"/.exec(events)?.[1] ?? '';
      await asA('PATCH', `/api/chat/messages/${replyId}`, { isFavorite: true });
      return { sessionId: state.sessionId, replyId };
    },
    attempt: async (asB, seed) => {
      const answers = await Promise.all([
        asB('GET', '/api/chat/sessions'),
        asB('GET', '/api/chat/favorites'),
        asB('GET', '/api/chat/search?q=Hagar'),
        asB('GET', `/api/chat/messages/${seed.replyId}/context`),
        asB('GET', `/api/chat/sessions/${seed.sessionId}/messages`),
        asB('GET', `/api/chat/sessions/${seed.sessionId}/export?format=json`),
      ]);
      const texts = await Promise.all(answers.map((answer) => answer.text()));
      return new Response(texts.join('\n'), { status: answers.slice(3).every((answer) => answer.status === 404) ? 200 : 500 });
    },
    allowedStatus: [200],
    snapshot: async (asA) => [await json(await asA('GET', '/api/chat/sessions')), await json(await asA('GET', '/api/chat/favorites'))],
    secrets: (seed) => ['Secret sorrow of Hagar', seed.sessionId ?? 'none'],
  },
  {
    name: "Another user's conversation cannot be renamed or deleted",
    seed: async (asA) => {
      const sessions = (await json(await asA('GET', '/api/chat/sessions'))) as { sessions: Array<{ id: string }> };
      return { sessionId: sessions.sessions[0]?.id ?? '' };
    },
    attempt: async (asB, seed) => {
      const renamed = await asB('PATCH', `/api/chat/sessions/${seed.sessionId}`, { title: 'Renamed by B' });
      const deleted = await asB('DELETE', `/api/chat/sessions/${seed.sessionId}`);
      const all = await asB('DELETE', '/api/chat/sessions', { confirm: 'DELETE' });
      const counts = [(await deleted.json()) as { deletedCount: number }, (await all.json()) as { deletedCount: number }];
      return renamed.status === 404 && counts.every((count) => count.deletedCount === 0) ? new Response('{}', { status: 404 }) : renamed;
    },
    allowedStatus: [404],
    snapshot: async (asA) => json(await asA('GET', '/api/chat/sessions')),
    secrets: () => [],
  },
];
