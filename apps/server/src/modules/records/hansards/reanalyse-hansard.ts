import { eq } from 'drizzle-orm';
import { hansards, type Database } from '@kakyere/db';
import { buildHansardRecord, type IngestDeps } from '../ingest/build-hansard-record.js';
import { storeHansard } from '../ingest/store-hansard.js';

/** Why a stored sitting cannot be re-analysed; its message is one line a person can act on. */
export class ReanalyseError extends Error {
  override name = 'ReanalyseError';
}

export interface ReanalyseResult {
  id: string;
  /** The analysis version this analysis is stored as. */
  version: number;
  /** The version the sitting shows: `version`, or the editors' version it keeps showing. */
  shownVersion: number;
  /** False when the engine wrote exactly the newest stored analysis: no version was added. */
  changed: boolean;
  engine: string;
  model: string | null;
  engineVersion: string | null;
}

/**
 * Analyses a stored sitting again from its stored transcript, with the engine ingestion is
 * configured with (and its fallback), and stores the result as the sitting's next analysis version.
 * The transcript is parsed as ingestion parses it, so the evidence points into the text stored with it,
 * and its speakers are attributed again (an editor's new alias takes effect this way).
 */
export async function reanalyseHansard(id: string, context: IngestDeps & { db: Database }): Promise<ReanalyseResult> {
  const [stored] = await context.db
    .select({ id: hansards.id, sittingDate: hansards.sittingDate, rawText: hansards.rawText, documentUrl: hansards.documentUrl, source: hansards.source })
    .from(hansards)
    .where(eq(hansards.id, id));
  if (!stored) throw new ReanalyseError(`no Hansard with id "${id}"`);
  if (stored.rawText.trim() === '') {
    throw new ReanalyseError(`Hansard ${id} has no stored transcript to analyse; ingest its Official Report instead`);
  }
  const record = await buildHansardRecord(
    { text: stored.rawText, pdf: null, filename: `${id}.txt`, documentUrl: stored.documentUrl, source: stored.source },
    context,
  );
  // The sitting keeps its identity even if today's parser reads another date off the cover; its
  // PDF is untouched (no document is passed).
  const row = { ...record.row, id: stored.id, sittingDate: stored.sittingDate };
  const result = await storeHansard(context.db, { row, document: null, ...(record.speeches && { speeches: record.speeches }) });
  return {
    id: stored.id,
    version: result.analysisVersion,
    shownVersion: result.shownVersion,
    changed: result.analysisChanged,
    engine: row.engine,
    model: row.engineModel ?? null,
    engineVersion: row.engineVersion ?? null,
  };
}
