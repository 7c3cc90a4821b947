import { ne } from 'drizzle-orm';
import { UnreadableEventError } from '@kakyere/contract';
import { alertDeliveries } from '@kakyere/db';
import { alertDeliveryClaims, sendAlertDelivery } from './send-alert.js';
import { sendPushDelivery, stalePushDeliveries } from './push-alerts.js';
import type { AlertDeps } from './alert-deps.js';

/**
 * Sends alerts (and pushes) still pending long after they were recorded: their send job died with its process
 * and would wait for the queue's expiry (minutes) to run again. Sending is claimed per delivery
 * (send-alert.ts), so a sweep racing a live job, or another replica's sweep, sends nothing twice.
 * A delivery whose event does not match the contract is reported and skipped: it holds up none after it.
 */
export async function sweepPendingAlerts(deps: AlertDeps, olderThanSeconds: number, onUnreadable: (error: UnreadableEventError) => void, limit = 500): Promise<number> {
  const skipUnreadable = (error: unknown) => {
    if (!(error instanceof UnreadableEventError)) throw error;
    onUnreadable(error);
    return null;
  };
  const stale = await alertDeliveryClaims(olderThanSeconds).dueIds(deps.db, limit, ne(alertDeliveries.channel, 'digest'));
  let sent = 0;
  for (const id of stale) if ((await sendAlertDelivery(deps, id).catch(skipUnreadable)) === 'sent') sent += 1;
  const { push } = deps;
  if (push) {
    for (const id of await stalePushDeliveries(deps.db, olderThanSeconds, limit)) {
      // A push service that fails now is tried on a later pass (or by the job's own retry).
      if ((await sendPushDelivery({ ...deps, push }, id).catch(() => null)) === 'sent') sent += 1;
    }
  }
  return sent;
}
