import { and, asc, eq, sql } from 'drizzle-orm';
import { personUrlId, type FollowedMember } from '@kakyere/contract';
import { memberFollows, persons, subscriptions, type DbExecutor } from '@kakyere/db';

/** Has the subscription follow the person (a Popolo id); true when this call added it. */
export async function insertMemberFollow(db: DbExecutor, subscriptionId: string, personId: string): Promise<boolean> {
  const added = await db.insert(memberFollows).values({ subscriptionId, personId }).onConflictDoNothing().returning({ personId: memberFollows.personId });
  return added.length > 0;
}

/** Stops the subscription following the person; true when it did. */
export async function deleteMemberFollow(db: DbExecutor, subscriptionId: string, personId: string): Promise<boolean> {
  const deleted = await db
    .delete(memberFollows)
    .where(and(eq(memberFollows.subscriptionId, subscriptionId), eq(memberFollows.personId, personId)))
    .returning({ personId: memberFollows.personId });
  return deleted.length > 0;
}

/** Whether the subscription follows the person (a Popolo id). */
export async function followsMember(db: DbExecutor, subscriptionId: string, personId: string): Promise<boolean> {
  const [row] = await db
    .select({ personId: memberFollows.personId })
    .from(memberFollows)
    .where(and(eq(memberFollows.subscriptionId, subscriptionId), eq(memberFollows.personId, personId)));
  return row !== undefined;
}

/** The Members a subscription follows, by name, with their URL ids. */
export async function listFollowedMembers(db: DbExecutor, subscriptionId: string): Promise<FollowedMember[]> {
  const rows = await db
    .select({ id: persons.id, name: persons.name })
    .from(memberFollows)
    .innerJoin(persons, eq(persons.id, memberFollows.personId))
    .where(eq(memberFollows.subscriptionId, subscriptionId))
    .orderBy(asc(persons.name), asc(persons.id));
  return rows.map((row) => ({ id: personUrlId(row.id), name: row.name }));
}

/** The person's name, or undefined when there is no such person. */
export async function selectPersonName(db: DbExecutor, personId: string): Promise<string | undefined> {
  const [row] = await db.select({ name: persons.name }).from(persons).where(eq(persons.id, personId));
  return row?.name;
}

/** Starts a stopped subscription's alerts again (its owner asked for a Member's). */
export async function resumeSubscription(db: DbExecutor, subscriptionId: string): Promise<void> {
  await db
    .update(subscriptions)
    .set({ unsubscribedAt: null, updatedAt: sql`now()` })
    .where(and(eq(subscriptions.id, subscriptionId), sql`${subscriptions.unsubscribedAt} is not null`));
}
