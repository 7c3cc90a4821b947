import { asc, eq, sql } from 'drizzle-orm';
import { hansardAnalyses, hansards, type Database, type HansardAnalysisRow, type NewHansardRow } from '@kakyere/db';

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
