import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { appSecrets, type Database } from '@kakyere/db';

const AUTH_SECRET_NAME = 'auth-secret';

/**
 * The secret that signs sessions and e-mailed links. From the environment when set; otherwise
 * generated once and kept in the database, so every replica on one PostgreSQL (and every restart
 * of the embedded site) signs with the same one. The first writer wins; the others read its value.
 */
export async function ensureAuthSecret(db: Database, fromEnvironment: string | undefined): Promise<string> {
  if (fromEnvironment) return fromEnvironment;
  await db
    .insert(appSecrets)
    .values({ name: AUTH_SECRET_NAME, value: randomBytes(32).toString('base64url') })
    .onConflictDoNothing({ target: appSecrets.name });
  const [row] = await db.select({ value: appSecrets.value }).from(appSecrets).where(eq(appSecrets.name, AUTH_SECRET_NAME));
  if (!row) throw new Error('the generated auth secret could not be read back');
  return row.value;
}
