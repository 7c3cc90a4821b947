import type { Database } from '@kakyere/db';
import { listParliamentHansards, type HansardLink, type ListOptions } from './parliament-gh-source.js';
import { selectNewSittings } from './select-new-sittings.js';

export interface NewSittingsCount {
  /** Hansards on the listing page. */
  listed: number;
  /** Of those, the ones handed on: not yet ingested. */
  fresh: number;
}

/**
 * The source's one operation, for the CLI and the scheduled job alike: read the listing at
 * `listingUrl` (INGEST_SOURCE_URL unless the CLI is told otherwise), keep the sittings not yet
 * ingested, and hand each to `ingest` in listing order. The CLI ingests a sitting there and then;
 * the job queues it, so one sitting failing does not hold up the others.
 */
export async function ingestNewSittings(
  db: Database,
  listingUrl: string,
  ingest: (link: HansardLink) => Promise<unknown>,
  options: ListOptions & { onListed?: (count: NewSittingsCount) => void } = {},
): Promise<NewSittingsCount> {
  const { onListed, ...listOptions } = options;
  const links = await listParliamentHansards(listingUrl, listOptions);
  const fresh = await selectNewSittings(db, links);
  const count = { listed: links.length, fresh: fresh.length };
  onListed?.(count);
  for (const link of fresh) await ingest(link);
  return count;
}
