import { recordDeliveries } from '../../modules/alerts/fan-out-alerts.js';
import { industriesOfEvent } from '../../modules/alerts/load-alert-item.js';
import { recordPushDeliveries } from '../../modules/alerts/push-alerts.js';
import type { JobContext } from '../define-job.js';
import { jobIdFor } from '../job-queue.js';

/** Records an event's deliveries (e-mail, texts, and pushes to signed-in readers' browsers), then queues one send job for each (ids derived from the delivery: queued once). */
export async function fanOutEvent(type: string, payload: { eventId: number } & Record<string, unknown>, context: JobContext): Promise<{ deliveries: number; pushes: number }> {
  const { eventId, ...rest } = payload;
  const industries = await industriesOfEvent(context.db, type, rest);
  const pending = await recordDeliveries(context.db, eventId, industries);
  for (let start = 0; start < pending.length; start += 1000) {
    await context.queue.insert(
      pending.slice(start, start + 1000).map((deliveryId) => ({ name: 'alert-delivery', data: { deliveryId }, id: jobIdFor(`alert-delivery:${deliveryId}`) })),
    );
  }
  const pushes = await recordPushDeliveries(context.db, eventId, industries);
  for (let start = 0; start < pushes.length; start += 1000) {
    await context.queue.insert(
      pushes.slice(start, start + 1000).map((pushDeliveryId) => ({ name: 'push-delivery', data: { pushDeliveryId }, id: jobIdFor(`push-delivery:${pushDeliveryId}`) })),
    );
  }
  return { deliveries: pending.length, pushes: pushes.length };
}
