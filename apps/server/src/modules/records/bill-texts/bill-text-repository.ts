import { asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import { billSections, billTexts, bills, type Database, type DbExecutor, type NewBillSectionRow } from '@kakyere/db';
import type { BillSectionKind, BillSectionSummary, BillTextFacts } from '@kakyere/contract';
import type { ParsedBillSection } from './parse-bill-text.js';

/** A section with its full text, as the opinion engine and search read it (its subsections stay in the text). */
export type BillSectionRecord = Omit<ParsedBillSection, 'subsections'>;

export interface StoredBillText {
  title: string | null;
  sourceFilename: string;
  contentHash: string;
  sectionCount: number;
  importedAt: string;
}

export interface NewBillText {
  billId: string;
  title: string | null;
  sourceFilename: string;
  contentHash: string;
  sections: Omit<NewBillSectionRow, 'billId' | 'searchVector'>[];
}

const sectionColumns = {
  position: billSections.position,
  kind: sql<BillSectionKind>`${billSections.kind}`,
  part: billSections.part,
  number: billSections.number,
  heading: billSections.heading,
  text: billSections.text,
};

/** Rows per INSERT: well under PostgreSQL's 65,535 bound parameters, and small statements for PGlite. */
const INSERT_CHUNK = 200;

/**
 * Replaces a bill's text and all its sections in ONE transaction, and marks the bill updated (cached
 * bill answers compare against its `updated_at`). `check` runs first inside the transaction with the
 * bill's act number and the text stored before; throwing there leaves everything as it was.
 * Returns undefined when the bill does not exist.
 */
export async function replaceBillText(
  db: Database,
  text: NewBillText,
  check: (bill: { actNumber: string | null }, previous: StoredBillText | undefined) => void,
): Promise<{ previous: StoredBillText | undefined } | undefined> {
  return db.transaction(async (tx) => {
    const [bill] = await tx.select({ actNumber: bills.actNumber }).from(bills).where(eq(bills.id, text.billId)).for('update');
    if (!bill) return undefined;
    const previous = await selectStoredText(tx, text.billId);
    check(bill, previous);
    // Deleting the text deletes its sections (ON DELETE CASCADE).
    await tx.delete(billTexts).where(eq(billTexts.billId, text.billId));
    await tx.insert(billTexts).values({
      billId: text.billId,
      title: text.title,
      sourceFilename: text.sourceFilename,
      contentHash: text.contentHash,
      sectionCount: text.sections.length,
    });
    for (let i = 0; i < text.sections.length; i += INSERT_CHUNK) {
      await tx.insert(billSections).values(text.sections.slice(i, i + INSERT_CHUNK).map((s) => ({ ...s, billId: text.billId })));
    }
    await tx.update(bills).set({ updatedAt: sql`now()` }).where(eq(bills.id, text.billId));
    return { previous };
  });
}

async function selectStoredText(db: DbExecutor, billId: string): Promise<StoredBillText | undefined> {
  const [row] = await db
    .select({
      title: billTexts.title,
      sourceFilename: billTexts.sourceFilename,
      contentHash: billTexts.contentHash,
      sectionCount: billTexts.sectionCount,
      importedAt: billTexts.importedAt,
    })
    .from(billTexts)
    .where(eq(billTexts.billId, billId));
  return row;
}

export const selectBillText = (db: DbExecutor, billId: string) => selectStoredText(db, billId);

/**
 * Whether the bill exists, whether its text is on file, and its sections' numbers and headings in
 * printed order, in ONE round trip (on PGlite every query waits its turn on the single connection).
 */
export async function selectBillSectionList(
  db: DbExecutor,
  billId: string,
): Promise<{ hasText: boolean; sections: BillSectionSummary[]; text: BillTextFacts | null } | undefined> {
  const [row] = await db
    .select({
      hasText: sql<boolean>`exists (select 1 from ${billTexts} t where t.bill_id = ${bills.id})`,
      textTitle: sql<string | null>`(select t.title from ${billTexts} t where t.bill_id = ${bills.id})`,
      importedAt: sql<string | null>`(select t.imported_at::text from ${billTexts} t where t.bill_id = ${bills.id})`,
      introductionDate: bills.introductionDate,
      sections: sql<BillSectionSummary[]>`coalesce((
        select json_agg(json_build_object('number', s.number, 'heading', s.heading, 'kind', s.kind) order by s.position)
        from ${billSections} s where s.bill_id = ${bills.id}), '[]'::json)`,
    })
    .from(bills)
    .where(eq(bills.id, billId));
  if (!row) return undefined;
  const { hasText, sections, textTitle, importedAt, introductionDate } = row;
  return { hasText, sections, text: hasText && importedAt ? { billId, textTitle, importedAt, introductionDate } : null };
}

/** What the Akoma Ntoso address of a bill's stored text is worked out from; undefined without a text. */
export async function selectBillTextFacts(db: DbExecutor, billId: string): Promise<BillTextFacts | undefined> {
  const [row] = await db
    .select({ billId: bills.id, textTitle: billTexts.title, importedAt: sql<string>`${billTexts.importedAt}::text`, introductionDate: bills.introductionDate })
    .from(billTexts)
    .innerJoin(bills, eq(bills.id, billTexts.billId))
    .where(eq(billTexts.billId, billId));
  return row;
}

/** Every section of a bill's text with its full text, in printed order; empty without a text. */
export async function selectBillSections(db: DbExecutor, billId: string): Promise<BillSectionRecord[]> {
  return db.select(sectionColumns).from(billSections).where(eq(billSections.billId, billId)).orderBy(asc(billSections.position));
}

/**
 * A bill's sections matching `query` (a tsquery), best first: ts_rank over the weighted vector, so
 * a match in a heading (weight A) counts ten times one in the text (D); printed order breaks ties.
 */
export async function searchBillSectionRows(
  db: DbExecutor,
  billId: string,
  query: SQL,
  limit: number,
): Promise<(BillSectionRecord & { rank: number })[]> {
  const rank = sql<number>`ts_rank(${billSections.searchVector}, ${query})::float8`;
  return db
    .select({ ...sectionColumns, rank })
    .from(billSections)
    .where(sql`${billSections.billId} = ${billId} and ${billSections.searchVector} @@ ${query}`)
    .orderBy(desc(rank), asc(billSections.position))
    .limit(limit);
}
