import { calendarDay } from '../../shared/calendar.ts';
import type { TimeOfDay } from './types.ts';

/**
 * Time of day, greeting and season for the AI context (SPEC.md section 9), always in the user's
 * own time zone (the caller passes the zone the client reports; UTC when it is unknown).
 */

/** The first hour of each part of the day: morning 5–12, afternoon 12–17, evening 17–21, else night. */
export const DAY_PARTS = { morning: 5, afternoon: 12, evening: 17, night: 21 } as const;

/** The part of the day for an hour 0–23 (anything else, such as NaN, counts as night). */
export function timeOfDay(hour: number): TimeOfDay {
  if (hour >= DAY_PARTS.morning && hour < DAY_PARTS.afternoon) return 'morning';
  if (hour >= DAY_PARTS.afternoon && hour < DAY_PARTS.evening) return 'afternoon';
  if (hour >= DAY_PARTS.evening && hour < DAY_PARTS.night) return 'evening';
  return 'night';
}

const GREETINGS: Record<TimeOfDay, string> = {
  morning: 'Good morning',
  afternoon: 'Good afternoon',
  evening: 'Good evening',
  // 'Good night' is a farewell; a night visitor is welcomed instead.
  night: 'Peace to you this night',
};

/** 'Good morning', 'Good afternoon', 'Good evening', or 'Peace to you this night'. */
export function greetingFor(time: TimeOfDay): string {
  return GREETINGS[time];
}

export type Season = 'advent' | 'christmas' | 'new-year' | 'lent' | 'easter' | 'thanksgiving';

/** One sentence each, written for the model (not shown to the user as is). */
export const SEASON_NOTES: Record<Season, string> = {
  advent: 'It is the season of Advent, a time of hopeful waiting and preparation for the coming of Christ.',
  christmas: 'It is Christmas, when Christians celebrate the birth of Jesus, Immanuel, God with us.',
  'new-year': 'It is the turn of the new year, a time for fresh beginnings and renewed trust in God.',
  lent: 'It is the season of Lent, when many Christians prepare their hearts for Easter through prayer, reflection and repentance.',
  easter: 'It is the Easter season, when Christians celebrate the resurrection of Jesus Christ.',
  thanksgiving: 'It is the season of Thanksgiving, a time to give thanks to God for His goodness and provision.',
};

/**
 * The day of the month on which Advent begins: the fourth Sunday before Christmas, which always
 * falls between 27 November and 3 December. Returned as [month (1-based), day].
 */
export function adventStart(year: number): [month: number, day: number] {
  const christmasWeekday = new Date(Date.UTC(year, 11, 25)).getUTCDay();
  // The last Sunday strictly before 25 December, then three weeks earlier.
  const fourthSunday = 25 - (christmasWeekday === 0 ? 7 : christmasWeekday) - 21;
  return fourthSunday >= 1 ? [12, fourthSunday] : [11, 30 + fourthSunday];
}

/**
 * The season of a calendar day. Dates are compared as month * 100 + day. Precedence, where ranges
 * could meet: Christmas (24–26 Dec) and the new year (27 Dec – 7 Jan) are fixed; Advent runs from
 * its computed start through 23 Dec; Thanksgiving starts on 20 Nov and ends the day before Advent
 * begins, and never runs past 30 Nov: when Advent begins on 1–3 Dec, the days of December before it
 * have no note rather than a Thanksgiving note in December. Lent is 15 Feb – 31 Mar and Easter
 * 1–20 Apr, the spec's fixed approximations of the moving feasts.
 */
export function seasonOf(year: number, month: number, day: number): Season | null {
  const date = month * 100 + day;
  const [adventMonth, adventDay] = adventStart(year);
  const advent = adventMonth * 100 + adventDay;
  if (date >= 1224 && date <= 1226) return 'christmas';
  if (date >= 1227 || date <= 107) return 'new-year';
  if (date >= advent && date <= 1223) return 'advent';
  if (date >= 1120 && date < advent && date <= 1130) return 'thanksgiving';
  if (date >= 215 && date <= 331) return 'lent';
  if (date >= 401 && date <= 420) return 'easter';
  return null;
}

/**
 * The seasonal note for an instant in the user's time zone (calendarDay decides the day; an
 * unknown zone counts as UTC), or null outside the seasons.
 */
export function seasonNote(date: Date, timeZone: string): string | null {
  const [year, month, day] = calendarDay(date, timeZone).split('-').map(Number) as [number, number, number];
  const season = seasonOf(year, month, day);
  return season === null ? null : SEASON_NOTES[season];
}
