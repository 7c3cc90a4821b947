import { eq } from 'drizzle-orm';
import { MESSAGES, popoloPersonId } from '@kakyere/contract';
import { personRedirects, persons, type Database } from '@kakyere/db';
import { notFound } from '../../../errors.js';

/** The person's Popolo id from their URL id, following a merge's redirect; 404 when there is no such person. */
export async function resolvePersonId(db: Database, urlId: string): Promise<string> {
  const personId = popoloPersonId(urlId);
  const [found] = await db.select({ id: persons.id }).from(persons).where(eq(persons.id, personId));
  if (found) return found.id;
  const [moved] = await db.select({ id: personRedirects.toId }).from(personRedirects).where(eq(personRedirects.fromId, personId));
  if (moved) return moved.id;
  throw notFound(MESSAGES.personNotFound);
}
