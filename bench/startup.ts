/**
 * Cold start to ready (DESIGN.md section 6: ≤ 2 s with existing data) and resident memory after
 * start. Starts the real server N times on a fresh data folder (the first run creates and migrates
 * the database, the rest start on existing data), times spawn → first 200 from /healthz, reads RSS
 * from /proc. Prints a table and writes bench/results/startup.json.
 */
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const runs = Number(process.argv[2] ?? 5);
const port = 3290;
const dataDir = mkdtempSync(path.join(tmpdir(), 'fc-bench-start-'));

async function startOnce(): Promise<{ readyMs: number; rssMB: number }> {
  const started = performance.now();
  const child = spawn('node', ['dist/server/main.js'], {
    env: { ...process.env, NODE_ENV: 'production', PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    stdio: 'ignore',
  });
  try {
    for (;;) {
      try {
        const response = await fetch(`http://127.0.0.1:${port}/healthz`);
        if (response.ok) break;
      } catch {
        // not listening yet
      }
      if (performance.now() - started > 30_000) throw new Error('server did not become ready in 30 s');
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    const readyMs = performance.now() - started;
    const status = readFileSync(`/proc/${child.pid}/status`, 'utf8');
    const rssKB = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
    return { readyMs, rssMB: rssKB / 1024 };
  } finally {
    child.kill('SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
  }
}

const results = [];
for (let run = 0; run < runs; run++) results.push({ run: run === 0 ? 'first (creates database)' : `existing data #${run}`, ...(await startOnce()) });

console.table(results.map((result) => ({ run: result.run, 'ready ms': result.readyMs.toFixed(0), 'RSS MB': result.rssMB.toFixed(1) })));
mkdirSync('bench/results', { recursive: true });
writeFileSync('bench/results/startup.json', JSON.stringify({ measuredAt: new Date().toISOString(), node: process.version, results }, null, 2));
