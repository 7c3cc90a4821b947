import { memberPath, type Person } from '@kakyere/contract';
import type { Database } from '@kakyere/db';
import { AppError } from '../../../errors.js';
import { getPerson } from './get-person.js';

/** What a person's page head says: their name, their newest seat, and the page's one address. */
export async function describePerson(db: Database, urlId: string): Promise<{ title: string; summary: string; path: string } | undefined> {
  let person: Person;
  try {
    person = await getPerson(db, urlId);
  } catch (error) {
    if (error instanceof AppError && error.code === 'not_found') return undefined;
    throw error;
  }
  return { title: person.name, summary: personSummary(person), path: memberPath(person.id, person.name) };
}

/** "Member of Parliament for Suame (New Patriotic Party) in the 8th Parliament of Ghana. …" */
export function personSummary(person: Person): string {
  const seat = person.seats[0];
  const post = person.posts[0];
  const lead = seat
    ? `Member of Parliament${seat.constituency ? ` for ${seat.constituency.name}` : ''}${seat.party ? ` (${seat.party.name})` : ''} in the ${seat.parliament_name} of Ghana.`
    : post
      ? `${post.label ?? post.role}${post.portfolio && !(post.label ?? '').includes(post.portfolio) ? ` (${post.portfolio})` : ''}, ${post.organization}.`
      : 'In the records of the Parliament of Ghana.';
  return `${person.name}: ${lead} Seats, offices held and what the Official Report records them saying, on Kakyerɛ.`;
}
