/**
 * Server time added to a chat turn, model excluded (DESIGN.md section 6: p50 ≤ 3 ms, p95 ≤ 10 ms,
 * SQLite). The whole app is built in-process on a fresh SQLite database (synchronous=FULL, as in
 * production) with a stub responder that answers at once, so everything measured is ours: session
 * check, credit transaction, message inserts, context (profile, topics, favourites, bookmarks,
 * grounding verses), streaming, reference verification, the stored reply and the balance.
 * Prints a table and writes bench/results/chat-turn.json.
 */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pino } from 'pino';
import { AiEngine } from '../src/server/ai/ai-engine.ts';
import type { ReplyContext, Responder } from '../src/server/ai/types.ts';
import { createApp } from '../src/server/app.ts';
import { createAuth } from '../src/server/auth/auth.ts';
import { BibleService } from '../src/server/bible/bible.service.ts';
import { ensureBibleCorpus } from '../src/server/bible/corpus/build-corpus.ts';
import { openCorpus } from '../src/server/bible/corpus/corpus.ts';
import { ChatService } from '../src/server/chat/chat.service.ts';
import { parseConfig } from '../src/server/config.ts';
import { CreditService } from '../src/server/credits/credits.service.ts';
import { openDatabase } from '../src/server/db/database.ts';
import { migrateToLatest } from '../src/server/db/migrate.ts';

const turns = Number(process.argv[2] ?? 400);
const dataDir = mkdtempSync(path.join(tmpdir(), 'fc-bench-chat-'));
const logger = pino({ level: 'warn' });
const parsed = parseConfig({ NODE_ENV: 'production', DATA_DIR: dataDir, AUTH_SECRET: 'bench-secret-bench-secret-bench-secret-00' });
const config = { ...parsed, authSecret: parsed.authSecret ?? '' };
const database = openDatabase(config.database);
await migrateToLatest(database.db, database.engine);
// BENCH_CORPUS_DIR reuses an existing Bible build (a profile of the turns alone).
const bible = new BibleService(openCorpus((await ensureBibleCorpus({ dataDir: process.env.BENCH_CORPUS_DIR ?? dataDir, logger })).file));

/** Answers at once: the turn's time is the server's alone. */
const instant: Responder = {
  kind: 'model',
  async *reply(_context: ReplyContext) {
    yield 'Be still, and know that I am God ';
    yield '(Psalm 46:10). Cast all your anxiety on him ';
    yield 'because he cares for you (1 Peter 5:7).';
  },
};

const credits = new CreditService({ db: database.db, engine: database.engine, config: config.credits });
const auth = createAuth({ config, db: database.db, engine: database.engine, email: { send: async () => ({ ok: true }) } as never, logger, onUserCreated: (id) => credits.balance(id) });
const ai = new AiEngine({ db: database.db, bible, config, logger, responder: instant });
const chat = new ChatService({ db: database.db, credits, ai, appName: config.appName, logger });
const app = createApp({ config, database, auth, bible, logger, serveClient: false, credits, chat });

const signUp = await app.request('/api/auth/sign-up/email', {
  method: 'POST',
  headers: { 'Content-Type': 'application/json', Origin: config.publicUrl },
  body: JSON.stringify({ email: 'bench@example.com', password: 'a long bench password', name: 'Bench', gender: 'prefer_not_to_say' }),
});
const cookie = signUp.headers.getSetCookie().map((header) => header.split(';')[0]).join('; ');
const userId = ((await signUp.json()) as { user: { id: string } }).user.id;
await credits.setUnlimited(userId, true);
const state = (await (await app.request('/api/chat/init', { method: 'POST', headers: { cookie } })).json()) as { sessionId: string };

const messages = ['I feel anxious about my exams tomorrow', 'How do I forgive my brother?', 'Thank you, that helps.', 'What does the Bible say about hope?'];
const samples: number[] = [];
for (let turn = 0; turn < turns + 20; turn += 1) {
  const started = performance.now();
  const response = await app.request(`/api/chat/sessions/${state.sessionId}/messages`, {
    method: 'POST',
    headers: { cookie, 'Content-Type': 'application/json' },
    body: JSON.stringify({ content: messages[turn % messages.length], translation: 'kjv' }),
  });
  const text = await response.text();
  if (!text.includes('event: done')) throw new Error(`turn ${turn} did not finish: ${text.slice(0, 300)}`);
  if (turn >= 20) samples.push(performance.now() - started); // the first 20 warm up
}
samples.sort((a, b) => a - b);
const at = (p: number) => samples[Math.min(samples.length - 1, Math.floor((p / 100) * samples.length))] ?? 0;
const result = { turns, engine: 'sqlite (synchronous=FULL)', p50ms: at(50), p95ms: at(95), p99ms: at(99), maxMs: samples.at(-1) ?? 0 };
console.table([{ what: 'chat turn, stub model', 'p50 ms': result.p50ms.toFixed(2), 'p95 ms': result.p95ms.toFixed(2), 'p99 ms': result.p99ms.toFixed(2), budget: 'p50 ≤ 3 ms, p95 ≤ 10 ms' }]);
mkdirSync('bench/results', { recursive: true });
writeFileSync('bench/results/chat-turn.json', `${JSON.stringify({ measuredAt: new Date().toISOString(), ...result }, null, 2)}\n`);
await database.close();
