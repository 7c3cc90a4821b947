import path from 'node:path';
import type { Hansard } from '@kakyere/contract';
import type { Database } from '@kakyere/db';
import { buildHansardRecord, toHansardJson, type HansardRecord, type IngestDeps, type IngestInput } from './build-hansard-record.js';
import { downloadHansard } from './parliament-gh-source.js';
import { readInput, readInputBytes } from './read-input-file.js';
import { storeHansard } from './store-hansard.js';
import { revectorStaleSittings } from '../search-index/revector-stale-sittings.js';

/** What to ingest: a file on this machine, or a document on the web. */
export type IngestTarget = { kind: 'file'; path: string } | { kind: 'url'; url: string };

export interface IngestContext extends IngestDeps {
  db: Database;
  dryRun: boolean;
}

export interface IngestResult {
  hansard: Hansard;
  /** True when the sitting was new, false when it replaced a stored one, null in a dry run. */
  created: boolean | null;
  /**
   * The editors' analysis version the sitting still shows when it showed one: `hansard` (the machine
   * analysis) is then stored as a version beside it, not shown. Null otherwise and in a dry run.
   */
  editorsVersionKept: number | null;
  /**
   * Seats read off the record's labels where the roster lacked them (people/derive-seats.ts): those
   * stored now, or in a dry run those that would be (none already stored is counted again).
   */
  seatsDerived: number;
  /** The sitting's speeches, and how many name the person who spoke (the rest keep their label as printed). */
  speeches: { total: number; attributed: number };
}

/**
 * The one code path of ingestion, shared by the CLI and the job: read the input, parse and analyse
 * it, store the sitting with its PDF, and announce it. Throws on bad input; nothing is stored then.
 */
export async function ingestHansard(target: IngestTarget, context: IngestContext): Promise<IngestResult> {
  const record = await buildHansardRecord(await readTarget(target), context);
  if (context.dryRun) {
    const now = new Date().toISOString();
    return {
      hansard: toHansardJson(record, { createdAt: now, updatedAt: now }),
      created: null,
      editorsVersionKept: null,
      seatsDerived: record.speeches?.derivedSeats?.length ?? 0,
      speeches: countSpeakers(record),
    };
  }
  // Stored with its 'hansard-published' event (the running server relays it to the alerts).
  const stored = await storeHansard(context.db, record);
  // A seat derived for a Member changes what their speeches of other sittings are indexed by.
  if (stored.seatsDerived > 0) await revectorStaleSittings(context.db);
  const timestamps = { createdAt: new Date(stored.createdAt).toISOString(), updatedAt: new Date(stored.updatedAt).toISOString() };
  return {
    hansard: toHansardJson(record, timestamps, stored.analysisVersion),
    created: stored.created,
    editorsVersionKept: stored.editorsKept ? stored.shownVersion : null,
    seatsDerived: stored.seatsDerived,
    speeches: countSpeakers(record),
  };
}

function countSpeakers(record: HansardRecord): IngestResult['speeches'] {
  const attributions = record.speeches?.attributions ?? [];
  return { total: attributions.length, attributed: attributions.filter((a) => a.personId !== null).length };
}

async function readTarget(target: IngestTarget): Promise<IngestInput> {
  if (target.kind === 'file') {
    const input = await readInput(target.path);
    return { ...input, filename: path.basename(target.path), documentUrl: null, source: `file:${path.basename(target.path)}` };
  }
  const input = await readInputBytes(await downloadHansard(target.url), target.url);
  const filename = decodeURIComponent(new URL(target.url).pathname.split('/').pop() || 'hansard.pdf');
  return { ...input, filename, documentUrl: target.url, source: target.url };
}

