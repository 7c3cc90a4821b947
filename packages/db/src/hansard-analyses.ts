import { desc, eq, sql } from 'drizzle-orm';
import type { Database } from './client.js';
import { hansardAnalyses, type HansardAnalysisSnapshot, type NewHansardRow } from './schema.js';

/** The database or the transaction that writes the Hansard. */
type Executor = Pick<Database, 'select' | 'insert'>;

type AnalysedRow = Pick<
  NewHansardRow,
  'title' | 'sessionType' | 'summary' | 'keyTopics' | 'affectedIndustries' | 'billsDiscussed' | 'evidence' | 'engine' | 'engineModel' | 'engineVersion'
>;

/**
 * The analysis a `hansards` row shows, every key present (JSON drops undefined ones, and a missing key
 * would make the same analysis compare unequal). Keys as the 0011 migration's backfill writes them.
 */
export function hansardAnalysisSnapshot(row: AnalysedRow): HansardAnalysisSnapshot {
  return {
    title: row.title,
    session_type: row.sessionType ?? null,
    summary: row.summary,
    key_topics: row.keyTopics ?? [],
    affected_industries: row.affectedIndustries ?? [],
    bills_discussed: row.billsDiscussed ?? [],
    evidence: row.evidence ?? null,
  };
}

/** Version 1 of a sitting stored for the first time (the seed, synthetic records), for a bulk insert. */
export function firstHansardAnalysis(row: AnalysedRow & { id: string }): typeof hansardAnalyses.$inferInsert {
  return {
    hansardId: row.id,
    version: 1,
    engine: row.engine,
    engineModel: row.engineModel ?? null,
    engineVersion: row.engineVersion ?? null,
    analysis: hansardAnalysisSnapshot(row),
  };
}

export interface AppendedAnalysis {
  /** The version the `hansards` row now shows. */
  version: number;
  /** False when the newest version already was this analysis, by the same engine, model and version. */
  created: boolean;
}

/**
 * Records the analysis just written to a `hansards` row as its next version, unless the newest
 * version is already exactly it (re-ingesting the same file stays idempotent). Call it in the
 * transaction that wrote the row, after writing it: the row's lock makes concurrent writers of one
 * sitting take their version numbers in turn.
 */
export async function appendHansardAnalysis(tx: Executor, hansardId: string, row: AnalysedRow): Promise<AppendedAnalysis> {
  const analysis = hansardAnalysisSnapshot(row);
  const engineModel = row.engineModel ?? null;
  const engineVersion = row.engineVersion ?? null;
  // Compared in the database: jsonb equality ignores key order and spacing, which JSON text would not.
  const [latest] = await tx
    .select({
      version: hansardAnalyses.version,
      same: sql<boolean>`(${hansardAnalyses.engine} = ${row.engine}
        and ${hansardAnalyses.engineModel} is not distinct from ${engineModel}::text
        and ${hansardAnalyses.engineVersion} is not distinct from ${engineVersion}::text
        and ${hansardAnalyses.analysis} = ${JSON.stringify(analysis)}::jsonb)`,
    })
    .from(hansardAnalyses)
    .where(eq(hansardAnalyses.hansardId, hansardId))
    .orderBy(desc(hansardAnalyses.version))
    .limit(1);
  if (latest?.same) return { version: latest.version, created: false };
  const version = (latest?.version ?? 0) + 1;
  await tx.insert(hansardAnalyses).values({ hansardId, version, engine: row.engine, engineModel, engineVersion, analysis });
  return { version, created: true };
}
