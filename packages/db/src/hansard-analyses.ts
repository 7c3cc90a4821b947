import { asc, desc, eq, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { Database } from './client.js';
import { hansardAnalyses, hansards, type HansardAnalysisRow, type HansardAnalysisSnapshot, type NewHansardRow } from './schema.js';

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

/** The engine name of an analysis the editors wrote (the seed's records and any stored like them). */
export const EDITOR_ENGINE = 'editor';

/** Whether an analysis was written by the editors rather than by a machine. */
export const isEditorEngine = (engine: string): boolean => engine.trim().toLowerCase() === EDITOR_ENGINE;

/** The same test in SQL, for a column holding an engine name. */
export const isEditorEngineSql = (column: SQL | AnyColumn): SQL<boolean> => sql<boolean>`(lower(btrim(${column})) = ${EDITOR_ENGINE})`;

/** One stored version, as the `hansards` row shows it: the analysis's fields and who wrote it. */
export function shownAnalysisColumns(version: Pick<HansardAnalysisRow, 'version' | 'engine' | 'engineModel' | 'engineVersion' | 'analysis'>) {
  const { analysis } = version;
  return {
    title: analysis.title,
    sessionType: analysis.session_type,
    summary: analysis.summary,
    keyTopics: analysis.key_topics,
    affectedIndustries: analysis.affected_industries,
    billsDiscussed: analysis.bills_discussed,
    evidence: analysis.evidence,
    engine: version.engine,
    engineModel: version.engineModel,
    engineVersion: version.engineVersion,
    shownAnalysisVersion: version.version,
  } satisfies Partial<NewHansardRow>;
}

export interface AnalysisVersionLabel {
  version: number;
  engine: string;
  engineModel: string | null;
  engineVersion: string | null;
}

export type ShowAnalysisVersionResult =
  | { status: 'no-hansard' }
  | { status: 'no-version'; versions: number[] }
  | { status: 'shown'; changed: boolean; previous: AnalysisVersionLabel | null; shown: AnalysisVersionLabel };

/**
 * Makes one stored analysis version the one a sitting shows, copying it into the `hansards` row in
 * one transaction (an editor's choice: a machine version shown this way gives way to the next
 * machine version as usual; an editor's version stays shown). Changes nothing for an unknown
 * sitting or version, or when that version is already shown.
 */
export async function showHansardAnalysisVersion(db: Database, hansardId: string, version: number): Promise<ShowAnalysisVersionResult> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ shown: hansards.shownAnalysisVersion, engine: hansards.engine, engineModel: hansards.engineModel, engineVersion: hansards.engineVersion })
      .from(hansards)
      .where(eq(hansards.id, hansardId))
      .for('update');
    if (!row) return { status: 'no-hansard' } as const;
    const versions = await tx.select().from(hansardAnalyses).where(eq(hansardAnalyses.hansardId, hansardId)).orderBy(asc(hansardAnalyses.version));
    const target = versions.find((v) => v.version === version);
    if (!target) return { status: 'no-version', versions: versions.map((v) => v.version) } as const;
    const label = (v: HansardAnalysisRow): AnalysisVersionLabel => ({ version: v.version, engine: v.engine, engineModel: v.engineModel, engineVersion: v.engineVersion });
    const previous = row.shown === null ? null : { version: row.shown, engine: row.engine, engineModel: row.engineModel, engineVersion: row.engineVersion };
    if (row.shown === version) return { status: 'shown', changed: false, previous, shown: label(target) } as const;
    await tx.update(hansards).set({ ...shownAnalysisColumns(target), updatedAt: sql`now()` }).where(eq(hansards.id, hansardId));
    return { status: 'shown', changed: true, previous, shown: label(target) } as const;
  });
}
