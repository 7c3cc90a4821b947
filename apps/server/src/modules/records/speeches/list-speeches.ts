import { eq } from 'drizzle-orm';
import { MESSAGES, popoloPersonId, SPEECH_LIST_DEFAULT_LIMIT, type PagedQuery } from '@kakyere/contract';
import { hansards, personRedirects, persons, speeches, type Database } from '@kakyere/db';
import { notFound } from '../../../errors.js';
import { selectSpeechPage, type SpeechPage } from './speech-repository.js';

const paging = (query: PagedQuery) => ({ limit: query.limit ?? SPEECH_LIST_DEFAULT_LIMIT, page: query.page ?? 1 });

/** Every speech of one sitting, in the record's order. 404 when there is no such sitting. */
export async function listSittingSpeeches(db: Database, hansardId: string, query: PagedQuery): Promise<SpeechPage> {
  const [sitting] = await db.select({ id: hansards.id }).from(hansards).where(eq(hansards.id, hansardId));
  if (!sitting) throw notFound(MESSAGES.hansardNotFound);
  return selectSpeechPage(db, eq(speeches.hansardId, hansardId), 'sitting', paging(query));
}

/** The person's Popolo id from their URL id, following a merge's redirect; 404 when there is no such person. */
export async function resolvePersonId(db: Database, urlId: string): Promise<string> {
  const personId = popoloPersonId(urlId);
  const [found] = await db.select({ id: persons.id }).from(persons).where(eq(persons.id, personId));
  if (found) return found.id;
  const [moved] = await db.select({ id: personRedirects.toId }).from(personRedirects).where(eq(personRedirects.fromId, personId));
  if (moved) return moved.id;
  throw notFound(MESSAGES.personNotFound);
}
