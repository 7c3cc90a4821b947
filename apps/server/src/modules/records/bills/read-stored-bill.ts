import { asc, eq } from 'drizzle-orm';
import { billAmendments, billDebates, billStages, billStakeholders, bills, SeedBillSchema, type DbExecutor, type SeedBill } from '@kakyere/db';

/**
 * A stored bill read back in the seed's shape (what `writeBill` was given, with links to unknown
 * sittings already dropped), or null when there is none: what a writer compares a file against.
 */
export async function readStoredBill(db: DbExecutor, id: string): Promise<SeedBill | null> {
  const [row] = await db.select().from(bills).where(eq(bills.id, id));
  if (!row) return null;
  const [stages, amendments, debates, stakeholders] = await Promise.all([
    db.select().from(billStages).where(eq(billStages.billId, id)),
    db.select().from(billAmendments).where(eq(billAmendments.billId, id)).orderBy(asc(billAmendments.position)),
    db.select().from(billDebates).where(eq(billDebates.billId, id)).orderBy(asc(billDebates.id)),
    db.select().from(billStakeholders).where(eq(billStakeholders.billId, id)).orderBy(asc(billStakeholders.id)),
  ]);
  const { searchTerms: _terms, isSynthetic: _synthetic, createdAt: _created, updatedAt: _updated, searchVector: _vector, ...fields } = row;
  return SeedBillSchema.parse({
    ...fields,
    stages: stages.map(({ billId: _bill, ...stage }) => stage),
    amendments: amendments.map(({ id: _id, billId: _bill, position: _position, ...amendment }) => amendment),
    debates: debates.map(({ id: _id, billId: _bill, ...debate }) => debate),
    stakeholders: stakeholders.map(({ id: _id, billId: _bill, ...stakeholder }) => stakeholder),
  });
}
