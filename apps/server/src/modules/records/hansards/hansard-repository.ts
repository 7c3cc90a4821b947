import { desc, eq, sql } from 'drizzle-orm';
import { hansardAnalyses, hansardDocuments, hansards, isEditorEngineSql, type Database, type DbExecutor } from '@kakyere/db';
import type { HansardListRow } from './api/to-api-hansard.js';

const hasPdf = sql<boolean>`exists (select 1 from ${hansardDocuments} where ${hansardDocuments.hansardId} = ${hansards.id})`;
// The version the row shows (an editor's kept one, or the newest), which is the version a reader rates;
// the newest for a row written before it was recorded, null for a row stored without any.
const analysisVersion = sql<number | null>`coalesce(${hansards.shownAnalysisVersion}, (select max(${hansardAnalyses.version}) from ${hansardAnalyses} where ${hansardAnalyses.hansardId} = ${hansards.id}))`;
// The newest machine-written version stored after the one shown (the editors' summary kept in its place), or null.
const newerMachineVersion = sql<number | null>`(select max(${hansardAnalyses.version}) from ${hansardAnalyses} where ${hansardAnalyses.hansardId} = ${hansards.id}
  and ${hansardAnalyses.version} > ${hansards.shownAnalysisVersion} and not ${isEditorEngineSql(hansardAnalyses.engine)})`;

const listColumns = {
  id: hansards.id,
  title: hansards.title,
  sittingDate: hansards.sittingDate,
  sessionType: hansards.sessionType,
  summary: hansards.summary,
  affectedIndustries: hansards.affectedIndustries,
  keyTopics: hansards.keyTopics,
  billsDiscussed: hansards.billsDiscussed,
  mpsPresent: hansards.mpsPresent,
  documentUrl: hansards.documentUrl,
  source: hansards.source,
  engine: hansards.engine,
  engineVersion: hansards.engineVersion,
  engineModel: hansards.engineModel,
  createdAt: hansards.createdAt,
  updatedAt: hansards.updatedAt,
  hasPdf,
  analysisVersion,
  newerMachineVersion,
};

/**
 * Newest sitting first; ties broken by id so the order is stable across engines. `since` (ISO 8601):
 * only the sittings changed after it (incremental sync).
 */
export async function selectHansardList(db: DbExecutor, limit?: number, since?: string): Promise<HansardListRow[]> {
  const query = db
    .select(listColumns)
    .from(hansards)
    .where(since === undefined ? undefined : sql`${hansards.updatedAt} > ${since}`)
    .orderBy(desc(hansards.sittingDate), desc(hansards.id));
  return limit === undefined ? query : query.limit(limit);
}

/** One sitting without its transcript: what a page shows before the reader asks for the rest. */
export async function selectHansardListItem(db: DbExecutor, id: string): Promise<HansardListRow | undefined> {
  const [row] = await db.select(listColumns).from(hansards).where(eq(hansards.id, id));
  return row;
}

export async function hansardExists(db: DbExecutor, id: string): Promise<boolean> {
  const [row] = await db.select({ id: hansards.id }).from(hansards).where(eq(hansards.id, id));
  return row !== undefined;
}

export async function selectHansard(db: DbExecutor, id: string) {
  const [row] = await db
    .select({ ...listColumns, rawText: hansards.rawText, evidence: hansards.evidence })
    .from(hansards)
    .where(eq(hansards.id, id));
  return row;
}

export async function selectHansardDocument(db: DbExecutor, id: string) {
  const [row] = await db
    .select({
      filename: hansardDocuments.filename,
      contentType: hansardDocuments.contentType,
      content: hansardDocuments.content,
    })
    .from(hansardDocuments)
    .where(eq(hansardDocuments.hansardId, id));
  return row;
}

/**
 * A cheap fingerprint of the Hansard tables. Another process (a replica, the ingest CLI) may write,
 * so cached lists compare this before they are reused.
 */
export async function selectHansardDataVersion(db: DbExecutor): Promise<string> {
  const result = await db.execute<{ version: string }>(
    sql`select (select count(*) from ${hansards})::text || ':' ||
      coalesce((select max(${hansards.updatedAt}) from ${hansards})::text, '-') || ':' ||
      (select count(*) from ${hansardDocuments})::text as version`,
  );
  return String(result.rows[0]?.version ?? '');
}

/** Stores (or replaces) a sitting's PDF and marks the sitting as changed so cached lists refresh. */
export async function upsertHansardDocument(
  db: Database,
  document: { hansardId: string; filename: string; content: Uint8Array },
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .insert(hansardDocuments)
      .values(document)
      .onConflictDoUpdate({
        target: hansardDocuments.hansardId,
        set: { filename: document.filename, content: document.content },
      });
    await tx.update(hansards).set({ updatedAt: sql`now()` }).where(eq(hansards.id, document.hansardId));
  });
}
