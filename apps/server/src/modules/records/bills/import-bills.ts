/**
 * The bills writer: creates or updates bills and their journeys from the seed's format, one
 * transaction per bill that also records the change's event (the outbox), so an alert exists
 * exactly when its change does. A bill that would be stored as it is changes nothing and announces
 * nothing, so re-importing a file is harmless.
 */
import { randomUUID } from 'node:crypto';
import { inArray, sql } from 'drizzle-orm';
import type { DomainEvent } from '@kakyere/contract';
import { hansards, type Database, type SeedBill } from '@kakyere/db';
import { writeBill } from './write-bill.js';
import { recordEvent } from '../../delivery/events/record-event.js';
import { tagIndustriesOfText } from '../../engines/ai/hansard-analysis/builtin/tag-industries-of-text.js';
import { asStored, describeBillChange, eventForChange, type BillChange } from './describe-bill-change.js';
import { readStoredBill } from './read-stored-bill.js';

export interface BillImportOutcome extends BillChange {
  /** What the change announced (null when nothing a follower would be told of changed). */
  event: DomainEvent | null;
  /** The file gave no industries; these were read from the bill's title and summary. */
  taggedIndustries?: string[];
}

/**
 * Alerts route by industry, so a bill the file gives none gets the built-in tagger's reading of its
 * title and summary (the same every time, so re-importing still changes nothing).
 */
function withIndustries(bill: SeedBill): { bill: SeedBill; tagged?: string[] } {
  if (bill.industries.length > 0) return { bill };
  const industries = tagIndustriesOfText({ headings: [bill.title], body: bill.summary }).map((tag) => tag.industry);
  return { bill: { ...bill, industries }, tagged: industries };
}

/** The sittings the bills link to that the site holds; links to others are dropped, as the seed does. */
async function knownSittings(db: Database, bills: readonly SeedBill[]): Promise<Set<string>> {
  const ids = [...new Set(bills.flatMap((b) => [...b.amendments, ...b.debates].map((x) => x.hansardId).filter((id): id is string => Boolean(id))))];
  if (ids.length === 0) return new Set();
  const rows = await db.select({ id: hansards.id }).from(hansards).where(inArray(hansards.id, ids));
  return new Set(rows.map((r) => r.id));
}

/** `dryRun` compares and reports without writing. */
export async function importBills(db: Database, bills: readonly SeedBill[], options: { dryRun?: boolean } = {}): Promise<BillImportOutcome[]> {
  const known = await knownSittings(db, bills);
  const outcomes: BillImportOutcome[] = [];
  for (const given of bills) {
    const { bill, tagged } = withIndustries(given);
    const after = asStored(bill, known);
    const extra = tagged ? { taggedIndustries: tagged } : {};
    outcomes.push(
      await db.transaction(async (tx) => {
        // Two imports of one bill at once: the second waits and compares against the first's result.
        await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`bill:${bill.id}`}))`);
        const change = describeBillChange(await readStoredBill(tx, bill.id), after);
        if (change.kind === 'unchanged') return { ...change, event: null, ...extra };
        const event = eventForChange(change, after);
        if (options.dryRun) return { ...change, event, ...extra };
        await writeBill(tx, after, known);
        // Each change is its own event: the same move made again later is news again.
        if (event) await recordEvent(tx, event, `${event.type}:${bill.id}:${randomUUID()}`);
        return { ...change, event, ...extra };
      }),
    );
  }
  return outcomes;
}
