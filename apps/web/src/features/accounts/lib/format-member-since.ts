import { formatLongDate } from '../../../lib/format-date';

/** 'Member Since': the day an ISO 8601 timestamp falls on (UTC, Ghana's own time), en-GB long form. */
export function formatMemberSince(createdAt: string): string {
  const day = /^\d{4}-\d{2}-\d{2}/.exec(createdAt)?.[0];
  return day ? formatLongDate(day) : createdAt;
}
