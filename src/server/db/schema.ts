import type { ColumnType } from 'kysely';

/**
 * Table types for Kysely. Column names are snake_case on both engines. Timestamps are ISO-8601
 * strings in SQLite and timestamptz in PostgreSQL; both read back as `Date | string`, so code that
 * reads them goes through `toDate` in db/values.ts.
 */
type Timestamp = ColumnType<Date | string, Date | string, Date | string>;
/** SQLite stores booleans as 0/1; PostgreSQL as boolean. */
type Bool = ColumnType<boolean | number, boolean | number, boolean | number>;

export interface UsersTable {
  id: string;
  name: string;
  email: string;
  email_verified: Bool;
  image: string | null;
  gender: string | null;
  disclaimer_accepted: ColumnType<boolean | number, boolean | number | undefined, boolean | number>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface SignInAttemptsTable {
  id: string;
  email: string;
  client_address: string;
  user_agent: string;
  outcome: 'pending' | 'succeeded' | 'failed' | 'refused';
  /** Milliseconds since the epoch: compared as numbers on both engines. */
  created_at_ms: ColumnType<number | string, number, number>;
}

export interface RateLimitsTable {
  id: string;
  key: string;
  count: number;
  last_request: ColumnType<number | string, number, number>;
}

export interface SessionsTable {
  id: string;
  user_id: string;
  token: string;
  expires_at: Timestamp;
  ip_address: string | null;
  user_agent: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface AccountsTable {
  id: string;
  user_id: string;
  account_id: string;
  provider_id: string;
  access_token: string | null;
  refresh_token: string | null;
  id_token: string | null;
  access_token_expires_at: Timestamp | null;
  refresh_token_expires_at: Timestamp | null;
  scope: string | null;
  password: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface VerificationsTable {
  id: string;
  identifier: string;
  value: string;
  expires_at: Timestamp;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface UserPreferencesTable {
  user_id: string;
  /** JSON text: {"user": "#rrggbb", "bot": "#rrggbb"}. */
  bubble_colors: string;
  theme: string;
  current_session_id: string | null;
  updated_at: Timestamp;
}


export interface BibleBookmarksTable {
  id: string;
  user_id: string;
  reference: string;
  created_at: Timestamp;
}

export interface FavoriteVersesTable {
  id: string;
  user_id: string;
  reference: string;
  translation_id: string;
  verse_text: string;
  created_at: Timestamp;
}

export interface BibleProgressTable {
  user_id: string;
  translation_id: string;
  book: number;
  chapter: number;
  verse: number | null;
  updated_at: Timestamp;
}

export interface UserCreditsTable {
  id: string;
  user_id: string;
  total_credits: number;
  free_credits: number;
  /** YYYY-MM-DD, the user's calendar day of the last daily top-up. */
  last_free_credit_date: string;
  has_unlimited_credits: Bool;
  updated_at: Timestamp;
}

export interface CreditLedgerTable {
  id: string;
  user_id: string;
  kind: string;
  free_delta: number;
  total_delta: number;
  free_after: number;
  total_after: number;
  /** What the change was for: a gift code, an ad view id, a message id. */
  reference: string | null;
  note: string | null;
  created_at: Timestamp;
}

export interface GiftCodesTable {
  code: string;
  credits: number;
  active: ColumnType<boolean | number, boolean | number | undefined, boolean | number>;
  expires_at: Timestamp | null;
  max_redemptions: number | null;
  redemption_count: ColumnType<number, number | undefined, number>;
  created_at: Timestamp;
}

export interface GiftCodeRedemptionsTable {
  id: string;
  user_id: string;
  gift_code: string;
  credits_awarded: number;
  created_at: Timestamp;
}

export interface AdViewsTable {
  id: string;
  user_id: string;
  ad_id: string;
  credits: number;
  issued_at: Timestamp;
  claimable_at: Timestamp;
  claimed_at: Timestamp | null;
  claimed_day: string | null;
}

export interface ChatSessionsTable {
  user_id: string;
  id: string;
  title: string | null;
  preview: ColumnType<string, string | undefined, string>;
  message_count: ColumnType<number, number | undefined, number>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

type DefaultedBool = ColumnType<boolean | number, boolean | number | undefined, boolean | number>;

export interface ChatMessagesTable {
  /** Sorts in creation order (infra/ids.ts sortableId). */
  id: string;
  user_id: string;
  session_id: string;
  content: string;
  /** 'user' or 'assistant'. */
  sender: string;
  timestamp: Timestamp;
  is_favorite: DefaultedBool;
  /** JSON array of VerifiedReference (shared/schemas/chat.ts), assistant replies only. */
  references_json: string | null;
  /** 'model' | 'offline' | 'fallback' | 'welcome' for assistant replies; null for the user's. */
  responder: string | null;
  crisis: DefaultedBool;
  stopped: DefaultedBool;
  pending: DefaultedBool;
}

export interface ChatTopicsTable {
  id: string;
  user_id: string;
  topic: string;
  created_at: Timestamp;
}

export interface Database {
  users: UsersTable;
  sessions: SessionsTable;
  accounts: AccountsTable;
  verifications: VerificationsTable;
  user_preferences: UserPreferencesTable;
  sign_in_attempts: SignInAttemptsTable;
  rate_limits: RateLimitsTable;
  bible_bookmarks: BibleBookmarksTable;
  favorite_verses: FavoriteVersesTable;
  bible_progress: BibleProgressTable;
  user_credits: UserCreditsTable;
  credit_ledger: CreditLedgerTable;
  gift_codes: GiftCodesTable;
  gift_code_redemptions: GiftCodeRedemptionsTable;
  ad_views: AdViewsTable;
  chat_sessions: ChatSessionsTable;
  chat_messages: ChatMessagesTable;
  chat_topics: ChatTopicsTable;
}
