import { isoDateToUtc } from '../../../lib/format-date';

const DAY_MS = 86_400_000;

function plural(n: number, unit: string): string {
  return `${n} ${unit}${n === 1 ? '' : 's'} ago`;
}

/** Whole calendar days from a YYYY-MM-DD date to the reader's today. */
export function daysSince(iso: string, now: Date): number | null {
  const then = isoDateToUtc(iso);
  if (then === null) return null;
  const today = Date.UTC(now.getFullYear(), now.getMonth(), now.getDate());
  return Math.round((today - then) / DAY_MS);
}

/**
 * Feed card dates (spec §2, §9): Today, Yesterday, N days ago under 7 days, N weeks ago under
 * 30 days (days/7), N months ago under 365 days (days/30), otherwise N years ago (days/365),
 * each rounded down. One unit reads in the singular ("1 week ago").
 */
export function relativeDate(iso: string, now: Date = new Date()): string {
  const days = daysSince(iso, now);
  if (days === null) return iso;
  if (days <= 0) return 'Today';
  if (days === 1) return 'Yesterday';
  if (days < 7) return plural(days, 'day');
  if (days < 30) return plural(Math.floor(days / 7), 'week');
  if (days < 365) return plural(Math.floor(days / 30), 'month');
  return plural(Math.floor(days / 365), 'year');
}
