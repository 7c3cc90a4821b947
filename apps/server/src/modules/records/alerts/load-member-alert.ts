import { asc, and, eq } from 'drizzle-orm';
import { speechPlace } from '@kakyere/contract';
import { hansards, persons, speeches, type DbExecutor } from '@kakyere/db';
import { formatSittingDate } from './format-sitting-date.js';

/** A followed Member spoke in a sitting: what the alert says about it. */
export interface MemberAlert {
  kind: 'member';
  member: string;
  /** The sitting: its title, and when ("Plenary sitting, 24 August 2011"). */
  title: string;
  when: string;
  sittingLink: string;
  /** The Member's speeches in the sitting, in the record's order, each with its link on the sitting page. */
  speeches: { id: string; heading: string | null; text: string; link: string }[];
}

/** `PUBLIC_URL/hansards/{id}?speech=…#speech-…`: the sitting's page, opened at the speech. */
export const speechLink = (publicUrl: string, hansardId: string, speechId: string) => `${publicUrl}${speechPlace(hansardId, speechId)}`;

/** The Member's speeches in the sitting as their alert names them; null when the sitting, the Member or every speech is gone. */
export async function loadMemberAlert(db: DbExecutor, publicUrl: string, personId: string, hansardId: string): Promise<MemberAlert | null> {
  const [sitting] = await db.select({ title: hansards.title, date: hansards.sittingDate, session: hansards.sessionType }).from(hansards).where(eq(hansards.id, hansardId));
  const [person] = await db.select({ name: persons.name }).from(persons).where(eq(persons.id, personId));
  if (!sitting || !person) return null;
  const rows = await db
    .select({ id: speeches.id, heading: speeches.heading, text: speeches.text })
    .from(speeches)
    .where(and(eq(speeches.hansardId, hansardId), eq(speeches.personId, personId)))
    .orderBy(asc(speeches.position));
  if (rows.length === 0) return null;
  return {
    kind: 'member',
    member: person.name,
    title: sitting.title,
    when: `${sitting.session ? `${sitting.session}, ` : ''}${formatSittingDate(sitting.date)}`,
    sittingLink: `${publicUrl}/hansards/${encodeURIComponent(hansardId)}`,
    speeches: rows.map((row) => ({ ...row, link: speechLink(publicUrl, hansardId, row.id) })),
  };
}
