import type { MiddlewareHandler } from 'hono';
import { secureHeaders } from 'hono/secure-headers';

/**
 * DESIGN.md section 7, for pages and files: a CSP without inline scripts, no framing, nosniff, a
 * strict referrer policy. Inline styles stay allowed because the notification library injects its
 * stylesheet. The microphone is allowed for our own origin only (voice dictation).
 */
const documentHeaders = secureHeaders({
  contentSecurityPolicy: {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'"],
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:', 'blob:'],
    mediaSrc: ["'self'", 'blob:', 'data:'],
    fontSrc: ["'self'", 'data:'],
    connectSrc: ["'self'"],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
    frameAncestors: ["'none'"],
  },
  xFrameOptions: 'DENY',
  referrerPolicy: 'strict-origin-when-cross-origin',
  xContentTypeOptions: 'nosniff',
  crossOriginResourcePolicy: 'same-origin',
  permissionsPolicy: {
    microphone: ['self'],
    camera: [],
    geolocation: [],
    payment: [],
  },
});

/**
 * JSON is never rendered as a page, so the API sends the few headers that matter for it (a CSP
 * that allows nothing, no framing, nosniff, referrer policy, same-origin resources) instead of
 * the document set: header handling was the largest cost of a cached chapter response.
 */
const apiHeaders = secureHeaders({
  contentSecurityPolicy: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] },
  xFrameOptions: 'DENY',
  referrerPolicy: 'strict-origin-when-cross-origin',
  xContentTypeOptions: 'nosniff',
  crossOriginResourcePolicy: 'same-origin',
  crossOriginOpenerPolicy: false,
  originAgentCluster: false,
  strictTransportSecurity: false,
  xDnsPrefetchControl: false,
  xDownloadOptions: false,
  xPermittedCrossDomainPolicies: false,
  xXssProtection: false,
});

export function securityHeaders(): MiddlewareHandler {
  return (c, next) => (c.req.path.startsWith('/api/') ? apiHeaders(c, next) : documentHeaders(c, next));
}
