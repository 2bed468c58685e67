const DAY_MS = 86_400_000;

function startOfDay(date: Date): number {
  return new Date(date.getFullYear(), date.getMonth(), date.getDate()).getTime();
}

/** Whole calendar days from `date` to `now` on this device's clock (0 = today; a future date counts as today). */
export function daysAgo(date: Date, now: Date): number {
  // Rounded, so that a day with a daylight-saving change still counts as one.
  return Math.max(0, Math.round((startOfDay(now) - startOfDay(date)) / DAY_MS));
}

/** The heading a conversation is listed under: Today, Yesterday, Previous 7 days, Previous 30 days, then the month. */
export function dayGroupLabel(date: Date, now: Date, locale?: string): string {
  const days = daysAgo(date, now);
  if (days === 0) return 'Today';
  if (days === 1) return 'Yesterday';
  if (days < 7) return 'Previous 7 days';
  if (days < 30) return 'Previous 30 days';
  return new Intl.DateTimeFormat(locale, {
    month: 'long',
    ...(date.getFullYear() === now.getFullYear() ? {} : { year: 'numeric' }),
  }).format(date);
}

export interface DayGroup<T> {
  label: string;
  items: T[];
}

/**
 * Splits a newest-first list into date headings, keeping its order. Items whose date cannot be read
 * go under the heading before them (or 'Earlier' at the start).
 */
export function groupByDay<T>(items: readonly T[], dateOf: (item: T) => string, now: Date, locale?: string): DayGroup<T>[] {
  const groups: DayGroup<T>[] = [];
  for (const item of items) {
    const date = new Date(dateOf(item));
    const label = Number.isNaN(date.getTime()) ? (groups.at(-1)?.label ?? 'Earlier') : dayGroupLabel(date, now, locale);
    const last = groups.at(-1);
    if (last?.label === label) last.items.push(item);
    else groups.push({ label, items: [item] });
  }
  return groups;
}

/** A short, readable time stamp: '3:04 PM' today, 'Yesterday, 3:04 PM', 'May 12', 'May 12, 2024'. */
export function formatWhen(iso: string, now: Date, locale?: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const time = new Intl.DateTimeFormat(locale, { hour: 'numeric', minute: '2-digit' }).format(date);
  const days = daysAgo(date, now);
  if (days === 0) return time;
  if (days === 1) return `Yesterday, ${time}`;
  return new Intl.DateTimeFormat(locale, {
    month: 'short',
    day: 'numeric',
    ...(date.getFullYear() === now.getFullYear() ? {} : { year: 'numeric' }),
  }).format(date);
}

/** The full date and time, for a title or a screen reader. */
export function formatFull(iso: string, locale?: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat(locale, { dateStyle: 'full', timeStyle: 'short' }).format(date);
}

export function countLabel(count: number, noun: string): string {
  return `${count.toLocaleString('en')} ${noun}${count === 1 ? '' : 's'}`;
}
