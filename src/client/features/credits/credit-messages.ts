import { CREDIT_MESSAGES, GIFT_CODE } from '../../../shared/messages.ts';
import type { LedgerEntry } from '../../../shared/schemas/credits.ts';
import { ApiRequestError } from '../../lib/api-client.ts';

/** The spec's message for a failed gift-code redemption (SPEC.md section 8). */
export function giftCodeErrorMessage(error: unknown): string {
  if (!(error instanceof ApiRequestError)) return GIFT_CODE.redeemFailed;
  if (error.status === 401) return GIFT_CODE.loginRequired;
  if (error.code === 'invalid_gift_code' || error.status === 400) return GIFT_CODE.invalid;
  if (error.code === 'gift_code_already_redeemed') return GIFT_CODE.alreadyRedeemed;
  if (error.message.includes(CREDIT_MESSAGES.validationMarker)) return CREDIT_MESSAGES.blocked;
  return GIFT_CODE.unexpected;
}

/** The spec's message for a failed credit addition (a rewarded ad claim). */
export function additionErrorMessage(error: unknown): string {
  if (error instanceof ApiRequestError && error.message.includes(CREDIT_MESSAGES.validationMarker)) return CREDIT_MESSAGES.blocked;
  if (error instanceof ApiRequestError && error.status === 429) return error.message;
  return CREDIT_MESSAGES.updateFailed;
}

/** How an activity row reads. */
export function ledgerLabel(entry: Pick<LedgerEntry, 'kind' | 'note'>): string {
  switch (entry.kind) {
    case 'grant':
      return 'Welcome credits';
    case 'daily':
      return 'Daily free credit';
    case 'spend':
      return 'Message sent';
    case 'refund':
      return 'Credit returned (the reply failed)';
    case 'ad':
      return 'Watched a message';
    case 'gift':
      return entry.note ? `Gift code ${entry.note}` : 'Gift code';
    case 'admin':
      return entry.note ? `Added by the team: ${entry.note}` : 'Added by the team';
  }
}

/** '+2', '−1'. */
export function signedDelta(entry: Pick<LedgerEntry, 'freeDelta' | 'totalDelta'>): string {
  const total = entry.freeDelta + entry.totalDelta;
  return total > 0 ? `+${total}` : total < 0 ? `−${Math.abs(total)}` : '0';
}
