import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import { shutDownGracefully } from './shutdown.ts';

function get(port: number): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    request({ port, host: '127.0.0.1', path: '/' }, (response) => {
      let body = '';
      response.on('data', (chunk: Buffer) => (body += chunk.toString()));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
    })
      .on('error', reject)
      .end();
  });
}

async function listen(server: Server): Promise<number> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return (server.address() as AddressInfo).port;
}

describe('graceful shutdown', () => {
  it('finishes the request in flight, refuses new ones, then closes resources', async () => {
    const events: string[] = [];
    const server = createServer((_request, response) => {
      events.push('request started');
      setTimeout(() => {
        events.push('request finished');
        response.end('amen');
      }, 300);
    });
    const port = await listen(server);

    const inFlight = get(port);
    await new Promise((resolve) => setTimeout(resolve, 50));
    const shutdown = shutDownGracefully({
      server,
      closeResources: async () => {
        events.push('resources closed');
      },
      timeoutMs: 5_000,
      logger: pino({ level: 'silent' }),
    });

    await expect(get(port)).rejects.toThrow(/ECONNREFUSED/);
    expect(await inFlight).toEqual({ status: 200, body: 'amen' });
    await shutdown;
    expect(events).toEqual(['request started', 'request finished', 'resources closed']);
  });

  it('cuts off a request that outlives the time-out and still closes resources', async () => {
    const server = createServer(() => undefined);
    const port = await listen(server);
    const hanging = get(port).catch((error: Error) => error.message);
    await new Promise((resolve) => setTimeout(resolve, 50));
    let closed = false;
    await shutDownGracefully({
      server,
      closeResources: async () => {
        closed = true;
      },
      timeoutMs: 100,
      logger: pino({ level: 'silent' }),
    });
    expect(closed).toBe(true);
    expect(await hanging).toMatch(/socket hang up/);
  });
});
