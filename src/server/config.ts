import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

/**
 * The one view of the environment (STYLE.md habit 4). Every variable is documented, with its
 * default, in `.env.example`; nothing else in `src/` reads `process.env`.
 */
const booleanFlag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

const environmentSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  APP_NAME: z.string().trim().min(1).max(60).default('Faith Companion'),
  PUBLIC_URL: z.url().optional(),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .refine((url) => /^(postgres(ql)?:\/\/|sqlite:|file:)/.test(url), {
      message: 'must start with postgres://, postgresql://, sqlite: or file:',
    })
    .optional(),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(100).default(10),
  AUTH_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(0).max(120_000).default(10_000),
  STATIC_DIR: z.string().min(1).default('./dist/client'),
  TRUST_PROXY: booleanFlag.default(false),
  METRICS_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
    .optional(),
  EMAIL_FROM: z.string().min(3).optional(),
  REQUIRE_EMAIL_VERIFICATION: booleanFlag.default(false),
  REGISTRATION_OPEN: booleanFlag.default(true),
  SIGN_IN_LIMIT_PER_ADDRESS: z.coerce.number().int().min(1).max(100_000).default(60),
  SIGN_IN_ADDRESS_WINDOW_MINUTES: z.coerce.number().int().min(1).max(1440).default(15),
  GIFT_CODES: z
    .string()
    .regex(/^(none|\s*([A-Za-z0-9_-]{1,64}:\d{1,6}\s*(,\s*|$))*)$/i, "must be 'none' or a comma-separated list of CODE:credits, e.g. 'BLESSED20:20'")
    .default('BLESSED20:20'),
  AD_MIN_SECONDS: z.coerce.number().int().min(0).max(600).default(15),
  AD_DAILY_LIMIT: z.coerce.number().int().min(0).max(1000).default(5),
  HOUSE_AD_TITLE: z.string().max(120).default('Read the Bible with us'),
  HOUSE_AD_TEXT: z
    .string()
    .max(500)
    .default('A chapter a day draws you closer to God. Open the Bible reader and pick up where you left off.'),
  HOUSE_AD_IMAGE_URL: z.url().optional(),
  HOUSE_AD_VIDEO_URL: z.url().optional(),
  HOUSE_AD_LINK_URL: z.string().max(500).default('/bible'),
  HOUSE_AD_LINK_LABEL: z.string().max(60).default('Open the Bible'),
  AI_BASE_URL: z.url().optional(),
  AI_API_KEY: z.string().min(1).optional(),
  AI_MODEL: z.string().min(1).max(200).optional(),
  AI_TIMEOUT_MS: z.coerce.number().int().min(1000).max(600_000).default(60_000),
  AI_MAX_OUTPUT_TOKENS: z.coerce.number().int().min(64).max(32_000).default(900),
  CRISIS_REGION: z.string().trim().min(2).max(10).default('US'),
  OFFLINE_RESPONDER_CHUNK_DELAY_MS: z.coerce.number().int().min(0).max(1000).default(12),
});

export type DatabaseConfig =
  | { engine: 'sqlite'; filename: string }
  | { engine: 'postgres'; url: string; poolSize: number };

export interface AppConfig {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  appName: string;
  /** The address users reach the product at; links in e-mails and auth callbacks use it. */
  publicUrl: string;
  dataDir: string;
  database: DatabaseConfig;
  authSecret: string;
  logLevel: z.infer<typeof environmentSchema>['LOG_LEVEL'];
  shutdownTimeoutMs: number;
  staticDir: string;
  /** Take the client address from X-Forwarded-For (only behind a proxy you run). */
  trustProxy: boolean;
  /** Bearer token for /metrics; unset, only the machine itself may read it. */
  metricsToken: string | undefined;
  email: {
    /** Unset: messages are written as .eml files to `<dataDir>/outbox` and their links logged. */
    smtpUrl: string | undefined;
    from: string;
    outboxDir: string;
  };
  auth: {
    requireEmailVerification: boolean;
    registrationOpen: boolean;
    /** Sign-in attempts one client address may make per window, across all accounts. */
    signInLimitPerAddress: number;
    signInAddressWindowMs: number;
  };
  credits: {
    /** Gift codes seeded into the gift_codes table at start (an existing code is left as it is). */
    giftCodes: Array<{ code: string; credits: number }>;
    /** How long an ad must be shown before its credits can be claimed. */
    adMinSeconds: number;
    /** Rewarded ad views one user can claim per calendar day. */
    adDailyLimit: number;
    houseAd: {
      title: string;
      text: string;
      imageUrl: string | null;
      videoUrl: string | null;
      linkUrl: string | null;
      linkLabel: string | null;
    };
  };
  ai: {
    /**
     * An OpenAI-compatible chat-completions endpoint (OpenAI, Ollama, llama.cpp server, vLLM,
     * OpenRouter…). Null: the built-in offline Scripture responder answers.
     */
    model: { baseUrl: string; apiKey: string | undefined; name: string } | null;
    timeoutMs: number;
    maxOutputTokens: number;
    /** Which crisis resources come first in a crisis reply (ISO country code; US by default). */
    crisisRegion: string;
    /** The pause between the offline responder's chunks, so that it streams like a model. */
    offlineChunkDelayMs: number;
  };
}

export class ConfigError extends Error {
  constructor(readonly issues: string[]) {
    super(`Invalid configuration:\n${issues.map((issue) => `  - ${issue}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** Parses an environment (normally `process.env`) into the typed configuration, or throws ConfigError. */
export function parseConfig(environment: Record<string, string | undefined>): Omit<AppConfig, 'authSecret'> & {
  authSecret: string | undefined;
} {
  const cleaned = Object.fromEntries(
    Object.entries(environment).filter(([, value]) => value !== undefined && value !== ''),
  );
  const result = environmentSchema.safeParse(cleaned);
  if (!result.success) {
    throw new ConfigError(result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`));
  }
  const env = result.data;
  const dataDir = path.resolve(env.DATA_DIR);
  return {
    env: env.NODE_ENV,
    port: env.PORT,
    host: env.HOST,
    appName: env.APP_NAME,
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, ''),
    dataDir,
    database: databaseConfig(env.DATABASE_URL, dataDir, env.DATABASE_POOL_SIZE),
    authSecret: env.AUTH_SECRET,
    logLevel: env.LOG_LEVEL,
    shutdownTimeoutMs: env.SHUTDOWN_TIMEOUT_MS,
    staticDir: path.resolve(env.STATIC_DIR),
    trustProxy: env.TRUST_PROXY,
    metricsToken: env.METRICS_TOKEN,
    email: {
      smtpUrl: env.SMTP_URL,
      from: env.EMAIL_FROM ?? `"${env.APP_NAME.replace(/"/g, '')}" <no-reply@localhost>`,
      outboxDir: path.join(dataDir, 'outbox'),
    },
    auth: {
      requireEmailVerification: env.REQUIRE_EMAIL_VERIFICATION,
      registrationOpen: env.REGISTRATION_OPEN,
      signInLimitPerAddress: env.SIGN_IN_LIMIT_PER_ADDRESS,
      signInAddressWindowMs: env.SIGN_IN_ADDRESS_WINDOW_MINUTES * 60_000,
    },
    ai: {
      model: env.AI_BASE_URL === undefined ? null : { baseUrl: env.AI_BASE_URL.replace(/\/+$/, ''), apiKey: env.AI_API_KEY, name: env.AI_MODEL ?? 'gpt-4o-mini' },
      timeoutMs: env.AI_TIMEOUT_MS,
      maxOutputTokens: env.AI_MAX_OUTPUT_TOKENS,
      crisisRegion: env.CRISIS_REGION.toUpperCase(),
      offlineChunkDelayMs: env.OFFLINE_RESPONDER_CHUNK_DELAY_MS,
    },
    credits: {
      giftCodes: parseGiftCodes(env.GIFT_CODES),
      adMinSeconds: env.AD_MIN_SECONDS,
      adDailyLimit: env.AD_DAILY_LIMIT,
      houseAd: {
        title: env.HOUSE_AD_TITLE,
        text: env.HOUSE_AD_TEXT,
        imageUrl: env.HOUSE_AD_IMAGE_URL ?? null,
        videoUrl: env.HOUSE_AD_VIDEO_URL ?? null,
        linkUrl: env.HOUSE_AD_LINK_URL.toLowerCase() === 'none' ? null : env.HOUSE_AD_LINK_URL,
        linkLabel: env.HOUSE_AD_LINK_URL.toLowerCase() === 'none' ? null : env.HOUSE_AD_LINK_LABEL,
      },
    },
  };
}

/** 'BLESSED20:20, EASTER:10' → [{ code: 'BLESSED20', credits: 20 }, …]; codes are upper-cased like user input. */
function parseGiftCodes(list: string): Array<{ code: string; credits: number }> {
  if (list.trim().toLowerCase() === 'none') return [];
  return list
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean)
    .map((item) => {
      const [code = '', credits = '0'] = item.split(':');
      return { code: code.trim().toUpperCase(), credits: Number(credits) };
    });
}

function databaseConfig(url: string | undefined, dataDir: string, poolSize: number): DatabaseConfig {
  if (url === undefined) return { engine: 'sqlite', filename: path.join(dataDir, 'faith-companion.db') };
  if (url.startsWith('postgres')) return { engine: 'postgres', url, poolSize };
  const filename = url.replace(/^(sqlite|file):(\/\/)?/, '');
  return { engine: 'sqlite', filename: filename === ':memory:' ? filename : path.resolve(filename) };
}

/**
 * Reads the process environment, creates the data folder and settles the auth secret. Without
 * AUTH_SECRET a random one is generated once and kept in the data folder, so that a first run needs
 * no set-up and sessions survive restarts; several instances must share one AUTH_SECRET.
 */
export function loadConfig(environment: Record<string, string | undefined> = process.env): AppConfig {
  const parsed = parseConfig(environment);
  mkdirSync(parsed.dataDir, { recursive: true });
  return { ...parsed, authSecret: parsed.authSecret ?? localSecret(parsed.dataDir) };
}

function localSecret(dataDir: string): string {
  const file = path.join(dataDir, 'auth-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const secret = randomBytes(32).toString('base64url');
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}
