import { z } from 'zod';

/** The kinds of change a credit ledger row records (one row per change of balance). */
export const LEDGER_KINDS = ['grant', 'daily', 'spend', 'refund', 'ad', 'gift', 'admin'] as const;
export type LedgerKind = (typeof LEDGER_KINDS)[number];

/** The signed-in user's balance, as GET /api/credits answers it. */
export const creditBalanceSchema = z.object({
  totalCredits: z.number().int(),
  freeCredits: z.number().int(),
  /** The calendar day (YYYY-MM-DD, in the user's time zone) the free credit was last topped up. */
  lastFreeCreditDate: z.string(),
  hasUnlimitedCredits: z.boolean(),
  /** When the next daily free credit can be had: the start of the next calendar day, ISO 8601. */
  nextFreeCreditAt: z.string(),
  /** Rewarded ad views still available today, and what one is worth. */
  adsRemainingToday: z.number().int().min(0),
  adCredits: z.number().int(),
});
export type CreditBalance = z.infer<typeof creditBalanceSchema>;

export const ledgerEntrySchema = z.object({
  id: z.string(),
  kind: z.enum(LEDGER_KINDS),
  /** Change of free credits and of total credits (negative for a spend). */
  freeDelta: z.number().int(),
  totalDelta: z.number().int(),
  /** Balance after the change. */
  freeAfter: z.number().int(),
  totalAfter: z.number().int(),
  /** A short note: the gift code, the admin's reason, … */
  note: z.string().nullable(),
  createdAt: z.string(),
});
export type LedgerEntry = z.infer<typeof ledgerEntrySchema>;

export const activityPageSchema = z.object({
  entries: z.array(ledgerEntrySchema),
  /** Pass back as `before` for the next (older) page; null at the end. */
  nextCursor: z.string().nullable(),
});
export type ActivityPage = z.infer<typeof activityPageSchema>;

export const activityQuerySchema = z.object({
  before: z.string().max(100).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});

/** Gift codes are trimmed and upper-cased before anything else (SPEC.md section 5). */
export function normalizeGiftCode(code: string): string {
  return code.trim().toUpperCase();
}

export const redeemGiftCodeSchema = z.object({
  code: z.string().max(200).transform(normalizeGiftCode),
});

export const creditAdditionSchema = z.object({
  creditsAdded: z.number().int(),
  balance: creditBalanceSchema,
});
export type CreditAddition = z.infer<typeof creditAdditionSchema>;

/** A house ad (or, later, a network ad) the client shows for at least `minSeconds`. */
export const adSchema = z.object({
  kind: z.enum(['text', 'image', 'video']),
  title: z.string(),
  text: z.string(),
  imageUrl: z.string().nullable(),
  videoUrl: z.string().nullable(),
  linkUrl: z.string().nullable(),
  linkLabel: z.string().nullable(),
});
export type Ad = z.infer<typeof adSchema>;

export const adViewSchema = z.object({
  viewId: z.string(),
  ad: adSchema,
  minSeconds: z.number().int().min(0),
  /** The earliest moment the view can be claimed, ISO 8601. */
  claimableAt: z.string(),
  credits: z.number().int(),
});
export type AdView = z.infer<typeof adViewSchema>;

/**
 * Error codes the credit endpoints answer with (in `error.code`); the client turns each into the
 * spec's message from shared/messages.ts.
 */
export const CREDIT_ERROR_CODES = {
  insufficient: 'insufficient_credits',
  invalidGiftCode: 'invalid_gift_code',
  alreadyRedeemed: 'gift_code_already_redeemed',
  /** The server refused a credit change as invalid (SPEC.md section 5's validation failure). */
  blocked: 'credit_operation_blocked',
  adLimitReached: 'ad_daily_limit_reached',
  adNotFinished: 'ad_view_not_finished',
  adAlreadyClaimed: 'ad_view_already_claimed',
} as const;
