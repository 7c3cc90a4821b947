import type { Parliament } from '@kakyere/contract';

/** "5th and 9th", "8th, 9th and 10th" */
function joinNames(names: string[]): string {
  return names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
}

const ordinalOf = (p: Parliament) => p.name.replace(/ Parliament$/, '');
const incomplete = (p: Parliament) => p.seats !== null && p.members_known < p.seats;

/**
 * What the Members page says about the roster it shows when Kakyerɛ holds fewer Members than the
 * Parliament has seats: plainly, so a missing Member reads as not yet here, never as absent.
 * null when the roster shown is complete.
 */
export function rosterNotice(parliaments: readonly Parliament[], shown: number | 'all'): string | null {
  if (shown === 'all') {
    const partial = parliaments.filter(incomplete).sort((a, b) => a.parliament - b.parliament);
    if (partial.length === 0) return null;
    return `The ${joinNames(partial.map(ordinalOf))} ${partial.length === 1 ? 'Parliament is' : 'Parliaments are'} not yet complete on Kakyerɛ: a Member missing here is not yet on Kakyerɛ, not absent.`;
  }
  const parliament = parliaments.find((p) => p.parliament === shown);
  if (!parliament || !incomplete(parliament)) return null;
  return `Kakyerɛ knows the Members for ${parliament.members_known} of the ${parliament.seats} seats of the ${parliament.name} so far. A Member missing here is not yet on Kakyerɛ, not absent.`;
}
