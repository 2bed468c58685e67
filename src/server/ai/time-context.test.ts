import { describe, expect, it } from 'vitest';
import { SEASON_NOTES, adventStart, greetingFor, seasonNote, seasonOf, timeOfDay } from './time-context.ts';

/** Noon UTC of a day, so that the UTC day is the day named. */
const noon = (iso: string) => new Date(`${iso}T12:00:00Z`);

describe('timeOfDay', () => {
  it.each([
    [0, 'night'],
    [4, 'night'],
    [5, 'morning'],
    [11, 'morning'],
    [12, 'afternoon'],
    [16, 'afternoon'],
    [17, 'evening'],
    [20, 'evening'],
    [21, 'night'],
    [23, 'night'],
  ] as const)('hour %i is %s', (hour, time) => {
    expect(timeOfDay(hour)).toBe(time);
  });

  it('treats an impossible hour as night', () => {
    expect(timeOfDay(Number.NaN)).toBe('night');
    expect(timeOfDay(24)).toBe('night');
  });
});

describe('greetingFor', () => {
  it('greets each part of the day', () => {
    expect(greetingFor('morning')).toBe('Good morning');
    expect(greetingFor('afternoon')).toBe('Good afternoon');
    expect(greetingFor('evening')).toBe('Good evening');
    expect(greetingFor('night')).toBe('Peace to you this night');
  });
});

describe('adventStart', () => {
  it.each([
    [2022, [11, 27]],
    [2023, [12, 3]],
    [2024, [12, 1]],
    [2025, [11, 30]],
    [2026, [11, 29]],
    [2027, [11, 28]],
  ] as const)('Advent %i begins on the fourth Sunday before Christmas', (year, expected) => {
    const [month, day] = adventStart(year);
    expect([month, day]).toEqual(expected);
    expect(new Date(Date.UTC(year, month - 1, day)).getUTCDay()).toBe(0);
  });
});

describe('seasonNote', () => {
  it.each([
    ['2026-01-07', 'new-year'],
    ['2026-01-08', null],
    ['2026-02-14', null],
    ['2026-02-15', 'lent'],
    ['2026-03-31', 'lent'],
    ['2026-04-01', 'easter'],
    ['2026-04-20', 'easter'],
    ['2026-04-21', null],
    ['2026-07-04', null],
    ['2026-11-19', null],
    ['2026-11-20', 'thanksgiving'],
    ['2026-11-28', 'thanksgiving'],
    ['2026-11-29', 'advent'],
    ['2027-11-27', 'thanksgiving'],
    ['2027-11-28', 'advent'],
    ['2026-12-23', 'advent'],
    ['2026-12-24', 'christmas'],
    ['2026-12-26', 'christmas'],
    ['2026-12-27', 'new-year'],
    ['2026-12-31', 'new-year'],
    ['2027-01-01', 'new-year'],
  ] as const)('%s is %s', (day, season) => {
    expect(seasonNote(noon(day), 'UTC')).toBe(season === null ? null : SEASON_NOTES[season]);
  });

  it('ends Thanksgiving on 30 November when Advent begins in December', () => {
    // Advent 2024 began on 1 December, Advent 2023 on 3 December.
    expect(seasonOf(2024, 11, 30)).toBe('thanksgiving');
    expect(seasonOf(2024, 12, 1)).toBe('advent');
    expect(seasonOf(2023, 11, 30)).toBe('thanksgiving');
    expect(seasonOf(2023, 12, 1)).toBeNull();
    expect(seasonOf(2023, 12, 2)).toBeNull();
    expect(seasonOf(2023, 12, 3)).toBe('advent');
  });

  it('says the new year in its note', () => {
    expect(SEASON_NOTES['new-year']).toMatch(/new year/i);
    expect(SEASON_NOTES.advent).toMatch(/Advent/);
  });

  it("uses the user's calendar day, not the server's", () => {
    // 03:00 UTC on 24 December is still the evening of 23 December in Los Angeles.
    const instant = new Date('2026-12-24T03:00:00Z');
    expect(seasonNote(instant, 'UTC')).toBe(SEASON_NOTES.christmas);
    expect(seasonNote(instant, 'America/Los_Angeles')).toBe(SEASON_NOTES.advent);
    // 11:30 UTC on 14 February is already 15 February in Auckland.
    const valentine = new Date('2026-02-14T11:30:00Z');
    expect(seasonNote(valentine, 'Europe/London')).toBeNull();
    expect(seasonNote(valentine, 'Pacific/Auckland')).toBe(SEASON_NOTES.lent);
  });

  it('counts an unknown zone as UTC', () => {
    expect(seasonNote(new Date('2026-12-24T03:00:00Z'), 'Not/AZone')).toBe(SEASON_NOTES.christmas);
  });
});
