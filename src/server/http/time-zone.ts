import type { Context } from 'hono';
import { isValidTimeZone } from '../../shared/calendar.ts';

/**
 * The user's time zone, as the client reports it in `X-Time-Zone` (an IANA name); UTC when absent
 * or unknown to this runtime. It decides what "today" is for the daily free credit and the chat.
 */
export function timeZoneOf(c: Context): string {
  const reported = c.req.header('x-time-zone');
  return reported !== undefined && isValidTimeZone(reported) ? reported : 'UTC';
}
