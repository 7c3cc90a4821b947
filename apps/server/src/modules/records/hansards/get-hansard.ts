import { MESSAGES, type Hansard } from '@kakyere/contract';
import type { Database } from '@kakyere/db';
import { notFound } from '../../../errors.js';
import { selectHansard, selectHansardDocument } from './hansard-repository.js';
import { toApiHansard } from './api/to-api-hansard.js';
import { linkMembersPresent, linkMembersPresentFrom, type RosterSource } from './link-members-present.js';
import { selectDebatePath } from './debate-work.js';

/** One sitting with its transcript, and its Members present linked to their persons where the names resolve. */
export async function getHansard(db: Database, id: string): Promise<Hansard> {
  const row = await selectHansard(db, id);
  if (!row) throw notFound(MESSAGES.hansardNotFound);
  const [members, aknPath] = await Promise.all([linkMembersPresent(db, row.sittingDate, row.mpsPresent), selectDebatePath(db, id)]);
  return toApiHansard(row, members, aknPath);
}

/**
 * The same, with the names linked from a roster source read once for every sitting (a bulk export);
 * null when there is no such sitting.
 */
export async function findHansardLinkedFrom(db: Database, id: string, roster: RosterSource): Promise<Hansard | null> {
  const row = await selectHansard(db, id);
  return row ? toApiHansard(row, linkMembersPresentFrom(roster, row.sittingDate, row.mpsPresent), await selectDebatePath(db, id)) : null;
}

export async function getHansardPdf(db: Database, id: string) {
  const document = await selectHansardDocument(db, id);
  if (!document) {
    const hansard = await selectHansard(db, id);
    throw notFound(hansard ? MESSAGES.hansardPdfNotFound : MESSAGES.hansardNotFound);
  }
  return document;
}
