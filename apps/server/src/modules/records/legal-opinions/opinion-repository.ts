import { and, eq } from 'drizzle-orm';
import { legalOpinions, type DbExecutor } from '@kakyere/db';

export type LegalOpinionRow = typeof legalOpinions.$inferSelect;
export type NewLegalOpinionRow = typeof legalOpinions.$inferInsert;

export interface AnswerKey {
  billId: string;
  questionKey: string;
  sourceHash: string;
  engineName: string;
  engineModel: string;
  engineVersion: string;
}

const matchesKey = (key: AnswerKey) =>
  and(
    eq(legalOpinions.billId, key.billId),
    eq(legalOpinions.questionKey, key.questionKey),
    eq(legalOpinions.sourceHash, key.sourceHash),
    eq(legalOpinions.engineName, key.engineName),
    eq(legalOpinions.engineModel, key.engineModel),
    eq(legalOpinions.engineVersion, key.engineVersion),
  );

/** The answer already given to this question on this text by this engine, if any. */
export async function selectStoredOpinion(db: DbExecutor, key: AnswerKey): Promise<LegalOpinionRow | undefined> {
  const [row] = await db.select().from(legalOpinions).where(matchesKey(key));
  return row;
}

/**
 * Stores an answer; when the same question was answered meanwhile (two askers at once), the first
 * answer stands and is returned, so everyone gets one id and one timestamp.
 */
export async function insertOpinion(db: DbExecutor, row: NewLegalOpinionRow & AnswerKey): Promise<{ row: LegalOpinionRow; inserted: boolean }> {
  const [inserted] = await db.insert(legalOpinions).values(row).onConflictDoNothing().returning();
  if (inserted) return { row: inserted, inserted: true };
  const existing = await selectStoredOpinion(db, row);
  if (!existing) throw new Error('an opinion that conflicted on insert could not be read back');
  return { row: existing, inserted: false };
}

/** An opinion given on this bill, by its id. */
export async function selectOpinionOnBill(db: DbExecutor, opinionId: string, billId: string): Promise<LegalOpinionRow | undefined> {
  const [row] = await db
    .select()
    .from(legalOpinions)
    .where(and(eq(legalOpinions.id, opinionId), eq(legalOpinions.billId, billId)));
  return row;
}

/** Whether an opinion with this id was given on this bill. */
export async function opinionBelongsToBill(db: DbExecutor, opinionId: string, billId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: legalOpinions.id })
    .from(legalOpinions)
    .where(and(eq(legalOpinions.id, opinionId), eq(legalOpinions.billId, billId)));
  return row !== undefined;
}
