import { createECDH } from 'node:crypto';
import { PUSH_LIMITS, PUSH_MESSAGES, type PushSubscriptionRequest, type StoredPushSubscription } from '@kakyere/contract';
import type { Database } from '@kakyere/db';
import { badRequest } from '../../../errors.js';
import { toStoredPushSubscription, trimPushSubscriptions, upsertPushSubscription } from './push-subscription-repository.js';

/**
 * Stores the signed-in reader's browser subscription (the spec's `fcmToken`), replacing what that
 * browser stored before. The contract has checked the shapes; here the key must also be a point on
 * P-256, or every message encrypted to it would fail. An account keeps its newest few browsers.
 */
export async function savePushSubscription(db: Database, userId: string, request: PushSubscriptionRequest): Promise<StoredPushSubscription> {
  if (!isP256Point(request.keys.p256dh)) throw badRequest(PUSH_MESSAGES.p256dhInvalid);
  const keys = { endpoint: request.endpoint, p256dh: request.keys.p256dh.replace(/=+$/, ''), auth: request.keys.auth.replace(/=+$/, '') };
  const row = await db.transaction(async (tx) => {
    const saved = await upsertPushSubscription(tx, userId, keys);
    await trimPushSubscriptions(tx, userId, PUSH_LIMITS.maxPerUser);
    return saved;
  });
  return toStoredPushSubscription(row);
}

function isP256Point(base64url: string): boolean {
  try {
    // Deriving a secret fails unless the key is a valid point on the curve.
    const ecdh = createECDH('prime256v1');
    ecdh.generateKeys();
    ecdh.computeSecret(Buffer.from(base64url, 'base64url'));
    return true;
  } catch {
    return false;
  }
}
