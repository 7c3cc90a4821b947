import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { AmendmentSchema, BillSchema, BillStageSchema, DebateSchema, StakeholderSchema } from '@kakyere/contract';
import type { Database, DbExecutor } from './client.js';
import { billAmendments, billDebates, billStages, billStakeholders, bills, hansards } from './schema.js';
import { billSearchTerms } from './bill-search-terms.js';

const seedFile = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../seed/bills.json');

/** A bill as the seed file and factories write it: the API's bill plus its journey, without row ids. */
export const SeedBillSchema = BillSchema.extend({
  // The seed marks only the uncertain stages.
  stages: z.array(BillStageSchema.extend({ uncertain: z.boolean().default(false) })),
  amendments: z.array(AmendmentSchema.omit({ id: true }).extend({ hansardId: z.string().nullable().optional() })),
  debates: z.array(
    DebateSchema.omit({ id: true, hansardId: true, hansardUrl: true }).extend({
      hansardId: z.string().nullable().optional(),
      hansardUrl: z.string().nullable().optional(),
    }),
  ),
  stakeholders: z.array(StakeholderSchema.omit({ id: true })),
});
export type SeedBill = z.infer<typeof SeedBillSchema>;

export async function readSeedBills(): Promise<SeedBill[]> {
  return z.array(SeedBillSchema).parse(JSON.parse(await readFile(seedFile, 'utf8')));
}

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

/** Loads the real seed bills into a database that has none. Returns how many were inserted. */
export async function seedBills(db: Database): Promise<number> {
  const [existing] = await db.select({ n: sql<number>`count(*)::int` }).from(bills);
  if ((existing?.n ?? 0) > 0) return 0;
  const seed = await readSeedBills();
  const knownHansardIds = new Set((await db.select({ id: hansards.id }).from(hansards)).map((h) => h.id));
  for (const bill of seed) await upsertBill(db, bill, knownHansardIds);
  return seed.length;
}
