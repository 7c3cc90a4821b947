import type { Bill, BillStatus, BillType } from '@kakyere/contract';
import type { Database } from '@kakyere/db';
import { selectBills } from './bill-repository.js';
import { toApiBill } from './to-api-bill.js';

export async function listBills(db: Database, filter: { status?: BillStatus; billType?: BillType; since?: string }): Promise<Bill[]> {
  return (await selectBills(db, filter)).map(toApiBill);
}
