import { createMiddleware } from 'hono/factory';
import type { Logger } from '../infra/logger.ts';
import type { AppEnv } from './types.ts';

/**
 * Gives each request a logger bound to its request id (set by hono/request-id before this runs)
 * and writes one line per request when it ends.
 */
export function requestLogging(logger: Logger) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const started = performance.now();
    const requestLogger = logger.child({ requestId: c.get('requestId') });
    c.set('logger', requestLogger);
    await next();
    const durationMs = Math.round((performance.now() - started) * 10) / 10;
    const line = { method: c.req.method, path: c.req.path, status: c.res.status, durationMs };
    if (c.res.status >= 500) requestLogger.error(line, 'request failed');
    else if (c.req.path === '/healthz') requestLogger.debug(line, 'request');
    else requestLogger.info(line, 'request');
  });
}
