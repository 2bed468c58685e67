import { createRoute, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import type { Kysely } from 'kysely';
import { LOGIN, REGISTRATION, VALIDATION } from '../../shared/messages.ts';
import { apiErrorSchema } from '../../shared/schemas/api.ts';
import { loginSchema, registerSchema } from '../../shared/schemas/auth.ts';
import type { AppConfig } from '../config.ts';
import type { Engine } from '../db/database.ts';
import type { Database } from '../db/schema.ts';
import { clientAddress, headersWithClientAddress } from '../http/client-address.ts';
import { errorBody } from '../http/errors.ts';
import { createRouter } from '../http/router.ts';
import type { AppEnv } from '../http/types.ts';
import type { Auth } from './auth.ts';
import { beginSignInAttempt, finishSignInAttempt } from './sign-in-protection.service.ts';

export interface AuthRoutesDependencies {
  auth: Auth;
  db: Kysely<Database>;
  engine: Engine;
  config: Pick<AppConfig, 'trustProxy'> & { auth: Pick<AppConfig['auth'], 'registrationOpen' | 'signInLimitPerAddress' | 'signInAddressWindowMs'> };
  now?: () => number;
}

const errorResponse = (description: string) => ({ description, content: { 'application/json': { schema: apiErrorSchema } } });
const sessionUser = z.object({ id: z.string(), email: z.string(), name: z.string() }).loose();

const signInRoute = createRoute({
  method: 'post',
  path: '/sign-in/email',
  tags: ['auth'],
  summary: 'Sign in with e-mail and password (with the account lockout and suspicious-activity rules)',
  request: {
    body: {
      required: true,
      content: { 'application/json': { schema: loginSchema.extend({ rememberMe: z.boolean().optional() }) } },
    },
  },
  responses: {
    200: { description: 'Signed in; the session cookie is set', content: { 'application/json': { schema: z.object({ user: sessionUser }).loose() } } },
    400: errorResponse('Invalid e-mail or password format'),
    401: errorResponse(LOGIN.invalidCredentials),
    403: errorResponse(LOGIN.emailNotConfirmed),
    429: errorResponse('Locked, suspicious, or too many attempts from this address'),
  },
});

const signUpRoute = createRoute({
  method: 'post',
  path: '/sign-up/email',
  tags: ['auth'],
  summary: 'Create an account (name, e-mail, password of 12+ characters, gender)',
  request: { body: { required: true, content: { 'application/json': { schema: registerSchema } } } },
  responses: {
    200: {
      description: 'Account created; signed in unless e-mail verification is required (then `token` is null)',
      content: { 'application/json': { schema: z.object({ user: sessionUser, token: z.string().nullable() }).loose() } },
    },
    400: errorResponse('Invalid registration details'),
    403: errorResponse(REGISTRATION.disabled),
    409: errorResponse(REGISTRATION.emailExists),
  },
});

/** Better Auth's answer as our typed JSON answer, keeping the session cookie it set. */
async function relaySuccess(c: Context, response: Response) {
  for (const cookie of response.headers.getSetCookie()) c.header('Set-Cookie', cookie, { append: true });
  return (await response.json()) as { user: z.infer<typeof sessionUser>; token: string | null };
}

async function readErrorCode(response: Response): Promise<string> {
  try {
    const body = (await response.clone().json()) as { code?: unknown };
    return typeof body.code === 'string' ? body.code : '';
  } catch {
    return '';
  }
}

/**
 * Sign-in and sign-up go through these two routes before Better Auth sees them, so that the
 * spec's validation (the same schemas as the forms), its messages and the sign-in protection hold
 * for any client, not only ours.
 */
export function authRoutes({ auth, db, engine, config, now = Date.now }: AuthRoutesDependencies) {
  const limits = { perAddress: config.auth.signInLimitPerAddress, perAddressWindowMs: config.auth.signInAddressWindowMs };

  return createRouter<AppEnv>()
    .openapi(signInRoute, async (c) => {
      const { email, password, rememberMe } = c.req.valid('json');
      const decision = await beginSignInAttempt(db, engine, limits, {
        email: email.toLowerCase(),
        clientAddress: clientAddress(c, config.trustProxy),
        userAgent: (c.req.header('user-agent') ?? '').slice(0, 300),
        nowMs: now(),
      });
      if (!decision.allowed) {
        c.var.logger.warn({ code: decision.code }, 'sign-in refused');
        return c.json(errorBody(decision.code, decision.message), 429);
      }
      let response: Response;
      try {
        response = await auth.api.signInEmail({
          body: { email, password, rememberMe: rememberMe ?? true },
          headers: headersWithClientAddress(c, config.trustProxy),
          asResponse: true,
        });
      } catch (error) {
        await finishSignInAttempt(db, decision.attemptId, false);
        throw error;
      }
      await finishSignInAttempt(db, decision.attemptId, response.ok);
      if (response.ok) return c.json(await relaySuccess(c, response), 200);
      const code = await readErrorCode(response);
      if (code === 'EMAIL_NOT_VERIFIED') return c.json(errorBody('email_not_verified', LOGIN.emailNotConfirmed), 403);
      if (response.status === 401 || code === 'INVALID_EMAIL_OR_PASSWORD') {
        return c.json(errorBody('invalid_credentials', LOGIN.invalidCredentials), 401);
      }
      if (response.status === 429) return c.json(errorBody('rate_limited', LOGIN.tooManyAttempts), 429);
      if (code === 'INVALID_EMAIL') return c.json(errorBody('invalid_request', VALIDATION.email), 400);
      c.var.logger.error({ status: response.status, code }, 'sign-in failed unexpectedly');
      return c.json(errorBody('sign_in_failed', LOGIN.failed), 400);
    })
    .openapi(signUpRoute, async (c) => {
      if (!config.auth.registrationOpen) return c.json(errorBody('registration_closed', REGISTRATION.disabled), 403);
      const { name, email, password, gender } = c.req.valid('json');
      const response = await auth.api.signUpEmail({
        body: { name, email, password, gender },
        headers: headersWithClientAddress(c, config.trustProxy),
        asResponse: true,
      });
      if (response.ok) return c.json(await relaySuccess(c, response), 200);
      const code = await readErrorCode(response);
      if (code.startsWith('USER_ALREADY_EXISTS')) return c.json(errorBody('email_exists', REGISTRATION.emailExists), 409);
      if (code.startsWith('PASSWORD_TOO')) return c.json(errorBody('weak_password', REGISTRATION.weakPassword), 400);
      if (code === 'INVALID_EMAIL') return c.json(errorBody('invalid_request', VALIDATION.email), 400);
      c.var.logger.error({ status: response.status, code }, 'registration failed unexpectedly');
      return c.json(errorBody('registration_failed', REGISTRATION.failed), 400);
    });
}
