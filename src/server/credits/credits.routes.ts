import { createRoute, z } from '@hono/zod-openapi';
import { CREDIT_MESSAGES, GIFT_CODE } from '../../shared/messages.ts';
import { apiErrorSchema } from '../../shared/schemas/api.ts';
import {
  activityPageSchema,
  activityQuerySchema,
  adViewSchema,
  CREDIT_ERROR_CODES,
  creditAdditionSchema,
  creditBalanceSchema,
  redeemGiftCodeSchema,
} from '../../shared/schemas/credits.ts';
import { requireUser } from '../auth/auth.middleware.ts';
import { errorBody } from '../http/errors.ts';
import { createRouter } from '../http/router.ts';
import { timeZoneOf } from '../http/time-zone.ts';
import type { SignedInEnv } from '../http/types.ts';
import type { AdditionRefusal, CreditService } from './credits.service.ts';

const json = <T>(schema: T) => ({ 'application/json': { schema } });
const error = (description: string) => ({ description, content: json(apiErrorSchema) });

const routes = {
  balance: createRoute({
    tags: ['credits'],
    middleware: [requireUser] as const,
    method: 'get',
    path: '/',
    summary: 'Your balance (created for a new user; the daily free credit applied when due)',
    responses: { 200: { description: 'Balance', content: json(creditBalanceSchema) }, 401: error('Not signed in') },
  }),
  activity: createRoute({
    tags: ['credits'],
    middleware: [requireUser] as const,
    method: 'get',
    path: '/activity',
    summary: 'Every change of your balance, newest first, a page at a time',
    request: { query: activityQuerySchema },
    responses: { 200: { description: 'A page of ledger entries', content: json(activityPageSchema) }, 400: error('Invalid request'), 401: error('Not signed in') },
  }),
  redeem: createRoute({
    tags: ['credits'],
    middleware: [requireUser] as const,
    method: 'post',
    path: '/gift-codes/redeem',
    summary: 'Redeem a gift code (trimmed and upper-cased; once per user)',
    request: { body: { required: true, content: json(redeemGiftCodeSchema) } },
    responses: {
      200: { description: 'Credits added', content: json(creditAdditionSchema) },
      400: error('Unknown, disabled, expired or used-up code'),
      401: error('Not signed in'),
      409: error('Already redeemed by you'),
    },
  }),
  startAdView: createRoute({
    tags: ['credits'],
    middleware: [requireUser] as const,
    method: 'post',
    path: '/ad-views',
    summary: 'Start a rewarded ad view (one-time; claimable after its minimum time)',
    responses: { 201: { description: 'The ad to show', content: json(adViewSchema) }, 401: error('Not signed in'), 429: error("Today's rewarded views are used up") },
  }),
  claimAdView: createRoute({
    tags: ['credits'],
    middleware: [requireUser] as const,
    method: 'post',
    path: '/ad-views/{id}/claim',
    summary: "Claim a finished ad view's credits, once",
    request: { params: z.object({ id: z.string().min(1).max(64) }) },
    responses: {
      200: { description: 'Credits added', content: json(creditAdditionSchema) },
      401: error('Not signed in'),
      404: error('No such ad view of yours'),
      409: error('Claimed already, or before its minimum time (refused as invalid)'),
      429: error("Today's rewarded views are used up"),
    },
  }),
};

const blocked = (why: string) => errorBody(CREDIT_ERROR_CODES.blocked, `${CREDIT_MESSAGES.validationMarker}: ${why}`);

/** Each refusal as the status and body the client turns into the spec's message. */
function refusalResponse(reason: AdditionRefusal) {
  switch (reason) {
    case 'invalid_gift_code':
      return { status: 400 as const, body: errorBody(CREDIT_ERROR_CODES.invalidGiftCode, GIFT_CODE.invalid) };
    case 'already_redeemed':
      return { status: 409 as const, body: errorBody(CREDIT_ERROR_CODES.alreadyRedeemed, GIFT_CODE.alreadyRedeemed) };
    case 'ad_view_not_found':
      return { status: 404 as const, body: errorBody('not_found', 'Not found.') };
    case 'ad_view_not_finished':
      return { status: 409 as const, body: blocked('the ad was not shown for its full time.') };
    case 'ad_view_already_claimed':
      return { status: 409 as const, body: blocked('this ad view was claimed already.') };
    case 'ad_daily_limit_reached':
      return { status: 429 as const, body: errorBody(CREDIT_ERROR_CODES.adLimitReached, "You've watched today's ads. Come back tomorrow for more.") };
    case 'would_go_negative':
      return { status: 409 as const, body: blocked('the balance cannot go below zero.') };
  }
}

export function creditRoutes(credits: CreditService) {
  return createRouter<SignedInEnv>()
    .openapi(routes.balance, async (c) => c.json(await credits.balance(c.var.user.id, timeZoneOf(c)), 200))
    .openapi(routes.activity, async (c) => c.json(await credits.activity(c.var.user.id, c.req.valid('query')), 200))
    .openapi(routes.redeem, async (c) => {
      const result = await credits.redeemGiftCode(c.var.user.id, c.req.valid('json').code, timeZoneOf(c));
      if (result.ok) {
        c.var.logger.info({ creditsAdded: result.creditsAdded }, 'gift code redeemed');
        return c.json({ creditsAdded: result.creditsAdded, balance: result.balance }, 200);
      }
      const { status, body } = refusalResponse(result.reason);
      return c.json(body, status as 400 | 409);
    })
    .openapi(routes.startAdView, async (c) => {
      const result = await credits.startAdView(c.var.user.id, timeZoneOf(c));
      if (result.ok) return c.json(result.view, 201);
      const { body } = refusalResponse(result.reason);
      return c.json(body, 429);
    })
    .openapi(routes.claimAdView, async (c) => {
      const result = await credits.claimAdView(c.var.user.id, c.req.valid('param').id, timeZoneOf(c));
      if (result.ok) return c.json({ creditsAdded: result.creditsAdded, balance: result.balance }, 200);
      const { status, body } = refusalResponse(result.reason);
      return c.json(body, status as 404 | 409 | 429);
    });
}
