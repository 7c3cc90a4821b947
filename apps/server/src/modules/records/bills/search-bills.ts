import { LIMITS, type Bill } from '@kakyere/contract';
import type { Database } from '@kakyere/db';
import { searchBillRows } from './bill-repository.js';
import { buildBillSearchQuery, nicknameKey } from './build-bill-search-query.js';
import { toApiBill } from './to-api-bill.js';

/**
 * Ranked search, the best `limit` matches and how many matched in all; when no bill matches every
 * word, bills matching any word are offered instead (and counted).
 */
export async function searchBills(db: Database, text: string, limit: number = LIMITS.billSearchLimit): Promise<{ bills: Bill[]; total: number }> {
  const all = buildBillSearchQuery(text, 'all');
  if (!all) return { bills: [], total: 0 };
  const nickname = nicknameKey(text);
  let found = await searchBillRows(db, all, limit, nickname);
  if (found.total === 0) {
    const any = buildBillSearchQuery(text, 'any');
    if (any) found = await searchBillRows(db, any, limit, nickname);
  }
  return { bills: found.rows.map(toApiBill), total: found.total };
}
