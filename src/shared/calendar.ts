/**
 * Calendar days in a user's own time zone (DESIGN.md section 4: "a new calendar day" for the daily
 * free credit and the chat's daily rollover is the user's day, UTC when their zone is unknown).
 * Isomorphic: the server computes with the zone the client reports, the client shows the result.
 */

const formatters = new Map<string, Intl.DateTimeFormat | null>();

function formatterFor(timeZone: string): Intl.DateTimeFormat | null {
  let formatter = formatters.get(timeZone);
  if (formatter === undefined) {
    try {
      formatter = new Intl.DateTimeFormat('en-CA', {
        timeZone,
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
        hour: '2-digit',
        minute: '2-digit',
        second: '2-digit',
        hourCycle: 'h23',
      });
    } catch {
      formatter = null;
    }
    // A client can send any string; keep the cache from growing without bound.
    if (formatters.size < 1000) formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** True for an IANA zone name this runtime knows ('Europe/London', 'UTC', …). */
export function isValidTimeZone(timeZone: string): boolean {
  return timeZone.length > 0 && timeZone.length <= 64 && formatterFor(timeZone) !== null;
}

interface WallClock {
  day: string;
  hour: number;
  minute: number;
  second: number;
}

function wallClock(instant: Date, timeZone: string): WallClock {
  const formatter = formatterFor(timeZone) ?? (formatterFor('UTC') as Intl.DateTimeFormat);
  const parts = Object.fromEntries(formatter.formatToParts(instant).map((part) => [part.type, part.value]));
  return {
    day: `${parts.year}-${parts.month}-${parts.day}`,
    hour: Number(parts.hour),
    minute: Number(parts.minute),
    second: Number(parts.second),
  };
}

/** The calendar day (YYYY-MM-DD) of an instant in a time zone. */
export function calendarDay(instant: Date, timeZone = 'UTC'): string {
  return wallClock(instant, timeZone).day;
}

/** The hour of the day (0–23) of an instant in a time zone. */
export function hourOfDay(instant: Date, timeZone = 'UTC'): number {
  return wallClock(instant, timeZone).hour;
}

/** The first instant of the next calendar day in a time zone (daylight-saving changes included). */
export function startOfNextDay(instant: Date, timeZone = 'UTC'): Date {
  const { day, hour, minute, second } = wallClock(instant, timeZone);
  const sinceMidnightMs = ((hour * 60 + minute) * 60 + second) * 1000 + instant.getUTCMilliseconds();
  let candidate = new Date(instant.getTime() - sinceMidnightMs + 86_400_000);
  // A day of 23 or 25 hours puts the candidate an hour off midnight; walk to the first instant of the next day.
  for (let step = 0; step < 3 && calendarDay(candidate, timeZone) === day; step += 1) candidate = new Date(candidate.getTime() + 3_600_000);
  for (let step = 0; step < 3 && calendarDay(new Date(candidate.getTime() - 3_600_000), timeZone) !== day; step += 1) {
    candidate = new Date(candidate.getTime() - 3_600_000);
  }
  return candidate;
}
