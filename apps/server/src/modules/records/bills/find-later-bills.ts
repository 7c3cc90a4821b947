import { and, ne, sql } from 'drizzle-orm';
import { bills, type Database } from '@kakyere/db';
import type { LaterBill } from '@kakyere/contract';

/** "Electronic Transfer Levy" from "Electronic Transfer Levy Bill, 2022" (a trailing note in brackets dropped too). */
export function billBaseTitle(title: string): string {
  return title
    .replace(/\s*\([^)]*\)\s*$/, '')
    .replace(/\s+Bill,?\s+(?:19|20)\d{2}$/i, '')
    .trim();
}

/**
 * Later bills on the site that amend or repeal this bill's Act: named "<the same title> (Amendment)
 * Bill" or "(Repeal) Bill", or an amending or repealing bill whose summary names the Act's number.
 * So an opinion on the E-Levy as enacted in 2022 says the levy was later cut and repealed.
 */
export async function findLaterBills(db: Database, billId: string, bill: { title: string; actNumber: string | null }): Promise<LaterBill[]> {
  const base = billBaseTitle(bill.title);
  if (!base) return [];
  const actNumber = bill.actNumber?.match(/\d+/)?.[0] ?? null;
  const sameTitle = sql`lower(${bills.title}) like ${`${base.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)} (%`}`;
  const namesAct = actNumber ? sql`${bills.summary} ~ ${`\\mAct ${actNumber}\\M`}` : sql`false`;
  const rows = await db
    .select({ id: bills.id, title: bills.title, status: bills.status, introductionDate: bills.introductionDate, lastActionDate: bills.lastActionDate })
    .from(bills)
    .where(and(ne(bills.id, billId), sql`${bills.title} ~* '\\((amendment|repeal)\\)'`, sql`(${sameTitle} or ${namesAct})`));
  return rows
    .sort((a, b) => (a.introductionDate ?? a.lastActionDate ?? '9999').localeCompare(b.introductionDate ?? b.lastActionDate ?? '9999'))
    .map((row) => ({ id: row.id, title: row.title, relation: /\(Repeal\)/i.test(row.title) ? 'repeals' : 'amends', status: row.status }));
}
