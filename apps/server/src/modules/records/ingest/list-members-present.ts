import { isOfficeOrGroupLabel, sameMember } from '../../engines/ai/readability/check-readability.js';
import type { ParsedSitting } from '../../engines/official-report/parsed-sitting.js';

/**
 * The members recorded as present: the attendance list when the record has one; otherwise the
 * people who spoke, in order of first appearance. People only: an office printed without its
 * holder's name ("Mr Speaker", "Mr First Deputy Speaker", "Majority Leader") and a group ("Some Hon
 * Members") are not Members present. Each Member once: two spellings of one name ("A. A. Osei",
 * "Anthony A. Osei"; case or an OCR slip) are one entry, under the fuller spelling.
 */
export function listMembersPresent(sitting: ParsedSitting): string[] {
  const names =
    sitting.attendance.length > 0
      ? sitting.attendance
      : sitting.speeches.flatMap(({ speaker }) => (speaker.name && !isOfficeOrGroupLabel(speaker.label) ? [speaker.name] : []));
  const out: string[] = [];
  for (const raw of names) {
    const name = raw.replace(/\s+/g, ' ').trim();
    if (name === '' || isOfficeOrGroupLabel(name)) continue;
    const at = out.findIndex((seen) => sameMember(seen, name));
    if (at < 0) out.push(name);
    else if (fullness(name) > fullness(out[at]!)) out[at] = name;
  }
  return out;
}

/** How much of a name is spelled out: letters, initials counting least; a properly cased name wins a tie. */
function fullness(name: string): number {
  const letters = name.replace(/[^\p{L}]/gu, '').length;
  const cased = name.split(/\s+/).every((w) => !/\p{Lu}{2}/u.test(w.slice(1))) ? 0.5 : 0;
  return letters + cased;
}
