import { aknDocumentPath, billTextWork, BILL_MESSAGES, type BillSections } from '@kakyere/contract';
import type { Database } from '@kakyere/db';
import { notFound } from '../../../errors.js';
import { selectBillSectionList, selectBillSections, type BillSectionRecord } from './bill-text-repository.js';

/**
 * A bill's table of contents: whether its text is on file and its sections' numbers and headings,
 * schedules last, in printed order. 404 for an unknown bill; `hasText: false` and no sections for a
 * bill whose text has not been imported. `aknPath` is where the text is as an Akoma Ntoso document.
 */
export async function listBillSections(db: Database, billId: string): Promise<BillSections> {
  const row = await selectBillSectionList(db, billId);
  if (!row) throw notFound(BILL_MESSAGES.billNotFound);
  return { hasText: row.hasText, sections: row.sections, aknPath: row.text ? aknDocumentPath(billTextWork(row.text)) : null };
}

/** Every section of a bill's text with its full text, in printed order; empty when there is no text (or no such bill). */
export function listBillSectionTexts(db: Database, billId: string): Promise<BillSectionRecord[]> {
  return selectBillSections(db, billId);
}
