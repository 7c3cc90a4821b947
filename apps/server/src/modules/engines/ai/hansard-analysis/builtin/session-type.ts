import type { ParsedSitting } from '../../../official-report/parsed-sitting.js';
import { ordinalNumber, ordinalWord, parliamentSessionOf } from '../../../official-report/parliament-session.js';
import { titleCase } from './format.js';

const FALLBACK = 'Sitting of Parliament';
const ORDINAL = '(?:FIRST|SECOND|THIRD|FOURTH|FIFTH|SIXTH|SEVENTH|EIGHTH|NINTH|TENTH|ELEVENTH|TWELFTH)';
/** The cover of an Official Report of Ghana's Parliament ("PARLIAMENT OF THE REPUBLIC … OF GHANA"). */
const GHANA_COVER = /\bPARLIAMENT\s+OF\s+THE\s+REPUBLIC\b|\bREPUBLIC\s+OF\s+GHANA\b|\bPARLIAMENT\s+OF\s+GHANA\b/i;

/**
 * The kind of sitting in its full form, as the editors write it:
 * "Plenary Sitting — First Meeting, Fourth Session, Fifth Parliament". The meeting is what the cover
 * prints; the session and Parliament are the cover's own words when it prints them, and otherwise
 * follow from the sitting's date (see parliament-session.ts), only for a record of Ghana's Parliament.
 * Another legislature's record keeps what it prints ("Special Meeting"), or "Sitting of Parliament".
 */
export function sessionType(sitting: ParsedSitting): string {
  const head = sitting.text.slice(0, 6000);
  const meeting = sitting.meeting?.trim() || findMeeting(head);
  const named = meeting ? meetingName(meeting) : null;
  const printed = printedSession(head);
  const derived = GHANA_COVER.test(head) && sitting.date ? parliamentSessionOf(sitting.date) : null;
  const session = printed ?? derived;
  if (session) {
    const parts = [named, `${ordinalWord(session.session)} Session`, `${ordinalWord(session.parliament)} Parliament`];
    return `Plenary Sitting — ${parts.filter(Boolean).join(', ')}`;
  }
  return named ?? FALLBACK;
}

function meetingName(meeting: string): string {
  if (/special/i.test(meeting)) return 'Special Meeting';
  return titleCase(meeting.toLowerCase()).replace(/\bmeeting\b/i, 'Meeting').slice(0, 40);
}

function findMeeting(head: string): string | null {
  const m = new RegExp(`\\b((?:SPECIAL|${ORDINAL})\\s+MEETING)\\b`, 'i').exec(head);
  return m ? m[1]! : null;
}

/** "… OF THE FOURTH SESSION OF THE FIFTH PARLIAMENT" as the first number of a volume prints it. */
function printedSession(head: string): { session: number; parliament: number } | null {
  const m = new RegExp(`\\b(${ORDINAL})\\s+SESSION\\s+OF\\s+THE\\s+(${ORDINAL})\\s+PARLIAMENT\\b`, 'i').exec(head);
  if (!m) return null;
  const session = ordinalNumber(m[1]!);
  const parliament = ordinalNumber(m[2]!);
  return session && parliament ? { session, parliament } : null;
}
