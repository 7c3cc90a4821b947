import { speechPlace } from '@kakyere/contract/constants';
import type { MemberSeat, Speech } from '@kakyere/contract';

const LINE_LENGTH = 180;

/** A speech's first words, one line's worth, cut at a word. */
export function speechLine(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= LINE_LENGTH) return flat;
  const cut = flat.slice(0, LINE_LENGTH);
  const space = cut.lastIndexOf(' ');
  return `${(space > LINE_LENGTH * 0.6 ? cut.slice(0, space) : cut).replace(/[\s,;:.–—-]+$/, '')}…`;
}

/** Where a speech is read: its sitting, opened at it (the contract's speechAnchor: `speech-{id}`). */
export function speechHref(speech: Pick<Speech, 'id' | 'hansard_id'>): string {
  return speechPlace(speech.hansard_id, speech.id);
}

/** "Suame · Ashanti Region · New Patriotic Party" */
export function seatLine(seat: Pick<MemberSeat, 'constituency' | 'region' | 'party'>): string {
  return [seat.constituency?.name ?? 'Constituency not recorded', seat.region, seat.party?.name ?? 'Party not recorded'].filter(Boolean).join(' · ');
}
