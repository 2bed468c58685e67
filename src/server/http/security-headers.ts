import { secureHeaders } from 'hono/secure-headers';

/**
 * DESIGN.md section 7: a CSP without inline scripts, no framing, nosniff, a strict referrer
 * policy. Inline styles stay allowed because the notification library injects its stylesheet.
 * The microphone is allowed for our own origin only (voice dictation).
 */
export function securityHeaders() {
  return secureHeaders({
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
}
