import { sql } from 'drizzle-orm';
import { billAmendments, billDebates, billSearchTerms, billStages, billStakeholders, bills, type Database, type DbExecutor, type SeedBill } from '@kakyere/db';

/**
 * Writes one bill with its journey, replacing what was stored for that id, inside the caller's
 * transaction (so a writer can record the change's events in the same one). Links to sittings the
 * site does not hold are dropped.
 */
export async function writeBill(tx: DbExecutor, bill: SeedBill, knownHansardIds: ReadonlySet<string>): Promise<void> {
  const { stages, amendments, debates, stakeholders, ...fields } = bill;
  const linked = (id: string | null | undefined) => (id && knownHansardIds.has(id) ? id : null);
  const row = { ...fields, searchTerms: billSearchTerms(bill) };
  await tx.insert(bills).values(row).onConflictDoUpdate({ target: bills.id, set: { ...row, updatedAt: sql`now()` } });
  for (const table of [billStages, billAmendments, billDebates, billStakeholders]) {
    await tx.delete(table).where(sql`${table.billId} = ${bill.id}`);
  }
  if (stages.length) await tx.insert(billStages).values(stages.map((s) => ({ ...s, billId: bill.id })));
  if (amendments.length) {
    await tx
      .insert(billAmendments)
      .values(amendments.map((a, position) => ({ ...a, billId: bill.id, position, hansardId: linked(a.hansardId) })));
  }
  if (debates.length) {
    await tx.insert(billDebates).values(
      debates.map((d) => ({ ...d, billId: bill.id, hansardId: linked(d.hansardId), hansardUrl: d.hansardUrl ?? null })),
    );
  }
  if (stakeholders.length) await tx.insert(billStakeholders).values(stakeholders.map((s) => ({ ...s, billId: bill.id })));
}

/** Writes one bill with its journey in a transaction of its own. */
export async function upsertBill(db: Database, bill: SeedBill, knownHansardIds: ReadonlySet<string>): Promise<void> {
  await db.transaction((tx) => writeBill(tx, bill, knownHansardIds));
}
