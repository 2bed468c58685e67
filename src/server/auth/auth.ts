import { betterAuth, type BetterAuthOptions } from 'better-auth';
import type { Kysely } from 'kysely';
import type { AppConfig } from '../config.ts';
import type { Engine } from '../db/database.ts';
import type { Database } from '../db/schema.ts';

export interface AuthDependencies {
  config: Pick<AppConfig, 'authSecret' | 'publicUrl' | 'appName'>;
  db: Kysely<Database>;
  engine: Engine;
}

const timestamps = { createdAt: 'created_at', updatedAt: 'updated_at' } as const;

/**
 * Better Auth's options on our own database: table and column names follow our snake_case schema
 * (db/migrations/0001). Exported so that a test can ask Better Auth whether the schema matches.
 */
export function authOptions({ config, db, engine }: AuthDependencies): BetterAuthOptions {
  return {
    appName: config.appName,
    baseURL: config.publicUrl,
    basePath: '/api/auth',
    secret: config.authSecret,
    database: { db, type: engine },
    user: {
      modelName: 'users',
      fields: { emailVerified: 'email_verified', ...timestamps },
    },
    session: {
      modelName: 'sessions',
      fields: { userId: 'user_id', expiresAt: 'expires_at', ipAddress: 'ip_address', userAgent: 'user_agent', ...timestamps },
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
    emailAndPassword: { enabled: true },
  };
}

export function createAuth(dependencies: AuthDependencies) {
  return betterAuth(authOptions(dependencies));
}

export type Auth = ReturnType<typeof createAuth>;
