import type { HansardListResponse } from '@kakyere/contract';
import type { Database } from '@kakyere/db';
import { selectHansardList } from './hansard-repository.js';
import { toApiListItem } from './to-api-hansard.js';

export async function listHansards(db: Database, limit?: number): Promise<HansardListResponse> {
  const rows = await selectHansardList(db, limit);
  return { success: true, data: { hansards: rows.map(toApiListItem) } };
}
