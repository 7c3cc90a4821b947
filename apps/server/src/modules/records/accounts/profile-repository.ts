import { eq, sql } from 'drizzle-orm';
import type { Industry, Profile } from '@kakyere/contract';
import { authUsers, profiles, type DbExecutor, type ProfileRow } from '@kakyere/db';

export interface AccountIdentity {
  id: string;
  name: string;
  email: string;
  emailVerified: boolean;
  createdAt: Date;
}

/** Writes the profile of a new account; a second call for the same account changes nothing. */
export async function insertProfile(db: DbExecutor, user: AccountIdentity): Promise<void> {
  await db
    .insert(profiles)
    .values({ userId: user.id, fullName: user.name, email: user.email, emailVerified: user.emailVerified, createdAt: user.createdAt.toISOString() })
    .onConflictDoNothing({ target: profiles.userId });
}

/** Keeps the profile in step with the identity after verification or a change of name or address. */
export async function syncProfileIdentity(db: DbExecutor, user: Pick<AccountIdentity, 'id'> & Partial<AccountIdentity>): Promise<void> {
  const changes: Partial<typeof profiles.$inferInsert> = {};
  if (user.emailVerified !== undefined) changes.emailVerified = user.emailVerified;
  if (user.email !== undefined) changes.email = user.email;
  if (Object.keys(changes).length === 0) return;
  await db.update(profiles).set({ ...changes, updatedAt: sql`now()` }).where(eq(profiles.userId, user.id));
}

/**
 * The profile of a signed-in account. Better Auth's user-creation hook cannot join its transaction,
 * so a process that died between the two writes leaves an account without a profile: it is
 * repaired here, from the identity, on first read (decision 012).
 */
export async function selectProfile(db: DbExecutor, userId: string): Promise<Profile | null> {
  const [row] = await db.select().from(profiles).where(eq(profiles.userId, userId));
  if (row) return toProfile(row);
  const [user] = await db.select().from(authUsers).where(eq(authUsers.id, userId));
  if (!user) return null;
  await insertProfile(db, user);
  const [repaired] = await db.select().from(profiles).where(eq(profiles.userId, userId));
  return repaired ? toProfile(repaired) : null;
}

export async function updateProfile(db: DbExecutor, userId: string, changes: { organization?: string | null | undefined; industry?: Industry | null | undefined }): Promise<void> {
  const set: Partial<typeof profiles.$inferInsert> = {};
  if (changes.organization !== undefined) set.organization = changes.organization;
  if (changes.industry !== undefined) set.industry = changes.industry;
  if (Object.keys(set).length === 0) return;
  await db.update(profiles).set({ ...set, updatedAt: sql`now()` }).where(eq(profiles.userId, userId));
}

function toProfile(row: ProfileRow): Profile {
  return {
    fullName: row.fullName,
    email: row.email,
    organization: row.organization,
    industry: row.industry as Industry | null,
    emailVerified: row.emailVerified,
    createdAt: new Date(row.createdAt).toISOString(),
  };
}
