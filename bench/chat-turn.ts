/**
 * Server time added to a chat turn, model excluded (DESIGN.md section 6: p50 ≤ 3 ms, p95 ≤ 10 ms,
 * SQLite). The whole app is built in-process on a fresh SQLite database (synchronous=FULL, as in
 * production) with a stub responder, so everything measured is ours: session check, credit
 * transaction, message inserts, context (profile, topics, favourites, bookmarks, grounding
 * verses), streaming, reference verification, the stored reply and the balance.
 *
 * Two stubs:
 * - instant: a short reply at once. The whole request is server time; work the server does while
 *   a model writes (reading finished lines' references) is counted too.
 * - paced: a reply of four paragraphs written over about 60 ms, as a (very fast) model would.
 *   Measured is what a person waits for beyond the model: from the request to the model's first
 *   call, plus from the model's last token to the end of the response.
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

const PACED_REPLY = [
  'Dear friend, I hear how heavy this feels, and I am glad you said it out loud.',
  'Scripture meets us right here. Philippians 4:6-7 invites us to bring every worry to God in prayer, with thanksgiving, and promises a peace that guards our hearts. Jesus said, “Come unto me, all ye that labour and are heavy laden, and I will give you rest” (Matthew 11:28).',
  'When the thoughts race at night, pray Psalm 46:10 slowly: be still, and know that he is God. You are not carrying this alone.',
  'Would you like to pray together now? Lord, hold my friend close tonight and give them your peace. Amen.',
].join('\n\n');
const PACED_CHUNKS = PACED_REPLY.match(/[\s\S]{1,12}/g) ?? [];

let mode: 'instant' | 'paced' = 'instant';
/** When the model was first asked, and when it wrote its last token (paced mode). */
let modelStarted = 0;
let modelEnded = 0;
const responder: Responder = {
  kind: 'model',
  async *reply(_context: ReplyContext) {
    modelStarted = performance.now();
    if (mode === 'instant') {
      yield 'Be still, and know that I am God ';
      yield '(Psalm 46:10). Cast all your anxiety on him ';
      yield 'because he cares for you (1 Peter 5:7).';
    } else {
      for (const [index, chunk] of PACED_CHUNKS.entries()) {
        await new Promise((resolve) => setTimeout(resolve, 1));
        // The model's work ends as its last token is handed over; what follows is the server's.
        if (index === PACED_CHUNKS.length - 1) modelEnded = performance.now();
        yield chunk;
      }
    }
  },
};

const credits = new CreditService({ db: database.db, engine: database.engine, config: config.credits });
const auth = createAuth({ config, db: database.db, engine: database.engine, email: { send: async () => ({ ok: true }) } as never, logger, onUserCreated: (id) => credits.balance(id) });
const ai = new AiEngine({ db: database.db, bible, config, logger, responder });
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

/** Milliseconds of server time per turn (after 20 turns of warm-up); in paced mode also its parts before and after the model. */
async function measure(count: number): Promise<{ total: number[]; before: number[]; after: number[] }> {
  const samples: number[] = [];
  const before: number[] = [];
  const after: number[] = [];
  for (let turn = 0; turn < count + 20; turn += 1) {
    const started = performance.now();
    const response = await app.request(`/api/chat/sessions/${state.sessionId}/messages`, {
      method: 'POST',
      headers: { cookie, 'Content-Type': 'application/json' },
      body: JSON.stringify({ content: messages[turn % messages.length], translation: 'kjv' }),
    });
    const text = await response.text();
    const finished = performance.now();
    if (!text.includes('event: done')) throw new Error(`turn ${turn} did not finish: ${text.slice(0, 300)}`);
    if (turn < 20) continue;
    if (mode === 'instant') {
      samples.push(finished - started);
    } else {
      before.push(modelStarted - started);
      after.push(finished - modelEnded);
      samples.push(modelStarted - started + (finished - modelEnded));
    }
  }
  const sorted = (values: number[]) => values.sort((a, b) => a - b);
  return { total: sorted(samples), before: sorted(before), after: sorted(after) };
}

const summary = (samples: number[]) => {
  const at = (p: number) => samples[Math.min(samples.length - 1, Math.floor((p / 100) * samples.length))] ?? 0;
  return { p50ms: at(50), p95ms: at(95), p99ms: at(99), maxMs: samples.at(-1) ?? 0 };
};
mode = 'instant';
const instant = summary((await measure(turns)).total);
mode = 'paced';
const pacedRun = await measure(Math.round(turns / 2));
const paced = summary(pacedRun.total);
const beforeModel = summary(pacedRun.before);
const afterModel = summary(pacedRun.after);

const result = {
  turns,
  engine: 'sqlite (synchronous=FULL)',
  ...instant,
  paced: { turns: Math.round(turns / 2), replyChars: PACED_REPLY.length, chunks: PACED_CHUNKS.length, ...paced, beforeModel, afterModel },
};
const row = (what: string, figures: ReturnType<typeof summary>, budget = 'p50 ≤ 3 ms, p95 ≤ 10 ms') => ({
  what,
  'p50 ms': figures.p50ms.toFixed(2),
  'p95 ms': figures.p95ms.toFixed(2),
  'p99 ms': figures.p99ms.toFixed(2),
  budget,
});
console.table([
  row('chat turn, instant stub (whole request)', instant),
  row('chat turn, paced stub (time beyond the model)', paced),
  row('  of which before the model is asked', beforeModel, ''),
  row('  of which after its last token', afterModel, ''),
]);
mkdirSync('bench/results', { recursive: true });
writeFileSync('bench/results/chat-turn.json', `${JSON.stringify({ measuredAt: new Date().toISOString(), ...result }, null, 2)}\n`);
await database.close();
