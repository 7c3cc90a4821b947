import type { Agent } from 'node:https';
import webPush from 'web-push';
import type { PushPayload } from '@kakyere/contract';
import type { Database, PushSubscriptionRow } from '@kakyere/db';
import type { VapidKeys } from './ensure-vapid-keys.js';
import { deletePushSubscriptionById, markPushFailed, markPushSent } from './push-subscription-repository.js';

export interface PushDeps {
  db: Database;
  vapid: VapidKeys & { subject: string };
  /** How long a push service keeps a message for a browser that is offline (seconds). */
  ttlSeconds?: number;
  /** How long one request to a push service may take. */
  timeoutMs?: number;
  /** Tests: an agent that trusts a local push service's certificate. */
  agent?: Agent;
}

/** 'sent'; 'gone': the push service no longer knows the browser (404/410), its row was deleted; 'refused': a 4xx no retry can fix. */
export type PushOutcome = 'sent' | 'gone' | 'refused';

/** A failure worth trying again (429, 5xx, no answer): thrown so the job that sent it retries. */
export class TransientPushError extends Error {
  override name = 'TransientPushError';
  constructor(
    message: string,
    readonly statusCode: number | undefined,
    /** The push service's Retry-After, when it gave one (seconds). */
    readonly retryAfterSeconds: number | undefined,
  ) {
    super(message);
  }
}

const DEFAULT_TTL_SECONDS = 24 * 60 * 60;
const DEFAULT_TIMEOUT_MS = 10_000;
/** Notifications show a few lines; the whole encrypted message must stay under 4 KB (RFC 8291). */
const MAX_BODY_LENGTH = 500;

/**
 * Sends one notification to one browser through its push service (Web Push, VAPID, aes128gcm).
 * The row is kept in step: a success clears its failures, a transient failure counts one and throws,
 * a browser the push service has forgotten is deleted.
 */
export async function sendPush(deps: PushDeps, subscription: Pick<PushSubscriptionRow, 'id' | 'endpoint' | 'p256dh' | 'auth'>, payload: PushPayload): Promise<PushOutcome> {
  const body = payload.body.length > MAX_BODY_LENGTH ? `${payload.body.slice(0, MAX_BODY_LENGTH - 1)}…` : payload.body;
  try {
    await webPush.sendNotification(
      { endpoint: subscription.endpoint, keys: { p256dh: subscription.p256dh, auth: subscription.auth } },
      JSON.stringify({ ...payload, body }),
      {
        vapidDetails: { subject: deps.vapid.subject, publicKey: deps.vapid.publicKey, privateKey: deps.vapid.privateKey },
        TTL: deps.ttlSeconds ?? DEFAULT_TTL_SECONDS,
        timeout: deps.timeoutMs ?? DEFAULT_TIMEOUT_MS,
        contentEncoding: 'aes128gcm',
        ...(deps.agent ? { agent: deps.agent } : {}),
      },
    );
  } catch (error) {
    const status = statusCodeOf(error);
    const reason = status ? `push service answered ${status}` : `no answer from the push service: ${error instanceof Error ? error.message : String(error)}`;
    if (status === 404 || status === 410) {
      await deletePushSubscriptionById(deps.db, subscription.id);
      return 'gone';
    }
    await markPushFailed(deps.db, subscription.id, reason);
    if (status === undefined || status === 429 || status >= 500) throw new TransientPushError(reason, status, retryAfterOf(error));
    return 'refused';
  }
  await markPushSent(deps.db, subscription.id);
  return 'sent';
}

function statusCodeOf(error: unknown): number | undefined {
  return error instanceof webPush.WebPushError && typeof error.statusCode === 'number' ? error.statusCode : undefined;
}

function retryAfterOf(error: unknown): number | undefined {
  if (!(error instanceof webPush.WebPushError)) return undefined;
  const value = Number((error.headers as Record<string, string | undefined>)['retry-after']);
  return Number.isFinite(value) && value >= 0 ? value : undefined;
}
