import { describe, expect, it } from 'vitest';
import { countLabel, dayGroupLabel, daysAgo, formatWhen, groupByDay } from './dates.ts';

// Local dates, so that the tests mean the same in every time zone.
const now = new Date(2025, 4, 20, 9, 30);
const at = (month: number, day: number, hour = 12, year = 2025) => new Date(year, month, day, hour).toISOString();

describe('daysAgo', () => {
  it('counts calendar days, not 24-hour spans', () => {
    expect(daysAgo(new Date(2025, 4, 20, 0, 1), now)).toBe(0);
    expect(daysAgo(new Date(2025, 4, 19, 23, 59), now)).toBe(1);
    expect(daysAgo(new Date(2025, 4, 13, 12), now)).toBe(7);
    expect(daysAgo(new Date(2025, 4, 21, 12), now)).toBe(0);
  });
});

describe('dayGroupLabel', () => {
  it('names recent days, then months, with the year only when it is not this year', () => {
    expect(dayGroupLabel(new Date(2025, 4, 20, 1), now, 'en-US')).toBe('Today');
    expect(dayGroupLabel(new Date(2025, 4, 19), now, 'en-US')).toBe('Yesterday');
    expect(dayGroupLabel(new Date(2025, 4, 14), now, 'en-US')).toBe('Previous 7 days');
    expect(dayGroupLabel(new Date(2025, 4, 13), now, 'en-US')).toBe('Previous 30 days');
    expect(dayGroupLabel(new Date(2025, 3, 21), now, 'en-US')).toBe('Previous 30 days');
    expect(dayGroupLabel(new Date(2025, 3, 20), now, 'en-US')).toBe('April');
    expect(dayGroupLabel(new Date(2024, 11, 25), now, 'en-US')).toBe('December 2024');
  });
});

describe('groupByDay', () => {
  it('keeps the newest-first order and puts each item under its heading', () => {
    const sessions = [
      { id: 'a', updatedAt: at(4, 20, 8) },
      { id: 'b', updatedAt: at(4, 20, 1) },
      { id: 'c', updatedAt: at(4, 19) },
      { id: 'd', updatedAt: at(4, 16) },
      { id: 'e', updatedAt: at(2, 3) },
      { id: 'f', updatedAt: at(2, 1) },
      { id: 'g', updatedAt: at(11, 30, 12, 2024) },
    ];
    const groups = groupByDay(sessions, (session) => session.updatedAt, now, 'en-US');
    expect(groups.map((group) => [group.label, group.items.map((item) => item.id).join('')])).toEqual([
      ['Today', 'ab'],
      ['Yesterday', 'c'],
      ['Previous 7 days', 'd'],
      ['March', 'ef'],
      ['December 2024', 'g'],
    ]);
  });

  it('puts an unreadable date under the heading before it', () => {
    const groups = groupByDay(['not a date', at(4, 20), 'nope'], (item) => item, now, 'en-US');
    expect(groups.map((group) => [group.label, group.items.length])).toEqual([
      ['Earlier', 1],
      ['Today', 2],
    ]);
  });

  it('gives no headings for no items', () => {
    expect(groupByDay([], (item: string) => item, now)).toEqual([]);
  });
});

describe('formatWhen', () => {
  it('shows the time today, "Yesterday" with the time, then the date', () => {
    expect(formatWhen(new Date(2025, 4, 20, 8, 5).toISOString(), now, 'en-US')).toBe('8:05 AM');
    expect(formatWhen(new Date(2025, 4, 19, 21, 0).toISOString(), now, 'en-US')).toBe('Yesterday, 9:00 PM');
    expect(formatWhen(at(0, 3), now, 'en-US')).toBe('Jan 3');
    expect(formatWhen(at(6, 4, 12, 2023), now, 'en-US')).toBe('Jul 4, 2023');
    expect(formatWhen('garbage', now, 'en-US')).toBe('');
  });
});

describe('countLabel', () => {
  it('uses the singular for one', () => {
    expect(countLabel(1, 'message')).toBe('1 message');
    expect(countLabel(0, 'message')).toBe('0 messages');
    expect(countLabel(1200, 'message')).toBe('1,200 messages');
  });
});
