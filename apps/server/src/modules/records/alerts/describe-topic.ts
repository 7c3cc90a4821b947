import { eq } from 'drizzle-orm';
import { INDUSTRIES, popoloPersonId, type TopicSearch } from '@kakyere/contract';
import { bills, persons, type DbExecutor } from '@kakyere/db';
import { formatSittingDate } from './format-sitting-date.js';

/**
 * A followed search in words, for the e-mails and the manage page: "“galamsey” by Kwame Mensah, NDC,
 * from 1 January 2012". Names and titles are read now; an unknown one is left as its id.
 */
export async function describeTopic(db: DbExecutor, search: TopicSearch): Promise<string> {
  const parts = [`“${search.q.trim().replace(/\s+/g, ' ')}”`];
  if (search.person) {
    const [person] = await db.select({ name: persons.name }).from(persons).where(eq(persons.id, popoloPersonId(search.person)));
    parts.push(`by ${person?.name ?? search.person}`);
  }
  if (search.party) parts.push(`by ${search.party.toUpperCase()} Members`);
  if (search.bill) {
    const [bill] = await db.select({ title: bills.title }).from(bills).where(eq(bills.id, search.bill));
    parts.push(`in debates on the ${bill?.title ?? search.bill}`);
  }
  if (search.industry && (INDUSTRIES as readonly string[]).includes(search.industry)) parts.push(`in sittings on ${search.industry}`);
  if (search.sitting) parts.push(`in the sitting ${search.sitting}`);
  if (search.from) parts.push(`from ${formatSittingDate(search.from)}`);
  if (search.to) parts.push(`until ${formatSittingDate(search.to)}`);
  return parts.join(' ');
}
