import { betterAuth, type BetterAuthOptions } from 'better-auth';
import type { Kysely } from 'kysely';
import type { AppConfig } from '../config.ts';
import type { Engine } from '../db/database.ts';
import type { Database } from '../db/schema.ts';
import type { EmailService } from '../email/email.service.ts';
import { CLIENT_ADDRESS_HEADER } from '../http/client-address.ts';
import type { Logger } from '../infra/logger.ts';

export interface AuthDependencies {
  config: Pick<AppConfig, 'authSecret' | 'publicUrl' | 'appName'> & {
    auth: Pick<AppConfig['auth'], 'requireEmailVerification'>;
  };
  db: Kysely<Database>;
  engine: Engine;
  email: Pick<EmailService, 'send'>;
  logger: Logger;
  /** Runs after an account is created (its credit row); a failure is logged, never fatal to sign-up. */
  onUserCreated?: (userId: string) => Promise<unknown>;
}

const timestamps = { createdAt: 'created_at', updatedAt: 'updated_at' } as const;

/** SPEC.md section 4: the server session ends after 30 idle minutes, like the client's rule. */
const SESSION_IDLE_SECONDS = 30 * 60;
/** Any signed-in request after this long pushes the expiry another 30 minutes out. */
const SESSION_REFRESH_SECONDS = 60;
const RESET_LINK_SECONDS = 60 * 60;

/**
 * Better Auth's options on our own database: table and column names follow our snake_case schema
 * (db/migrations), so that a test can ask Better Auth whether the schema matches. The e-mails go
 * through our e-mail service; a failed welcome e-mail is only logged (SPEC.md section 7).
 */
export function authOptions({ config, db, engine, email, logger, onUserCreated }: AuthDependencies) {
  const firstName = (name: string) => name.split(' ')[0] ?? name;
  return {
    appName: config.appName,
    baseURL: config.publicUrl,
    basePath: '/api/auth',
    secret: config.authSecret,
    database: { db, type: engine },
    user: {
      modelName: 'users',
      fields: { emailVerified: 'email_verified', ...timestamps },
      additionalFields: {
        gender: { type: 'string' as const, required: false, input: true },
        disclaimerAccepted: {
          type: 'boolean' as const,
          required: false,
          defaultValue: false,
          input: false,
          fieldName: 'disclaimer_accepted',
        },
      },
      deleteUser: {
        enabled: true,
        afterDelete: async (user) => {
          const result = await email.send(user.email, 'account-deletion', { name: firstName(user.name) });
          if (!result.ok) logger.error({ userId: user.id }, 'account-deletion e-mail failed');
        },
      },
    },
    session: {
      modelName: 'sessions',
      fields: { userId: 'user_id', expiresAt: 'expires_at', ipAddress: 'ip_address', userAgent: 'user_agent', ...timestamps },
      expiresIn: SESSION_IDLE_SECONDS,
      updateAge: SESSION_REFRESH_SECONDS,
    },
    account: {
      modelName: 'accounts',
      fields: {
        userId: 'user_id',
        accountId: 'account_id',
        providerId: 'provider_id',
        accessToken: 'access_token',
        refreshToken: 'refresh_token',
        idToken: 'id_token',
        accessTokenExpiresAt: 'access_token_expires_at',
        refreshTokenExpiresAt: 'refresh_token_expires_at',
        ...timestamps,
      },
    },
    verification: {
      modelName: 'verifications',
      fields: { expiresAt: 'expires_at', ...timestamps },
    },
    rateLimit: {
      // On in every environment (Better Auth's default is production only), so tests see what users see.
      enabled: true,
      storage: 'database',
      modelName: 'rate_limits',
      fields: { lastRequest: 'last_request' },
      // Every page load reads the session; a congregation behind one address would otherwise hit
      // the limit together and be shown the sign-in page. Reading a session reveals nothing.
      customRules: { '/get-session': false },
    },
    emailAndPassword: {
      enabled: true,
      minPasswordLength: 12,
      maxPasswordLength: 128,
      requireEmailVerification: config.auth.requireEmailVerification,
      resetPasswordTokenExpiresIn: RESET_LINK_SECONDS,
      revokeSessionsOnPasswordReset: true,
      sendResetPassword: async ({ user, url }) => {
        const result = await email.send(user.email, 'password-reset', { name: firstName(user.name), resetLink: url });
        if (!result.ok) logger.error({ userId: user.id }, 'password-reset e-mail failed');
      },
    },
    emailVerification: {
      sendOnSignUp: config.auth.requireEmailVerification,
      sendOnSignIn: config.auth.requireEmailVerification,
      autoSignInAfterVerification: true,
      sendVerificationEmail: async ({ user, url }) => {
        const result = await email.send(user.email, 'email-verification', { name: firstName(user.name), verifyLink: url });
        if (!result.ok) logger.error({ userId: user.id }, 'verification e-mail failed');
      },
    },
    databaseHooks: {
      user: {
        create: {
          after: async (user) => {
            if (onUserCreated) {
              await onUserCreated(user.id).catch((error: unknown) => logger.error({ err: error, userId: user.id }, 'post-sign-up set-up failed'));
            }
            const result = await email.send(user.email, 'welcome', { name: firstName(user.name) });
            if (!result.ok) logger.warn({ userId: user.id }, 'welcome e-mail failed; the account is fine');
          },
        },
      },
    },
    advanced: {
      cookiePrefix: 'fc',
      // Set by our own server from the socket (or a trusted proxy) and never taken from the client:
      // without it every visitor would share one rate-limit bucket.
      ipAddress: { ipAddressHeaders: [CLIENT_ADDRESS_HEADER] },
    },
  } satisfies BetterAuthOptions;
}

export function createAuth(dependencies: AuthDependencies) {
  return betterAuth(authOptions(dependencies));
}

export type Auth = ReturnType<typeof createAuth>;
