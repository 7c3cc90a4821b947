import { eq, sql } from 'drizzle-orm';
import { hansardDocuments, hansards, isEditorEngine, memberships, type Database } from '@kakyere/db';
import { recordEvent } from '../../delivery/events/record-event.js';
import { buildQuestionRows, buildSpeechRows } from '../speeches/build-speech-rows.js';
import { replaceSittingQuestions, replaceSittingSpeeches } from '../speeches/store-speeches.js';
import { refreshSpeechSeats } from '../speeches/speech-party.js';
import { appendHansardAnalysis } from './append-hansard-analysis.js';
import type { HansardRecord } from './build-hansard-record.js';

export interface StoredHansard {
  id: string;
  /** False when the sitting was already on the site and this replaced it. */
  created: boolean;
  createdAt: string;
  updatedAt: string;
  /** The analysis version this analysis is stored as (the newest, or an equal one already stored). */
  analysisVersion: number;
  /** False when that analysis was already the newest version (the same file ingested again). */
  analysisChanged: boolean;
  /** The analysis version the sitting shows: this one, or the editors' version it kept showing. */
  shownVersion: number;
  /** True when the sitting showed an editor's version and still does (the machine analysis is only stored). */
  editorsKept: boolean;
  /** Seats derived from this record's labels that were not stored before (people/derive-seats.ts). */
  seatsDerived: number;
}

/**
 * Stores a sitting and its PDF in one transaction, keyed by sitting date: ingesting the same sitting
 * again updates the record (and keeps its creation time and publication mark) instead of duplicating it.
 * The first time a sitting is stored it is marked published and its 'hansard-published' event is
 * written in the same transaction: the event exists exactly when the sitting does. The analysis is
 * appended to the sitting's versions in that transaction too, so a replaced analysis is kept.
 *
 * Which version the sitting shows is a rule: an editor's version outranks machine ones. When the
 * sitting shows an editor's analysis, its transcript, source and PDF are updated and the machine
 * analysis is stored as a new version, but the editor's stays shown, with the editors' list of
 * Members present and their link to the original (when the file brings none); otherwise the new
 * analysis is shown (the newest machine version wins, as before).
 */
export async function storeHansard(db: Database, record: HansardRecord): Promise<StoredHansard> {
  return db.transaction(async (tx) => {
    const { id: _id, ...fields } = record.row;
    // Locks the stored row (if any) so concurrent writers of one sitting take their turns.
    const [current] = await tx.select({ engine: hansards.engine, shown: hansards.shownAnalysisVersion }).from(hansards).where(eq(hansards.id, record.row.id)).for('update');
    const keepEditors = current !== undefined && current.shown !== null && isEditorEngine(current.engine);
    const transcriptOnly = {
      sittingDate: fields.sittingDate,
      rawText: fields.rawText,
      // A local file has no address of its own: the editors' link to the original stays.
      documentUrl: sql`coalesce(excluded.document_url, ${hansards.documentUrl})`,
      source: fields.source,
    };
    const [stored] = await tx
      .insert(hansards)
      .values(record.row)
      .onConflictDoUpdate({ target: hansards.id, set: { ...(keepEditors ? transcriptOnly : fields), updatedAt: sql`now()` } })
      .returning({
        id: hansards.id,
        createdAt: hansards.createdAt,
        updatedAt: hansards.updatedAt,
        // xmax is 0 for a freshly inserted row and set for one the upsert updated.
        created: sql<boolean>`(xmax = 0)`,
      });
    const analysis = await appendHansardAnalysis(tx, stored!.id, record.row);
    const shownVersion = keepEditors ? current.shown! : analysis.version;
    if (!keepEditors) await tx.update(hansards).set({ shownAnalysisVersion: shownVersion }).where(eq(hansards.id, stored!.id));
    if (record.document) {
      await tx
        .insert(hansardDocuments)
        .values({ hansardId: stored!.id, ...record.document })
        .onConflictDoUpdate({ target: hansardDocuments.hansardId, set: record.document });
    }
    // Before the event: whoever handles 'hansard-published' finds who spoke.
    let seatsDerived = 0;
    if (record.speeches) {
      const { sitting, attributions, questions, derivedSeats = [] } = record.speeches;
      // The seats the attributions count on, first; a stable id, so a seat stored already stays as it is.
      for (const seat of derivedSeats) {
        const { sittingDate: _date, label: _label, ...row } = seat;
        const added = await tx
          .insert(memberships)
          .values(row)
          .onConflictDoNothing({ target: memberships.id })
          .returning({ id: memberships.id });
        seatsDerived += added.length;
        // A derived seat covers its whole Parliament: the Member's speeches of other sittings take its party and constituency.
        if (added.length > 0) await refreshSpeechSeats(tx, [row.personId]);
      }
      const rows = buildSpeechRows(stored!.id, { ...sitting, date: fields.sittingDate }, attributions);
      await replaceSittingSpeeches(tx, stored!.id, rows);
      await replaceSittingQuestions(tx, stored!.id, buildQuestionRows(rows, questions));
    }
    const [published] = await tx
      .update(hansards)
      .set({ publishedAt: sql`now()` })
      .where(sql`${hansards.id} = ${stored!.id} and ${hansards.publishedAt} is null`)
      .returning({ id: hansards.id });
    if (published) await recordEvent(tx, { type: 'hansard-published', payload: { hansardId: published.id } }, `hansard-published:${published.id}`);
    return { ...stored!, analysisVersion: analysis.version, analysisChanged: analysis.created, shownVersion, editorsKept: keepEditors, seatsDerived };
  });
}
