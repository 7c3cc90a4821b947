import { sql } from 'drizzle-orm';
import { appendHansardAnalysis, hansardDocuments, hansards, type Database } from '@kakyere/db';
import { recordEvent } from '../events/record-event.js';
import type { HansardRecord } from './build-hansard-record.js';

export interface StoredHansard {
  id: string;
  /** False when the sitting was already on the site and this replaced it. */
  created: boolean;
  createdAt: string;
  updatedAt: string;
  /** The analysis version the record now shows. */
  analysisVersion: number;
  /** False when that analysis was already the newest version (the same file ingested again). */
  analysisChanged: boolean;
}

/**
 * Stores a sitting and its PDF in one transaction, keyed by sitting date: ingesting the same sitting
 * again replaces the record (and keeps its creation time and publication mark) instead of duplicating it.
 * The first time a sitting is stored it is marked published and its 'hansard-published' event is
 * written in the same transaction: the event exists exactly when the sitting does. The analysis is
 * appended to the sitting's versions in that transaction too, so a replaced analysis is kept.
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
    const analysis = await appendHansardAnalysis(tx, stored!.id, record.row);
    if (record.document) {
      await tx
        .insert(hansardDocuments)
        .values({ hansardId: stored!.id, ...record.document })
        .onConflictDoUpdate({ target: hansardDocuments.hansardId, set: record.document });
    }
    const [published] = await tx
      .update(hansards)
      .set({ publishedAt: sql`now()` })
      .where(sql`${hansards.id} = ${stored!.id} and ${hansards.publishedAt} is null`)
      .returning({ id: hansards.id });
    if (published) await recordEvent(tx, { type: 'hansard-published', payload: { hansardId: published.id } }, `hansard-published:${published.id}`);
    return { ...stored!, analysisVersion: analysis.version, analysisChanged: analysis.created };
  });
}

