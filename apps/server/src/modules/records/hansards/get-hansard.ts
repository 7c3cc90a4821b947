import { MESSAGES, type Hansard } from '@kakyere/contract';
import type { Database } from '@kakyere/db';
import { notFound } from '../../../errors.js';
import { selectHansard, selectHansardDocument } from './hansard-repository.js';
import { toApiHansard } from './api/to-api-hansard.js';

export async function getHansard(db: Database, id: string): Promise<Hansard> {
  const row = await selectHansard(db, id);
  if (!row) throw notFound(MESSAGES.hansardNotFound);
  return toApiHansard(row);
}

export async function getHansardPdf(db: Database, id: string) {
  const document = await selectHansardDocument(db, id);
  if (!document) {
    const hansard = await selectHansard(db, id);
    throw notFound(hansard ? MESSAGES.hansardPdfNotFound : MESSAGES.hansardNotFound);
  }
  return document;
}
