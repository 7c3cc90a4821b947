import { eq } from 'drizzle-orm';
import { MESSAGES, type PagedQuery } from '@kakyere/contract';
import { hansards, speeches, type Database } from '@kakyere/db';
import { notFound } from '../../../errors.js';
import { paging, selectSpeechPage, type SpeechPage } from './speech-repository.js';

/** Every speech of one sitting, in the record's order. 404 when there is no such sitting. */
export async function listSittingSpeeches(db: Database, hansardId: string, query: PagedQuery): Promise<SpeechPage> {
  const [sitting] = await db.select({ id: hansards.id }).from(hansards).where(eq(hansards.id, hansardId));
  if (!sitting) throw notFound(MESSAGES.hansardNotFound);
  return selectSpeechPage(db, eq(speeches.hansardId, hansardId), 'sitting', paging(query));
}
