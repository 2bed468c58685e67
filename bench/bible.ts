/**
 * Bible budgets (DESIGN.md section 6), measured on the real corpus:
 * - chapter lookup p50 ≤ 50 µs (uncached SQLite read) and the cached JSON path;
 * - search p95 ≤ 2 ms server time over a fixed set of 20 queries, top 20 ranked with highlights;
 * - chapter API requests/s ≥ 80 % of a bare Hono JSON endpoint, in the same run, over HTTP
 *   (50 connections, 6 s each, against the built server and a bare Hono server).
 * Run `npm run build` first. Prints tables and writes bench/results/bible.json.
 */
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { pino } from 'pino';
import { BibleService } from '../src/server/bible/bible.service.ts';
import { ensureBibleCorpus } from '../src/server/bible/corpus/build-corpus.ts';
import { openCorpus } from '../src/server/bible/corpus/corpus.ts';

const dataDir = mkdtempSync(path.join(tmpdir(), 'fc-bench-bible-'));
const corpusInfo = await ensureBibleCorpus({ dataDir, logger: pino({ level: 'warn' }) });
const bible = new BibleService(openCorpus(corpusInfo.file));

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}
function timeMany(run: () => void, times: number): number[] {
  const samples: number[] = [];
  for (let i = 0; i < times; i++) {
    const start = process.hrtime.bigint();
    run();
    samples.push(Number(process.hrtime.bigint() - start) / 1000);
  }
  return samples.sort((a, b) => a - b);
}

// Chapter lookups: every chapter of the KJV once (uncached), then the same chapters again (cached JSON).
const books = bible.books();
const chapters = books.flatMap((book) => Array.from({ length: book.chapters }, (_, i) => [book.number, i + 1] as const));
let index = 0;
const uncached = timeMany(() => {
  const [book, chapter] = chapters[index++ % chapters.length] ?? [1, 1];
  bible.chapter('web', book, chapter);
}, chapters.length);
index = 0;
for (const [book, chapter] of chapters.slice(0, 1000)) bible.chapterJson('kjv', book, chapter);
const cached = timeMany(() => {
  const [book, chapter] = chapters[index++ % 1000] ?? [1, 1];
  bible.chapterJson('kjv', book, chapter);
}, 20_000);

const queries = [
  'the lord is my shepherd', 'love', 'faith hope charity', '"in the beginning"', 'peace', 'anxious', 'forgive',
  'fear not', 'strength', '"peace that passeth"', 'grace', 'light of the world', 'wisdom', 'shepherd', 'comfort',
  'resurrection', 'mercy', 'kingdom of heaven', 'pray without ceasing', 'joy',
];
const searchSamples = queries
  .flatMap((query) => timeMany(() => bible.search(query, { translationId: 'kjv', page: 1 }), 25))
  .sort((a, b) => a - b);

const lookups = [
  { what: 'chapter read + build (uncached, all 1,189 WEB chapters)', p50: percentile(uncached, 50), p95: percentile(uncached, 95), budget: 'p50 ≤ 50 µs' },
  { what: 'chapter JSON (cached)', p50: percentile(cached, 50), p95: percentile(cached, 95), budget: '—' },
  { what: 'search, 20 queries × 25, top 20 with highlights', p50: percentile(searchSamples, 50), p95: percentile(searchSamples, 95), budget: 'p95 ≤ 2000 µs' },
];
console.table(lookups.map((row) => ({ what: row.what, 'p50 µs': row.p50.toFixed(1), 'p95 µs': row.p95.toFixed(1), budget: row.budget })));

// HTTP throughput: the real server's chapter route (all middleware: request id, logging, security
// headers, validation) against a bare Hono app answering the same chapter JSON, in the same run.
// wrk (a C load generator) is used when installed, since autocannon is itself the bottleneck on
// two cores; the body is the same size on both sides, so the ratio is the cost of our stack.
const chapterFile = path.join(dataDir, 'john-3.json');
writeFileSync(chapterFile, bible.chapterJson('kjv', 43, 3) ?? '');
const barePort = 3291;
const bareServer = spawn('node', ['--import', 'tsx', 'bench/bare-hono-server.ts', String(barePort), chapterFile], { stdio: 'ignore' });
const port = 3292;
const server = spawn('node', ['dist/server/main.js'], {
  env: { ...process.env, NODE_ENV: 'production', PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
  stdio: 'ignore',
});
for (const url of [`http://127.0.0.1:${port}/healthz`, `http://127.0.0.1:${barePort}/json`]) {
  for (;;) {
    try {
      if ((await fetch(url)).ok) break;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
}
const haveWrk = spawnSync('wrk', ['--version']).error === undefined;
async function load(url: string) {
  if (haveWrk) {
    const output = spawnSync('wrk', ['-t1', '-c50', '-d6s', '--latency', url], { encoding: 'utf8' }).stdout;
    const requestsPerSecond = Number(/Requests\/sec:\s+([\d.]+)/.exec(output)?.[1] ?? 0);
    const p50 = /50%\s+([\d.]+)(us|ms|s)/.exec(output);
    const p99 = /99%\s+([\d.]+)(us|ms|s)/.exec(output);
    const ms = (m: RegExpExecArray | null) => (m ? Number(m[1]) * (m[2] === 'us' ? 0.001 : m[2] === 's' ? 1000 : 1) : 0);
    return { tool: 'wrk', requestsPerSecond, p50ms: ms(p50), p99ms: ms(p99) };
  }
  const result = await autocannon({ url, connections: 50, duration: 6 });
  return { tool: 'autocannon', requestsPerSecond: result.requests.average, p50ms: result.latency.p50, p99ms: result.latency.p99 };
}
const chapterPath = '/api/bible/chapter?translation=kjv&book=43&chapter=3';
const tiny = await load(`http://127.0.0.1:${barePort}/json`);
const bareChapter = await load(`http://127.0.0.1:${barePort}${chapterPath}`);
const ours = await load(`http://127.0.0.1:${port}${chapterPath}`);
server.kill('SIGTERM');
bareServer.kill('SIGTERM');
const ratio = ours.requestsPerSecond / bareChapter.requestsPerSecond;
const http = [
  { endpoint: 'bare Hono, tiny JSON {hello}', ...tiny },
  { endpoint: 'bare Hono, the same John 3 JSON (5 KB)', ...bareChapter },
  { endpoint: 'our GET /api/bible/chapter (John 3, KJV)', ...ours },
];
console.table(http.map((row) => ({ endpoint: row.endpoint, 'req/s': Math.round(row.requestsPerSecond), 'p50 ms': row.p50ms, 'p99 ms': row.p99ms, tool: row.tool })));
console.log(`chapter API / bare Hono with the same body: ${(ratio * 100).toFixed(0)} % (budget ≥ 80 %)`);

mkdirSync('bench/results', { recursive: true });
writeFileSync(
  'bench/results/bible.json',
  JSON.stringify({ measuredAt: new Date().toISOString(), node: process.version, corpus: corpusInfo, lookups, http, ratio }, null, 2),
);
process.exit(0);
