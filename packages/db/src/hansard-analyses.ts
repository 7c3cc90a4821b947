import { sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { hansardAnalyses, type HansardAnalysisSnapshot, type NewHansardRow } from './schema.js';

export type AnalysedHansardRow = Pick<
  NewHansardRow,
  'title' | 'sessionType' | 'summary' | 'keyTopics' | 'affectedIndustries' | 'billsDiscussed' | 'evidence' | 'engine' | 'engineModel' | 'engineVersion'
>;

/**
 * The analysis a `hansards` row shows, every key present (JSON drops undefined ones, and a missing key
 * would make the same analysis compare unequal). Keys as the 0011 migration's backfill writes them.
 */
export function hansardAnalysisSnapshot(row: AnalysedHansardRow): HansardAnalysisSnapshot {
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
export function firstHansardAnalysis(row: AnalysedHansardRow & { id: string }): typeof hansardAnalyses.$inferInsert {
  return {
    hansardId: row.id,
    version: 1,
    engine: row.engine,
    engineModel: row.engineModel ?? null,
    engineVersion: row.engineVersion ?? null,
    analysis: hansardAnalysisSnapshot(row),
  };
}

/** The engine name of an analysis the editors wrote (the seed's records and any stored like them). */
export const EDITOR_ENGINE = 'editor';

/** Whether an analysis was written by the editors rather than by a machine. */
export const isEditorEngine = (engine: string): boolean => engine.trim().toLowerCase() === EDITOR_ENGINE;

/** The same test in SQL, for a column holding an engine name. */
export const isEditorEngineSql = (column: SQL | AnyColumn): SQL<boolean> => sql<boolean>`(lower(btrim(${column})) = ${EDITOR_ENGINE})`;
