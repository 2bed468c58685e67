import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AI_CONTEXT } from '../../shared/limits.ts';
import type { ChatMessage, ChatSessionState } from '../../shared/schemas/chat.ts';
import { startFakeOpenAI, type FakeMode, type FakeOpenAI } from '../test/fake-openai.ts';
import { readEvents } from '../test/sse.ts';
import { buildTestApp, signUp, testBible } from '../test/test-app.ts';
import { createTestDatabase, ENGINES, type TestDatabase } from '../test/test-database.ts';
import { crisisResources } from './crisis.ts';
import { PASTORAL_INSTRUCTIONS } from './instructions.ts';
import { composeOfflineReply } from './offline-responder.ts';
import { SITUATIONS, topicsOf } from './situations.ts';
import type { ReplyContext } from './types.ts';
import { ReferenceScan, verifyReferences } from './verify-references.ts';

type Done = { assistantMessage: ChatMessage; balance: { freeCredits: number; totalCredits: number } };
const doneOf = async (response: Response) => (await readEvents(response)).find((event) => event.event === 'done')?.data as Done;

describe.each(ENGINES)('the AI engine behind the chat, with a model at an OpenAI-compatible endpoint, on %s', (engine) => {
  let database: TestDatabase;
  let fake: FakeOpenAI;
  let harness: ReturnType<typeof buildTestApp>;

  beforeAll(async () => {
    database = await createTestDatabase(engine);
    fake = await startFakeOpenAI();
    harness = buildTestApp(database, {
      environment: { AI_BASE_URL: fake.url, AI_API_KEY: 'sk-test-key', AI_MODEL: 'pastor-1', AI_TIMEOUT_MS: '1500' },
    });
  });
  afterAll(async () => {
    await harness.chat.drain();
    await fake.close();
    await database.destroy();
  });

  const call = (cookie: string, method: string, path: string, body?: unknown) =>
    harness.app.request(path, {
      method,
      headers: { cookie, 'X-Time-Zone': 'Europe/London', ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
  const startChat = async (cookie: string) => ((await (await call(cookie, 'POST', '/api/chat/init')).json()) as ChatSessionState).sessionId as string;
  const credits = (userId: string) => database.db.selectFrom('user_credits').select(['free_credits', 'total_credits']).where('user_id', '=', userId).executeTakeFirstOrThrow();

  it('sends the instruction text, every context element within its limit, and exactly the last 25 messages', async () => {
    const { cookie, userId } = await signUp(harness.app, `context-${engine}@example.com`, 'Miriam Levi');
    await database.db
      .insertInto('chat_topics')
      .values(['t1', 't2', 't3', 't4', 't5', 't6', 't7'].map((topic, index) => ({ id: `topic-${index}`, user_id: userId, topic, created_at: new Date(Date.now() - (10 - index) * 1000).toISOString() })))
      .execute();
    for (const [index, reference] of ['Ps.23.1', 'Ps.23.2', 'Ps.23.3', 'Ps.23.4', 'Ps.23.5', 'Ps.23.6', 'Ps.24.1'].entries()) {
      await call(cookie, 'POST', '/api/bible/favorite-verses', { reference, translation: 'kjv' });
      await database.db.updateTable('favorite_verses').set({ verse_text: `${'long text '.repeat(20)}${index}`, created_at: new Date(Date.now() - (10 - index) * 1000).toISOString() }).where('reference', '=', reference).execute();
    }
    for (const reference of ['Gen.1.1', 'Exod.1.1', 'Ruth.1.1', 'John.1.1', 'Rom.1.1', 'Jas.1.1', 'Rev.1.1', 'Gen.2.1', 'John.2.1', 'Acts.1.1', 'Jude.1.1', 'Obad.1.1']) {
      await call(cookie, 'POST', '/api/bible/bookmarks', { reference });
    }
    const sessionId = await startChat(cookie);
    for (let index = 0; index < 13; index += 1) await doneOf(await call(cookie, 'POST', `/api/chat/sessions/${sessionId}/messages`, { content: `earlier message ${index}` }));
    fake.requests.length = 0;
    const done = await doneOf(await call(cookie, 'POST', `/api/chat/sessions/${sessionId}/messages`, { content: 'I feel anxious about my exam', translation: 'kjv' }));
    expect(done.assistantMessage).toMatchObject({ responder: 'model', content: 'Peace be with you (John 14:27).' });
    expect(done.assistantMessage.references).toMatchObject([{ osis: 'John.14.27', valid: true, translationId: 'kjv' }]);

    const request = fake.requests[0];
    expect(request?.headers.authorization).toBe('Bearer sk-test-key');
    expect(request?.body).toMatchObject({ model: 'pastor-1', stream: true });
    const messages = request?.body.messages as Array<{ role: string; content: string }>;
    const system = messages[0] as { role: string; content: string };
    expect(system.role).toBe('system');
    expect(system.content).toContain(PASTORAL_INSTRUCTIONS);
    expect(system.content).toContain('Miriam');
    // The 5 newest topics (this message's own topic, recorded as it is stored, may be among them).
    const topicLine = system.content.split('\n').find((line) => line.includes('Topics')) ?? '';
    expect(topicLine.split(';')).toHaveLength(AI_CONTEXT.recentTopics);
    for (const topic of ['t7', 't6', 't5', 't4']) expect(topicLine).toContain(topic);
    expect(topicLine).not.toMatch(/\bt2\b/);
    // Favourite verses: the newest 5, each cut to 100 characters.
    const favourites = system.content.split('\n').filter((line) => line.includes('long text'));
    expect(favourites).toHaveLength(AI_CONTEXT.favouriteVerses);
    for (const line of favourites) expect((/"([^"]*)"/.exec(line)?.[1] ?? '').length).toBeLessThanOrEqual(AI_CONTEXT.favouriteVerseChars);
    expect(favourites[0]).toContain('24:1');
    expect(system.content).not.toMatch(/23:1: "/);
    // Bookmarked books: 5, from the newest 10 bookmarks.
    for (const book of ['Obadiah', 'Jude', 'Acts', 'John', 'Genesis']) expect(system.content).toContain(book);
    expect(system.content).not.toContain('Exodus');
    expect(system.content).toMatch(/anxious|distressed|urgent|neutral/);
    // Then exactly the last 25 messages with their roles, then the message itself.
    const conversation = messages.slice(1, -1);
    expect(conversation).toHaveLength(25);
    expect(conversation.every((message, index) => message.role === (index % 2 === 0 ? 'assistant' : 'user'))).toBe(true);
    expect(conversation.at(-2)).toEqual({ role: 'user', content: 'earlier message 12' });
    expect(messages.at(-1)).toEqual({ role: 'user', content: 'I feel anxious about my exam' });
  });

  it.each<FakeMode>(['http500', 'hang', 'cut', 'malformed'])('a model fault (%s) ends in the fallback reply and the credit comes back', async (mode) => {
    const { cookie, userId } = await signUp(harness.app, `fault-${mode}-${engine}@example.com`);
    const sessionId = await startChat(cookie);
    fake.setMode(mode);
    fake.setReply('Grace and peace to you from God our Father, always and in every season of life.');
    try {
      const before = await credits(userId);
      const done = await doneOf(await call(cookie, 'POST', `/api/chat/sessions/${sessionId}/messages`, { content: 'Hello?', translation: 'kjv' }));
      expect(done.assistantMessage.responder).toBe('fallback');
      expect(done.assistantMessage.content).toContain('the LORD directeth his steps');
      expect(await credits(userId)).toEqual(before);
    } finally {
      fake.setMode('ok');
      fake.setReply('Peace be with you (John 14:27).');
    }
  });

  it('answers a crisis message with crisis resources first, free, even at a zero balance', async () => {
    const { cookie, userId } = await signUp(harness.app, `crisis-${engine}@example.com`);
    const sessionId = await startChat(cookie);
    await harness.credits.spend(userId);
    await harness.credits.spend(userId);
    await harness.credits.adminGrant(userId, -20);
    const refused = await call(cookie, 'POST', `/api/chat/sessions/${sessionId}/messages`, { content: 'What does Romans 8 say?' });
    expect(refused.status).toBe(402);
    const done = await doneOf(await call(cookie, 'POST', `/api/chat/sessions/${sessionId}/messages`, { content: 'I want to end my life' }));
    expect(done.assistantMessage.crisis).toBe(true);
    expect(done.assistantMessage.content.startsWith(crisisResources('US'))).toBe(true);
    expect(done.assistantMessage.content).toContain('988');
    expect(done.assistantMessage.content).toContain('Peace be with you');
    expect(await credits(userId)).toEqual({ free_credits: 0, total_credits: 0 });
  });
});

describe('verified Scripture', () => {
  const bible = testBible();

  it('checks every reference against the corpus, with its exact place in the text', () => {
    const text = 'Read **Philippians 4:6–7**, Psalm 23 and Jn 3:16; also John 3:99, Hezekiah 4:2 and 1 Cor 13:4-7.';
    const references = verifyReferences(bible, text, 'kjv');
    expect(references.map((reference) => [reference.text, reference.valid, reference.osis])).toEqual([
      ['Philippians 4:6–7', true, 'Phil.4.6-Phil.4.7'],
      ['Psalm 23', true, 'Ps.23'],
      ['Jn 3:16', true, 'John.3.16'],
      ['John 3:99', false, null],
      ['Hezekiah 4:2', false, null],
      ['1 Cor 13:4-7', true, '1Cor.13.4-1Cor.13.7'],
    ]);
    for (const reference of references) expect(text.slice(reference.start, reference.end)).toBe(reference.text);
    expect(references[2]?.verseText).toContain('For God so loved the world');
    expect(references[0]?.label).toBe('Philippians 4:6–7');
  });

  it('finds references anywhere in long paragraphs: at the start, far apart, in sequences and with long book names', () => {
    const filler = 'When the night is long and sleep will not come, remember that you are held and never forgotten by the One who made you. ';
    const text = `1 Thessalonians 5:17 asks us to pray without ceasing. ${filler}${filler}Read John 3:16, 18; 4:2 slowly. ${filler}The Song of Solomon 2:4 speaks of a banner of love, and ${filler}at the very end, Revelation 21:4`;
    const references = verifyReferences(bible, text, 'kjv');
    expect(references.map((reference) => [reference.text, reference.osis])).toEqual([
      ['1 Thessalonians 5:17', '1Thess.5.17'],
      ['John 3:16', 'John.3.16'],
      ['18', 'John.3.18'],
      ['4:2', 'John.4.2'],
      ['The Song of Solomon 2:4', 'Song.2.4'],
      ['Revelation 21:4', 'Rev.21.4'],
    ]);
    for (const reference of references) expect(text.slice(reference.start, reference.end)).toBe(reference.text);
    expect(references.every((reference) => reference.valid)).toBe(true);
  });

  it('reads finished lines while a reply streams, and ends with the same references as reading it whole', () => {
    const reply = 'Peace to you.\n“Be still, and know that I am God” (Psalm 46:10).\n\nCast your care on him (1 Peter 5:7), and see Hezekiah 4:2.\nJohn 3:16';
    const scan = new ReferenceScan();
    let streamed = '';
    for (const chunk of reply.match(/.{1,7}/gs) ?? []) {
      streamed += chunk;
      scan.feed(streamed);
    }
    // Every finished line has been read; the last one (no break after it yet) has not.
    expect(scan.parsedLines()).toBe(4);
    expect(verifyReferences(bible, reply, 'kjv', scan)).toEqual(verifyReferences(bible, reply, 'kjv'));
    expect(verifyReferences(bible, reply, 'kjv', scan).map((reference) => [reference.text, reference.valid])).toEqual([
      ['Psalm 46:10', true],
      ['1 Peter 5:7', true],
      ['Hezekiah 4:2', false],
      ['John 3:16', true],
    ]);
  });

  it('shows the real words where a quotation differs, and leaves faithful quotes and excerpts alone', () => {
    const misquoted = verifyReferences(bible, '“For God so loved the world that he sent his son to judge us” (John 3:16)', 'kjv');
    expect(misquoted[0]?.misquote?.actual).toContain('whosoever believeth in him should not perish');
    const faithful = verifyReferences(bible, '“Jesus wept.” — John 11:35', 'kjv');
    expect(faithful[0]).toMatchObject({ valid: true, misquote: null });
    const excerpt = verifyReferences(bible, 'As John 3:16 says, "God so loved the world, that he gave his only begotten Son".', 'kjv');
    expect(excerpt[0]?.misquote).toBeNull();
    expect(verifyReferences(bible, 'No references here, only love.', 'kjv')).toEqual([]);
  });
});

describe('the offline Scripture responder', () => {
  const bible = testBible();
  const context = (message: string, extra: Partial<ReplyContext> = {}): ReplyContext => ({
    message,
    history: [],
    userName: 'Ruth',
    timeOfDay: 'morning',
    greeting: 'Good morning',
    season: null,
    analysis: { urgency: 'normal', tone: 'distressed', length: 'medium', formality: 'casual' },
    recentTopics: [],
    favoriteVerses: [],
    recentBooks: [],
    translationId: 'web',
    candidates: [],
    crisis: false,
    turn: 0,
    ...extra,
  });

  it('knows at least 30 pastoral situations, every verse of which is in the corpus', () => {
    expect(SITUATIONS.length).toBeGreaterThanOrEqual(30);
    for (const situation of SITUATIONS) {
      for (const osis of situation.verses) expect(bible.parseOsis(osis), `${situation.id}: ${osis}`).toBeDefined();
      expect(situation.reflections.length).toBeGreaterThanOrEqual(2);
      expect(situation.prayers.length).toBeGreaterThanOrEqual(2);
    }
    expect(topicsOf('I am so anxious and lonely since my mother passed away')).toEqual(expect.arrayContaining(['anxiety', 'grief']));
  });

  it('greets by name and time, quotes 2–3 verses word for word from the chosen translation, and every reference verifies', () => {
    const reply = composeOfflineReply(bible, context('I am worried about my exams'));
    expect(reply.startsWith('Good morning, Ruth.')).toBe(true);
    const references = verifyReferences(bible, reply, 'web');
    expect(references.length).toBeGreaterThanOrEqual(2);
    expect(references.length).toBeLessThanOrEqual(3);
    for (const reference of references) {
      expect(reference.valid).toBe(true);
      expect(reference.misquote).toBeNull();
      const place = bible.parseOsis((reference.osis ?? '').split('-')[0] ?? '');
      expect(place).toBeDefined();
    }
    expect(reply).toMatch(/Let’s pray/);
  });

  it('varies its wording across turns and fits its opening to the tone', () => {
    const first = composeOfflineReply(bible, context('How do I forgive my brother?'));
    const second = composeOfflineReply(bible, context('How do I forgive my brother?', { turn: 1 }));
    expect(second).not.toBe(first);
    const joyful = composeOfflineReply(bible, context('We had a new baby!', { analysis: { urgency: 'normal', tone: 'joyful', length: 'short', formality: 'casual' } }));
    expect(joyful).toMatch(/rejoice|joy/i);
  });
});
