import { eq, sql } from 'drizzle-orm';
import { billTextWork, debateWork, type AknWork } from '@kakyere/contract';
import { billTexts, bills, type Database } from '@kakyere/db';
import { selectBillSections, selectBillTextFacts } from '../bill-texts/bill-text-repository.js';
import { selectSpokenSittingsOn } from '../hansards/debate-work.js';
import { readSittingWithSpeeches } from '../hansards/read-sitting-with-speeches.js';
import { buildBillDocument } from './build-bill-document.js';
import { buildDebateDocument } from './build-debate-document.js';

/**
 * The Akoma Ntoso documents by their address (akoma-ntoso-uris.ts in the contract has the rules):
 * the XML, or null when the address names nothing Kakyerɛ holds (a sitting without speeches, a bill
 * without a text, or a text published under another address).
 */

/** The debate of the `ordinal`-th sitting with speeches on `date` (1 for the first). */
export async function readDebateDocument(db: Database, date: string, ordinal: number): Promise<string | null> {
  const id = (await selectSpokenSittingsOn(db, date))[ordinal - 1];
  if (!id) return null;
  const sitting = await readSittingWithSpeeches(db, id);
  if (!sitting) return null;
  const { hansard, speeches } = sitting;
  return buildDebateDocument({
    work: debateWork(date, ordinal),
    sitting: { title: hansard.title, date: hansard.date, updatedAt: hansard.provenance.updated_at },
    speeches,
  });
}

/** An enacted text: the bill whose stored text's title names Act `number` of `year`. */
export async function readActDocument(db: Database, year: string, number: string): Promise<string | null> {
  // "(Act 989)" in the title: the digits are the route's checked number, the pattern a parameter.
  const candidates = await db
    .select({ billId: billTexts.billId })
    .from(billTexts)
    .where(sql`${billTexts.title} ~* ${`\\(Act\\s+0*${Number(number)}\\)`}`);
  for (const { billId } of candidates) {
    const document = await readBillTextDocument(db, billId, { type: 'act', date: year, number: String(Number(number)) });
    if (document) return document;
  }
  return null;
}

/** A bill's text published as a bill (its title names no Act), by the bill's id. */
export function readBillDocument(db: Database, year: string, billId: string): Promise<string | null> {
  return readBillTextDocument(db, billId, { type: 'bill', date: year, number: billId });
}

/** The bill's stored text as a document, when `asked` is the address its text is published at. */
async function readBillTextDocument(db: Database, billId: string, asked: AknWork): Promise<string | null> {
  const facts = await selectBillTextFacts(db, billId);
  if (!facts) return null;
  const work = billTextWork(facts);
  if (work.type !== asked.type || work.date !== asked.date || work.number !== asked.number) return null;
  const [[bill], sections] = await Promise.all([
    db.select({ title: bills.title, introductionDate: bills.introductionDate }).from(bills).where(eq(bills.id, billId)),
    selectBillSections(db, billId),
  ]);
  if (!bill) return null;
  return buildBillDocument({ work, bill, text: { title: facts.textTitle, importedAt: facts.importedAt }, sections });
}
