import { createMiddleware } from 'hono/factory';
import type { Logger } from '../infra/logger.ts';
import type { AppEnv } from './types.ts';

/**
 * Gives each request a logger bound to its request id (set by hono/request-id before this runs)
 * and writes one line per request when it ends. The bound logger is made only when something
 * logs: most requests log nothing but their final line, and that only at info level.
 */
export function requestLogging(logger: Logger) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const started = performance.now();
    let bound: Logger | undefined;
    const requestLogger = () => (bound ??= logger.child({ requestId: c.get('requestId') }));
    c.set(
      'logger',
      new Proxy(logger, {
        get(_target, property) {
          const target = requestLogger();
          const value: unknown = Reflect.get(target, property, target);
          return typeof value === 'function' ? value.bind(target) : value;
        },
      }),
    );
    await next();
    const status = c.res.status;
    const level = status >= 500 ? 'error' : c.req.path === '/healthz' ? 'debug' : 'info';
    if (!logger.isLevelEnabled(level)) return;
    const durationMs = Math.round((performance.now() - started) * 10) / 10;
    requestLogger()[level]({ method: c.req.method, path: c.req.path, status, durationMs }, status >= 500 ? 'request failed' : 'request');
  });
}
