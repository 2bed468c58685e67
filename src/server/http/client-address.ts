import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';

/**
 * The address the request came from: the socket's peer, or, behind a proxy the operator runs
 * (TRUST_PROXY), the first address in X-Forwarded-For. Requests without a socket (in-process
 * tests) answer 'local'.
 */
export function clientAddress(c: Context, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = c.req.header('x-forwarded-for')?.split(',')[0]?.trim();
    if (forwarded) return forwarded;
  }
  try {
    return getConnInfo(c).remote.address ?? 'local';
  } catch {
    return 'local';
  }
}

/** The header our server sets for Better Auth (its rate limits and session records); any client value is replaced. */
export const CLIENT_ADDRESS_HEADER = 'x-client-address';

/** The request's headers with the client address in CLIENT_ADDRESS_HEADER, as decided by `clientAddress`. */
export function headersWithClientAddress(c: Context, trustProxy: boolean): Headers {
  const headers = new Headers(c.req.raw.headers);
  headers.set(CLIENT_ADDRESS_HEADER, clientAddress(c, trustProxy));
  return headers;
}

/** The same request (body untouched) with the client address header. */
export function withClientAddress(c: Context, trustProxy: boolean): Request {
  return new Request(c.req.raw, { headers: headersWithClientAddress(c, trustProxy) });
}
