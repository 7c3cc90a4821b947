import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { BillStatusSchema, BillTypeSchema, INDUSTRIES, StageKeySchema, StageStatusSchema } from '@kakyere/contract';
import type { Database } from './client.js';
import { billAmendments, billDebates, billStages, billStakeholders, bills, hansards } from './schema.js';
import { billSearchTerms } from './bill-search-terms.js';

const seedFile = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../seed/bills.json');
const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

export const SeedBillSchema = z.object({
  id: z.string().regex(/^[a-z0-9][a-z0-9-]*$/),
  billNumber: z.string().nullable(),
  title: z.string().min(1),
  shortTitle: z.string().nullable(),
  summary: z.string().min(1),
  billType: BillTypeSchema,
  sponsor: z.string().nullable(),
  ministry: z.string().nullable(),
  status: BillStatusSchema,
  currentStage: StageKeySchema,
  introductionDate: isoDate.nullable(),
  lastActionDate: isoDate.nullable(),
  actNumber: z.string().nullable(),
  actTitle: z.string().nullable(),
  parliament: z.string().nullable(),
  industries: z.array(z.enum(INDUSTRIES)),
  aliases: z.array(z.string()),
  sources: z.array(z.string()),
  stages: z.array(
    z.object({
      stage: StageKeySchema,
      stageStatus: StageStatusSchema,
      startedDate: isoDate.nullable(),
      completedDate: isoDate.nullable(),
      committeeName: z.string().nullable(),
      votesFor: z.number().int().nullable(),
      votesAgainst: z.number().int().nullable(),
      votesAbstain: z.number().int().nullable(),
      notes: z.string().nullable(),
      sources: z.array(z.string()),
    }),
  ),
  amendments: z.array(
    z.object({
      amendmentNumber: z.string().nullable(),
      proposedBy: z.string(),
      status: z.string(),
      rationale: z.string().nullable(),
      clauseAffected: z.string().nullable(),
      hansardId: z.string().nullable().optional(),
    }),
  ),
  debates: z.array(
    z.object({
      debateType: z.string(),
      debateDate: isoDate.nullable(),
      debateSummary: z.string().nullable(),
      hansardId: z.string().nullable().optional(),
      hansardUrl: z.string().nullable().optional(),
    }),
  ),
  stakeholders: z.array(
    z.object({
      stakeholderName: z.string(),
      stakeholderType: z.string().nullable(),
      position: z.string(),
      keyConcerns: z.array(z.string()),
      submissionUrl: z.string().nullable(),
    }),
  ),
});
export type SeedBill = z.infer<typeof SeedBillSchema>;

export async function readSeedBills(): Promise<SeedBill[]> {
  return z.array(SeedBillSchema).parse(JSON.parse(await readFile(seedFile, 'utf8')));
}

/** Writes one bill with its journey, replacing what was stored for that id. */
export async function upsertBill(db: Database, bill: SeedBill, knownHansardIds: Set<string>): Promise<void> {
  const { stages, amendments, debates, stakeholders, ...fields } = bill;
  const linked = (id: string | null | undefined) => (id && knownHansardIds.has(id) ? id : null);
  await db.transaction(async (tx) => {
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
  });
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
