/**
 * The baseline for bench/bible.ts: a bare Hono app with no middleware, answering a tiny JSON and
 * the chapter JSON it is given, in a process of its own (like the real server).
 *   tsx bench/bare-hono-server.ts <port> <chapter.json>
 */
import { readFileSync } from 'node:fs';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';

const port = Number(process.argv[2] ?? 3291);
const chapterText = readFileSync(process.argv[3] ?? '', 'utf8');
const app = new Hono()
  .get('/json', (c) => c.json({ hello: 'world' }))
  .get('/api/bible/chapter', (c) => c.body(chapterText, 200, { 'Content-Type': 'application/json' }));
serve({ fetch: app.fetch, port, hostname: '127.0.0.1' });
process.on('SIGTERM', () => process.exit(0));
