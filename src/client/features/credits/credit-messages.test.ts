import { describe, expect, it } from 'vitest';
import { CREDIT_MESSAGES, GIFT_CODE } from '../../../shared/messages.ts';
import { ApiRequestError } from '../../lib/api-client.ts';
import { additionErrorMessage, giftCodeErrorMessage, ledgerLabel, signedDelta } from './credit-messages.ts';

describe('credit messages', () => {
  it('maps each gift-code failure to the spec message', () => {
    expect(giftCodeErrorMessage(new ApiRequestError(400, 'Invalid gift code', 'invalid_gift_code'))).toBe(GIFT_CODE.invalid);
    expect(giftCodeErrorMessage(new ApiRequestError(409, 'x', 'gift_code_already_redeemed'))).toBe(GIFT_CODE.alreadyRedeemed);
    expect(giftCodeErrorMessage(new ApiRequestError(401, 'Please sign in', 'unauthenticated'))).toBe(GIFT_CODE.loginRequired);
    expect(giftCodeErrorMessage(new ApiRequestError(500, 'boom'))).toBe(GIFT_CODE.unexpected);
    expect(giftCodeErrorMessage(new TypeError('Failed to fetch'))).toBe(GIFT_CODE.redeemFailed);
  });

  it('shows a refused credit change as blocked for security reasons', () => {
    expect(additionErrorMessage(new ApiRequestError(409, `${CREDIT_MESSAGES.validationMarker}: too early`, 'credit_operation_blocked'))).toBe(CREDIT_MESSAGES.blocked);
    expect(additionErrorMessage(new TypeError('Failed to fetch'))).toBe(CREDIT_MESSAGES.updateFailed);
  });

  it('labels activity and signs its change', () => {
    expect(ledgerLabel({ kind: 'gift', note: 'BLESSED20' })).toBe('Gift code BLESSED20');
    expect(signedDelta({ freeDelta: -1, totalDelta: 0 })).toBe('−1');
    expect(signedDelta({ freeDelta: 2, totalDelta: 20 })).toBe('+22');
  });
});
