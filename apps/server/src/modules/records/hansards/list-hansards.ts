import type { HansardListItem } from '@kakyere/contract';
import type { Database } from '@kakyere/db';
import { selectHansardList } from './hansard-repository.js';
import { toApiListItem } from './api/to-api-hansard.js';

/** The newest `limit` sittings (all when absent), newest first, without their transcripts; only those changed after `since` if given. */
export async function listHansards(db: Database, limit?: number, since?: string): Promise<HansardListItem[]> {
  return (await selectHansardList(db, limit, since)).map(toApiListItem);
}
