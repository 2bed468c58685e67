import { createHash, timingSafeEqual } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import { routePath } from 'hono/route';
import { Counter, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { AiMetrics } from '../ai/ai-engine.ts';

/**
 * The Prometheus metrics an operator scrapes at /metrics: HTTP traffic by route pattern (never
 * by raw path, so that ids do not multiply the series), the AI engine's counters and, in the
 * running server, Node's process metrics (memory, CPU, event-loop lag, handles).
 *
 * Each app gets its own registry (no module-level singleton), so tests can build many.
 */
export class Metrics implements AiMetrics {
  readonly registry = new Registry();
  readonly httpRequests: Counter<'method' | 'route' | 'status'>;
  readonly httpDuration: Histogram<'method' | 'route'>;
  readonly invalidReferences: Counter;
  readonly replyFailures: Counter;
  readonly chatReplies: Counter<'responder' | 'outcome'>;

  constructor({ processMetrics = false }: { processMetrics?: boolean } = {}) {
    const registers = [this.registry];
    if (processMetrics) collectDefaultMetrics({ register: this.registry });
    this.httpRequests = new Counter({
      name: 'http_requests_total',
      help: 'HTTP requests answered, by method, route pattern and status code.',
      labelNames: ['method', 'route', 'status'],
      registers,
    });
    this.httpDuration = new Histogram({
      name: 'http_request_duration_seconds',
      help: 'Time to the response head (a streamed reply counts until its first byte), by method and route pattern.',
      labelNames: ['method', 'route'],
      buckets: [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5],
      registers,
    });
    this.invalidReferences = new Counter({
      name: 'ai_invalid_references_total',
      help: 'Verse references in replies that do not exist in the Bible corpus (shown unlinked, never as Scripture).',
      registers,
    });
    this.replyFailures = new Counter({
      name: 'ai_reply_failures_total',
      help: 'Model replies that failed (error, time-out, broken stream) and were answered with the fallback reply and a refund.',
      registers,
    });
    this.chatReplies = new Counter({
      name: 'chat_replies_total',
      help: 'Assistant replies stored, by responder (model, offline, fallback; crisis+… when crisis resources came first) and outcome (complete, stopped).',
      labelNames: ['responder', 'outcome'],
      registers,
    });
  }

  /** Counts and times every request under its route pattern ('*' when no route matched). */
  httpMiddleware(): MiddlewareHandler {
    return async (c, next) => {
      const started = performance.now();
      await next();
      const route = c.res.status === 404 ? 'unmatched' : routePath(c);
      const method = c.req.method;
      this.httpRequests.inc({ method, route, status: String(c.res.status) });
      this.httpDuration.observe({ method, route }, (performance.now() - started) / 1000);
    };
  }

  /** The exposition text and its content type. */
  async render(): Promise<{ contentType: string; body: string }> {
    return { contentType: this.registry.contentType, body: await this.registry.metrics() };
  }
}

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1', 'local']);

/**
 * Who may read /metrics: with a token configured, whoever sends it as a bearer token; without one,
 * only the machine itself (a scraper on the same host, or one reaching it through a proxy that
 * does not forward the request as someone else's).
 */
export function mayReadMetrics({ token, authorization, address }: { token: string | undefined; authorization: string | undefined; address: string }): boolean {
  if (token) return authorization !== undefined && sameSecret(authorization, `Bearer ${token}`);
  return LOOPBACK.has(address);
}

/** Compared in constant time (over digests, so that the lengths may differ). */
function sameSecret(given: string, expected: string): boolean {
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(given), digest(expected));
}
