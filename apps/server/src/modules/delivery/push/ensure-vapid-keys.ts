import { eq } from 'drizzle-orm';
import webPush from 'web-push';
import { appSecrets, type Database } from '@kakyere/db';
import { isVapidKeyPair } from './vapid-key-rules.js';

const VAPID_KEYS_NAME = 'vapid-keys';

export interface VapidKeys {
  /** base64url, 65 bytes: what browsers subscribe with. */
  publicKey: string;
  /** base64url, 32 bytes: signs each request's VAPID token. */
  privateKey: string;
}

/**
 * The site's VAPID key pair. From the environment when set; otherwise generated once and kept in the
 * database as one row (both halves together, so no replica can pair one writer's public key with
 * another's private key). The first writer wins; the others read its pair, so every replica and
 * every restart signs with the keys browsers subscribed with.
 */
export async function ensureVapidKeys(db: Database, fromEnvironment: VapidKeys | null): Promise<VapidKeys> {
  if (fromEnvironment) return fromEnvironment;
  const generated = webPush.generateVAPIDKeys();
  await db
    .insert(appSecrets)
    .values({ name: VAPID_KEYS_NAME, value: JSON.stringify({ publicKey: generated.publicKey, privateKey: generated.privateKey }) })
    .onConflictDoNothing({ target: appSecrets.name });
  const [row] = await db.select({ value: appSecrets.value }).from(appSecrets).where(eq(appSecrets.name, VAPID_KEYS_NAME));
  if (!row) throw new Error('the generated VAPID keys could not be read back');
  const stored = JSON.parse(row.value) as Partial<VapidKeys>;
  if (typeof stored.publicKey !== 'string' || typeof stored.privateKey !== 'string' || !isVapidKeyPair(stored.publicKey, stored.privateKey)) {
    throw new Error(`the VAPID keys stored in app_secrets ('${VAPID_KEYS_NAME}') are not a P-256 key pair`);
  }
  return { publicKey: stored.publicKey, privateKey: stored.privateKey };
}
