import { desc, eq, sql } from 'drizzle-orm';
import { hansardAnalyses, hansardAnalysisSnapshot, type AnalysedHansardRow, type DbExecutor } from '@kakyere/db';

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
export async function appendHansardAnalysis(tx: DbExecutor, hansardId: string, row: AnalysedHansardRow): Promise<AppendedAnalysis> {
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
