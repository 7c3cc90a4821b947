import { staleEventReason } from '../../modules/alerts/alert-age.js';
import { recordDeliveries } from '../../modules/alerts/fan-out-alerts.js';
import { industriesOfEvent } from '../../modules/alerts/load-alert-item.js';
import { recordPushDeliveries } from '../../modules/alerts/push-alerts.js';
import type { JobContext } from '../define-job.js';
import { jobIdFor } from '../job-queue.js';

/** Records an event's deliveries (e-mail, texts, and pushes to signed-in readers' browsers), then queues one send job for each (ids derived from the delivery: queued once). */
export async function fanOutEvent(type: string, payload: { eventId: number } & Record<string, unknown>, context: JobContext): Promise<{ deliveries: number; pushes: number }> {
  const { eventId, ...rest } = payload;
  // Only news alerts: an old sitting, ingested late, is published but alerts nobody, on any channel.
  const stale = await staleEventReason(context.db, type, rest, context.alertMaxAgeDays);
  if (stale) {
    context.log.info({ eventId, type }, `no alerts for event ${eventId}: ${stale}`);
    return { deliveries: 0, pushes: 0 };
  }
  const industries = await industriesOfEvent(context.db, type, rest);
  const pending = await recordDeliveries(context.db, eventId, industries);
  await queueOncePer(context, 'alert-delivery', pending, (deliveryId) => ({ deliveryId }));
  const pushes = await recordPushDeliveries(context.db, eventId, industries);
  await queueOncePer(context, 'push-delivery', pushes, (pushDeliveryId) => ({ pushDeliveryId }));
  return { deliveries: pending.length, pushes: pushes.length };
}

/** One job per id, in batches of 1,000; the job id comes from the delivery, so a repeat queues nothing. */
async function queueOncePer(context: JobContext, name: string, ids: readonly string[], data: (id: string) => object): Promise<void> {
  for (let start = 0; start < ids.length; start += 1000) {
    await context.queue.insert(ids.slice(start, start + 1000).map((id) => ({ name, data: data(id), id: jobIdFor(`${name}:${id}`) })));
  }
}
