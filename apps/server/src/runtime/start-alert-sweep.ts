import type { FastifyBaseLogger } from 'fastify';
import { SUBSCRIBE_LIMITS } from '@kakyere/contract';
import type { AlertDeps } from '../modules/records/alerts/alert-deps.js';
import { deleteUnconfirmedSubscriptions } from '../modules/records/alerts/subscription-repository.js';
import { sweepPendingAlerts } from '../modules/records/alerts/sweep-pending-alerts.js';
import { repeatEvery } from './repeat-every.js';

/**
 * Sweeps at start (a predecessor's leftovers) and then every `everySeconds`, one pass at a time:
 * sends the alerts whose send job died, and deletes subscriptions never confirmed (double opt-in).
 * Returns a stop function.
 */
export function startAlertSweep(deps: AlertDeps, everySeconds: number, log: FastifyBaseLogger): () => Promise<void> {
  const pass = async () => {
    const sent = await sweepPendingAlerts(deps, everySeconds, (error) => log.error({ err: error, eventId: error.eventId }, `${error.message}; its alerts are not sent`));
    if (sent > 0) log.info({ sent }, 'sent alerts whose send job had not finished');
    const deleted = await deleteUnconfirmedSubscriptions(deps.db, SUBSCRIBE_LIMITS.pendingDays);
    if (deleted > 0) log.info({ deleted }, `deleted subscriptions left unconfirmed for ${SUBSCRIBE_LIMITS.pendingDays} days`);
  };
  return repeatEvery(everySeconds * 1000, pass, log, 'sweeping pending alerts failed; will try again', { now: true });
}
