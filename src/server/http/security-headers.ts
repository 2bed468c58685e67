import type { MiddlewareHandler } from 'hono';

/**
 * DESIGN.md section 7, for pages and files: a CSP without inline scripts, no framing, nosniff, a
 * strict referrer policy. Inline styles stay allowed because the notification library injects its
 * stylesheet. The microphone is allowed for our own origin only (voice dictation).
 */
const DOCUMENT_HEADERS: Array<[string, string]> = [
  [
    'Content-Security-Policy',
    [
      "default-src 'self'",
      "script-src 'self'",
      "style-src 'self' 'unsafe-inline'",
      "img-src 'self' data: blob:",
      "media-src 'self' blob: data:",
      "font-src 'self' data:",
      "connect-src 'self'",
      "object-src 'none'",
      "base-uri 'self'",
      "form-action 'self'",
      "frame-ancestors 'none'",
    ].join('; '),
  ],
  ['X-Frame-Options', 'DENY'],
  ['X-Content-Type-Options', 'nosniff'],
  ['Referrer-Policy', 'strict-origin-when-cross-origin'],
  ['Cross-Origin-Resource-Policy', 'same-origin'],
  ['Cross-Origin-Opener-Policy', 'same-origin'],
  ['Permissions-Policy', 'microphone=(self), camera=(), geolocation=(), payment=()'],
  ['Strict-Transport-Security', 'max-age=15552000; includeSubDomains'],
  ['Origin-Agent-Cluster', '?1'],
];

/** JSON is never rendered as a page: a CSP that allows nothing, no framing, nosniff, referrer policy. */
const API_HEADERS: Array<[string, string]> = [
  ['Content-Security-Policy', "default-src 'none'; frame-ancestors 'none'"],
  ['X-Frame-Options', 'DENY'],
  ['X-Content-Type-Options', 'nosniff'],
  ['Referrer-Policy', 'strict-origin-when-cross-origin'],
  ['Cross-Origin-Resource-Policy', 'same-origin'],
];

export const headersFor = (path: string) => (path.startsWith('/api/') ? API_HEADERS : DOCUMENT_HEADERS);

/**
 * Sets the headers before the handler runs, so that they are part of the response as it is
 * built rather than copied onto it afterwards (as hono/secure-headers does, which makes the Node
 * adapter materialise every response).
 */
export function securityHeaders(): MiddlewareHandler {
  return async (c, next) => {
    for (const [name, value] of headersFor(c.req.path)) c.header(name, value);
    await next();
  };
}

/** For a handler that returns a Response of its own (Better Auth's), which skips prepared headers. */
export function addSecurityHeaders(response: Response, path: string): Response {
  const copy = new Response(response.body, response);
  for (const [name, value] of headersFor(path)) copy.headers.set(name, value);
  return copy;
}
