import { bills, type Database } from '@kakyere/db';
import { billNameKey } from '../../engines/official-report/bill-names.js';

/**
 * Links a bill named in a sitting ("Data Protection Bill, 2010") to its bill record, comparing
 * titles without case, punctuation or a leading "The". Loaded once per ingest run.
 */
export async function loadBillFinder(db: Database): Promise<(bill: string) => string | null> {
  const rows = await db.select({ id: bills.id, title: bills.title, shortTitle: bills.shortTitle }).from(bills);
  const byTitle = new Map<string, string>();
  for (const row of rows) {
    byTitle.set(billNameKey(row.title), row.id);
    if (row.shortTitle) byTitle.set(billNameKey(row.shortTitle), row.id);
  }
  return (bill) => byTitle.get(billNameKey(bill)) ?? null;
}
