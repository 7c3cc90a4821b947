import { parliamentName, type MemberSeat, type PopoloSource } from '@kakyere/contract';
import { derivedFrom } from './derived-seat-source.js';

/** A seat as the people queries read it (snake_case, from raw SQL). */
export type SeatRow = {
  period_id: string;
  period_start: string | null;
  period_end: string | null;
  area_id: string | null;
  area_name: string | null;
  region: string | null;
  party_id: string | null;
  party_name: string | null;
  start_date: string | null;
  end_date: string | null;
  /** The membership's sources: a seat derived from the record says so there. */
  sources?: PopoloSource[] | null;
};

/** "term/9" → 9; null for a period not numbered that way. */
export function parliamentOf(periodId: string): number | null {
  const found = /^term\/(\d+)$/.exec(periodId);
  return found ? Number(found[1]) : null;
}

/** "party/ndc" → "ndc", "area/suame" → "suame": the id after the kind. */
export const shortId = (id: string) => id.slice(id.indexOf('/') + 1);

export function toMemberSeat(row: SeatRow): MemberSeat {
  const parliament = parliamentOf(row.period_id) ?? 0;
  return {
    parliament,
    parliament_name: parliament ? parliamentName(parliament) : row.period_id,
    period_start: row.period_start,
    period_end: row.period_end,
    constituency: row.area_id && row.area_name ? { id: shortId(row.area_id), name: row.area_name } : null,
    region: row.region,
    party: row.party_id && row.party_name ? { id: shortId(row.party_id), name: row.party_name } : null,
    start_date: row.start_date,
    end_date: row.end_date,
    derived_from: derived(row.sources),
  };
}

function derived(sources: PopoloSource[] | null | undefined): MemberSeat['derived_from'] {
  const from = derivedFrom(sources);
  return from && { hansard_id: from.date, date: from.date, label: from.label };
}

/**
 * A person's seats without the ones derived from the record that the roster now holds too (same
 * Parliament and constituency): an import adds the roster's seat and never deletes, so the
 * evidence gives way to the fact.
 */
export function withoutSupersededSeats(seats: MemberSeat[]): MemberSeat[] {
  const held = new Set(seats.filter((s) => !s.derived_from).map((s) => `${s.parliament}/${s.constituency?.id ?? ''}`));
  return seats.filter((s) => !s.derived_from || !held.has(`${s.parliament}/${s.constituency?.id ?? ''}`));
}
