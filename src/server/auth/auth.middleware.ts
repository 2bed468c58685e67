import { createMiddleware } from 'hono/factory';
import { jsonError } from '../http/errors.ts';
import type { AppEnv, SignedInEnv } from '../http/types.ts';
import type { Auth } from './auth.ts';

/** Reads the session cookie once per API request; `user` is null for an anonymous visitor. */
export function loadSession(auth: Auth) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const session = await auth.api.getSession({ headers: c.req.raw.headers });
    c.set('user', session ? { id: session.user.id, email: session.user.email, name: session.user.name } : null);
    await next();
  });
}

/** Answers 401 unless someone is signed in; the routes behind it read `c.var.user` as certain. */
export const requireUser = createMiddleware<SignedInEnv>(async (c, next) => {
  if (c.get('user') === null) return jsonError(c, 401, 'unauthenticated', 'Please sign in to continue.');
  await next();
});
