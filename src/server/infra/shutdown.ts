import type { Server } from 'node:http';
import type { Logger } from './logger.ts';

export interface ShutdownOptions {
  server: Pick<Server, 'close' | 'closeIdleConnections' | 'closeAllConnections'>;
  /** Runs after the last in-flight request has finished (close the database, stop schedulers). */
  closeResources: () => Promise<void>;
  timeoutMs: number;
  logger: Logger;
}

/**
 * Stops accepting connections, lets in-flight requests finish (idle keep-alive sockets are closed
 * at once), then closes resources. Requests still running after `timeoutMs` are cut off so that
 * a stuck client cannot hold a deploy hostage.
 */
export async function shutDownGracefully({ server, closeResources, timeoutMs, logger }: ShutdownOptions): Promise<void> {
  const closed = new Promise<void>((resolve) => server.close(() => resolve()));
  // A keep-alive socket becomes idle when its last request ends; close it then rather than
  // waiting out the keep-alive time-out.
  server.closeIdleConnections();
  const sweeper = setInterval(() => server.closeIdleConnections(), 25);
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<'timeout'>((resolve) => {
    timer = setTimeout(() => resolve('timeout'), timeoutMs);
  });
  if ((await Promise.race([closed, timedOut])) === 'timeout') {
    logger.warn({ timeoutMs }, 'shutdown: in-flight requests did not finish in time; closing them');
    server.closeAllConnections();
    await closed;
  }
  clearTimeout(timer);
  clearInterval(sweeper);
  await closeResources();
}
