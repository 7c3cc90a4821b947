import { eq, sql } from 'drizzle-orm';
import { hansardDocuments, hansards, type Database } from '@kakyere/db';
import type { HansardRecord } from './build-hansard-record.js';

export interface StoredHansard {
  id: string;
  /** False when the sitting was already on the site and this replaced it. */
  created: boolean;
  createdAt: string;
  updatedAt: string;
}

/**
 * Stores a sitting and its PDF in one transaction, keyed by sitting date: ingesting the same sitting
 * again replaces the record (and keeps its creation time and publication mark) instead of duplicating it.
 */
export async function storeHansard(db: Database, record: HansardRecord): Promise<StoredHansard> {
  return db.transaction(async (tx) => {
    const { id: _id, ...fields } = record.row;
    const [stored] = await tx
      .insert(hansards)
      .values(record.row)
      .onConflictDoUpdate({ target: hansards.id, set: { ...fields, updatedAt: sql`now()` } })
      .returning({
        id: hansards.id,
        createdAt: hansards.createdAt,
        updatedAt: hansards.updatedAt,
        // xmax is 0 for a freshly inserted row and set for one the upsert updated.
        created: sql<boolean>`(xmax = 0)`,
      });
    if (record.document) {
      await tx
        .insert(hansardDocuments)
        .values({ hansardId: stored!.id, ...record.document })
        .onConflictDoUpdate({ target: hansardDocuments.hansardId, set: record.document });
    }
    return stored!;
  });
}

/**
 * Marks a sitting as published and says whether this call did it: true exactly once per sitting,
 * so the 'hansard published' event goes out once however often the sitting is re-ingested.
 */
export async function markPublished(db: Database, id: string): Promise<boolean> {
  const rows = await db
    .update(hansards)
    .set({ publishedAt: sql`now()` })
    .where(sql`${hansards.id} = ${id} and ${hansards.publishedAt} is null`)
    .returning({ id: hansards.id });
  return rows.length > 0;
}

export async function isPublished(db: Database, id: string): Promise<boolean> {
  const [row] = await db.select({ at: hansards.publishedAt }).from(hansards).where(eq(hansards.id, id));
  return row?.at != null;
}
