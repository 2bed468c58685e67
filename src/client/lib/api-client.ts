import { hc, type ClientResponse } from 'hono/client';
import type { SuccessStatusCode } from 'hono/utils/http-status';
import type { AppType } from '../../server/app.ts';

/** The device's IANA time zone, so that the server's "today" (daily free credit, greetings) is the user's. */
export function deviceTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  } catch {
    return 'UTC';
  }
}

/** The typed client for our JSON API: the same route types the server declares. */
export const api = hc<AppType>('/', {
  init: { credentials: 'same-origin' },
  headers: () => ({ 'X-Time-Zone': deviceTimeZone() }),
});

export class ApiRequestError extends Error {
  constructor(
    readonly status: number,
    message: string,
    /** The server's machine-readable `error.code`, when it sent one. */
    readonly code?: string,
  ) {
    super(message);
    this.name = 'ApiRequestError';
  }
}

/** The body type of the successful answers among a route's possible answers. */
type SuccessBody<R> = R extends ClientResponse<infer Body, infer Status, 'json'> ? (Status extends SuccessStatusCode ? Body : never) : never;

/** Reads a JSON answer, turning an error answer into ApiRequestError with the server's message. */
export async function readJson<R extends ClientResponse<unknown, number, 'json'>>(response: R): Promise<SuccessBody<R>> {
  if (response.ok) return (await response.json()) as SuccessBody<R>;
  let message = `Request failed (${response.status})`;
  let code: string | undefined;
  try {
    const body = (await response.json()) as { error?: { message?: string; code?: string } };
    if (body.error?.message) message = body.error.message;
    code = body.error?.code;
  } catch {
    // The body was not JSON (a proxy error page, say); keep the status message.
  }
  throw new ApiRequestError(response.status, message, code);
}
