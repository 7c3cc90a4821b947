import type { ParsedSitting } from '../../official-report/parsed-sitting.js';
import { titleCase } from './format.js';

const FALLBACK = 'Sitting of Parliament';
const ORDINAL = '(?:FIRST|SECOND|THIRD|FOURTH|FIFTH|SIXTH|SEVENTH|EIGHTH|NINTH)';

/**
 * The kind of sitting: "Special Meeting", "Second Meeting of the Fourth Session" when the cover
 * names the session, the meeting alone otherwise, and "Sitting of Parliament" when the record does
 * not say. Only the cover and opening are searched, where the Official Report prints this.
 */
export function sessionType(sitting: ParsedSitting): string {
  const head = sitting.text.slice(0, 6000);
  const meeting = sitting.meeting?.trim() || findMeeting(head);
  if (!meeting) return FALLBACK;
  const named = titleCase(meeting.toLowerCase()).replace(/\bmeeting\b/i, 'Meeting');
  if (/special/i.test(named)) return 'Special Meeting';
  const session = new RegExp(`${escape(meeting)}\\s+OF\\s+THE\\s+(${ORDINAL})\\s+SESSION`, 'i').exec(head);
  const full = session ? `${named} of the ${titleCase(session[1]!.toLowerCase())} Session` : named;
  return full.length <= 80 ? full : named.slice(0, 80);
}

function findMeeting(head: string): string | null {
  const m = new RegExp(`\\b((?:SPECIAL|${ORDINAL})\\s+MEETING)\\b`, 'i').exec(head);
  return m ? m[1]! : null;
}

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/\s+/g, '\\s+');
}
