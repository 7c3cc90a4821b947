/**
 * The lines of the bulk downloads (issue 31), one JSON object per item, each built by the same code
 * as the API's answer for that item, in id order so that the same data gives the same bytes.
 */
import { asc, inArray } from 'drizzle-orm';
import type { BulkBillLine, BulkKind, BulkPersonLine, BulkSittingLine, PopoloMembership, Speech } from '@kakyere/contract';
import { bills, hansards, speeches, type Database } from '@kakyere/db';
import { findBillJourney } from '../bills/find-bill-journey.js';
import { findHansardLinkedFrom } from '../hansards/get-hansard.js';
import { selectRosterSource } from '../hansards/link-members-present.js';
import { exportPopolo } from '../people/export-popolo.js';
import { selectSpeechPage } from '../speeches/speech-repository.js';

/** Sittings read together: their speeches come in one query. */
const SITTING_BATCH = 20;
/** More speeches than any sitting has, times a batch: one page holds them all. */
const SPEECHES_PER_BATCH = 1_000_000;

const line = (value: unknown) => `${JSON.stringify(value)}\n`;

function* batches<T>(items: readonly T[], size: number): Generator<T[]> {
  for (let i = 0; i < items.length; i += size) yield items.slice(i, i + size);
}

/** Each sitting, oldest first, with its analysis (GET /api/hansards/{id} without the transcript) and every speech. */
export async function* sittingLines(db: Database): AsyncGenerator<string> {
  const ids = (await db.select({ id: hansards.id }).from(hansards).orderBy(asc(hansards.sittingDate), asc(hansards.id))).map((r) => r.id);
  // Every membership and name once, rather than each sitting's roster on its own (most of the time).
  const roster = await selectRosterSource(db);
  for (const batch of batches(ids, SITTING_BATCH)) {
    const { rows } = await selectSpeechPage(db, inArray(speeches.hansardId, batch), 'sitting', { limit: SPEECHES_PER_BATCH, page: 1 });
    const bySitting = new Map<string, Speech[]>();
    for (const speech of rows) {
      const list = bySitting.get(speech.hansard_id);
      if (list) list.push(speech);
      else bySitting.set(speech.hansard_id, [speech]);
    }
    for (const id of batch) {
      // A sitting deleted since the ids were read is left out, as if it had gone a moment earlier.
      const hansard = await findHansardLinkedFrom(db, id, roster);
      if (!hansard) continue;
      const { raw_text: _text, evidence: _evidence, ...analysed } = hansard;
      yield line({ ...analysed, speeches: bySitting.get(id) ?? [] } satisfies BulkSittingLine);
    }
  }
}

/** Each bill by id, with its journey (GET /api/bills/{id}/journey). */
export async function* billLines(db: Database): AsyncGenerator<string> {
  const ids = (await db.select({ id: bills.id }).from(bills).orderBy(asc(bills.id))).map((r) => r.id);
  for (const id of ids) {
    const journey = await findBillJourney(db, id);
    if (journey) yield line(journey satisfies BulkBillLine);
  }
}

/** Each person by id as the Popolo file has them, with their memberships. */
export async function* personLines(db: Database): AsyncGenerator<string> {
  const file = await exportPopolo(db);
  const membershipsOf = new Map<string, PopoloMembership[]>();
  for (const m of file.memberships) {
    const list = membershipsOf.get(m.person_id);
    if (list) list.push(m);
    else membershipsOf.set(m.person_id, [m]);
  }
  for (const person of file.persons) yield line({ ...person, memberships: membershipsOf.get(person.id) ?? [] } satisfies BulkPersonLine);
}

export const BULK_LINES: Record<BulkKind, (db: Database) => AsyncGenerator<string>> = {
  sittings: sittingLines,
  bills: billLines,
  people: personLines,
};
