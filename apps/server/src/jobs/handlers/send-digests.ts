import { sendDigest, subscriptionsWithDigest } from '../../modules/records/alerts/send-digest.js';
import type { AlertJobContext } from '../alert-job-context.js';

/** Sends every subscriber's waiting digest; one that fails is logged and the rest still go. */
export async function sendDigests(_payload: object, context: AlertJobContext): Promise<{ digests: number; items: number }> {
  let digests = 0;
  let items = 0;
  for (const id of await subscriptionsWithDigest(context.db)) {
    try {
      const sent = await sendDigest(context, id);
      if (sent > 0) digests += 1;
      items += sent;
    } catch (error) {
      context.log.error({ err: error, subscriptionId: id }, 'daily digest failed; its items wait for the next run');
    }
  }
  return { digests, items };
}
