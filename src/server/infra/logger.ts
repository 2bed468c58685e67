import { pino, type Logger } from 'pino';

export type { Logger };

/** JSON logs on stdout; each request logs through a child carrying its request id. */
export function createLogger(level: string, appName: string): Logger {
  return pino({
    level,
    base: { app: appName },
    timestamp: pino.stdTimeFunctions.isoTime,
    redact: {
      paths: ['req.headers.cookie', 'req.headers.authorization', '*.password', '*.token'],
      censor: '[redacted]',
    },
  });
}
