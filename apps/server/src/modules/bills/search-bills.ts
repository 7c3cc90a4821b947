import type { BillListResponse } from '@kakyere/contract';
import type { Database } from '@kakyere/db';
import { searchBillRows } from './bill-repository.js';
import { buildBillSearchQuery, nicknameKey } from './build-bill-search-query.js';
import { toApiBill } from './to-api-bill.js';

const MAX_RESULTS = 50;

/** Ranked search; when no bill matches every word, bills matching any word are offered instead. */
export async function searchBills(db: Database, text: string): Promise<BillListResponse> {
  const all = buildBillSearchQuery(text, 'all');
  if (!all) return { success: true, data: [] };
  const nickname = nicknameKey(text);
  let rows = await searchBillRows(db, all, MAX_RESULTS, nickname);
  if (rows.length === 0) {
    const any = buildBillSearchQuery(text, 'any');
    if (any) rows = await searchBillRows(db, any, MAX_RESULTS, nickname);
  }
  return { success: true, data: rows.map(toApiBill) };
}

/** Queries that search alike share a cached answer: case and runs of spaces do not change the result. */
export function searchCacheKey(q: string): string {
  return `search:${q.toLowerCase().replace(/\s+/g, ' ')}`;
}
