import type { ParsedSitting } from '../official-report/parsed-sitting.js';

/** Labels for groups or the Chair's acknowledgement, never one person. */
const GROUP = /^(some|several|an|all|many)\b.*\bmembers?\b|^hon(ourable)? members?$|^members$/i;

/**
 * The members recorded as present: the attendance list when the record has one; otherwise the
 * people who spoke (a presiding officer the record does not name is listed by role), distinct and
 * in order of first appearance.
 */
export function listMembersPresent(sitting: ParsedSitting): string[] {
  if (sitting.attendance.length > 0) return [...new Set(sitting.attendance)];
  const seen = new Map<string, string>();
  for (const { speaker } of sitting.speeches) {
    const who = speaker.name ?? speaker.role;
    if (!who || GROUP.test(who) || GROUP.test(speaker.label)) continue;
    const key = who.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, ' ').trim();
    if (!seen.has(key)) seen.set(key, who);
  }
  return [...seen.values()];
}
