/**
 * How a seat derived from the record (derive-seats.ts) says so: its one source is the record's
 * address and a note naming the sitting and the label as printed. The person page reads the note
 * back (member-seat.ts) to show where the seat was read.
 */
import type { PopoloSource } from '@kakyere/contract';

/** Where a derived seat's source points when the record has no address of its own (a local file). */
export const OFFICIAL_REPORTS_URL = 'https://www.parliament.gh/docs?type=HS';

const NOTE = /^Derived from the Official Report of (\d{4}-\d{2}-\d{2}): "(.*)"$/s;

/** The source of a derived seat: the record's address and a note naming the sitting and the label. */
export function derivedSeatSource(seat: { sittingDate: string; label: string }, url: string | null): PopoloSource {
  return { url: url ?? OFFICIAL_REPORTS_URL, note: `Derived from the Official Report of ${seat.sittingDate}: "${seat.label}"` };
}

/** The sitting and label a seat was derived from, read back from its sources; null for a seat from the roster. */
export function derivedFrom(sources: readonly PopoloSource[] | null | undefined): { date: string; label: string; url: string } | null {
  for (const source of sources ?? []) {
    const found = source.note ? NOTE.exec(source.note) : null;
    if (found) return { date: found[1]!, label: found[2]!, url: source.url };
  }
  return null;
}
