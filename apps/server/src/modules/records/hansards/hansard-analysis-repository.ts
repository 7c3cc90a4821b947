import { and, asc, eq } from 'drizzle-orm';
import { hansardAnalyses, type DbExecutor } from '@kakyere/db';

const versionColumns = {
  version: hansardAnalyses.version,
  engine: hansardAnalyses.engine,
  engineModel: hansardAnalyses.engineModel,
  engineVersion: hansardAnalyses.engineVersion,
  createdAt: hansardAnalyses.createdAt,
};

/** A sitting's analyses without their content, oldest first. */
export async function selectHansardAnalysisVersions(db: DbExecutor, hansardId: string) {
  return db.select(versionColumns).from(hansardAnalyses).where(eq(hansardAnalyses.hansardId, hansardId)).orderBy(asc(hansardAnalyses.version));
}

export async function selectHansardAnalysisVersion(db: DbExecutor, hansardId: string, version: number) {
  const [row] = await db
    .select(versionColumns)
    .from(hansardAnalyses)
    .where(and(eq(hansardAnalyses.hansardId, hansardId), eq(hansardAnalyses.version, version)));
  return row;
}
