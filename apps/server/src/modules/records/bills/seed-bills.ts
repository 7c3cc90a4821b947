import { sql } from 'drizzle-orm';
import { bills, hansards, readSeedBills, type Database } from '@kakyere/db';
import { upsertBill } from './write-bill.js';

/** Loads the real seed bills into a database that has none. Returns how many were inserted. */
export async function seedBills(db: Database): Promise<number> {
  const [existing] = await db.select({ n: sql<number>`count(*)::int` }).from(bills);
  if ((existing?.n ?? 0) > 0) return 0;
  const seed = await readSeedBills();
  const knownHansardIds = new Set((await db.select({ id: hansards.id }).from(hansards)).map((h) => h.id));
  for (const bill of seed) await upsertBill(db, bill, knownHansardIds);
  return seed.length;
}
