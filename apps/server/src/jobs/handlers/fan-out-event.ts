import type { z } from 'zod';
import { staleEventReason } from '../../modules/records/alerts/alert-age.js';
import { recordDeliveries } from '../../modules/records/alerts/fan-out-alerts.js';
import { recordMemberDeliveries } from '../../modules/records/alerts/fan-out-member-alerts.js';
import { recordTopicDeliveries } from '../../modules/records/alerts/fan-out-topic-alerts.js';
import { industriesOfEvent } from '../../modules/records/alerts/load-alert-item.js';
import { recordPushDeliveries } from '../../modules/records/alerts/push-alerts.js';
import type { AlertJobContext } from '../alert-job-context.js';
import { alertDeliveryJob, pushDeliveryJob } from '../delivery-jobs.js';
import type { EventJob } from '../event-job-payload.js';
import { jobIdFor } from '../job-queue.js';
import { insertJobs } from '../send-job.js';

/** Records an event's deliveries (e-mail, texts, Member alerts, and pushes to signed-in readers' browsers), then queues one send job for each (ids derived from the delivery: queued once). */
export async function fanOutEvent({ eventId, event }: EventJob, context: AlertJobContext): Promise<{ deliveries: number; pushes: number }> {
  // Only news alerts: an old sitting, ingested late, is published but alerts nobody, on any channel.
  const stale = await staleEventReason(context.db, event, context.alertMaxAgeDays);
  if (stale) {
    context.log.info({ eventId, type: event.type }, `no alerts for event ${eventId}: ${stale}`);
    return { deliveries: 0, pushes: 0 };
  }
  const industries = await industriesOfEvent(context.db, event);
  // Followed Members who spoke in the sitting (one e-mail per subscription, Member and sitting), then the industries' alerts.
  const members = await recordMemberDeliveries(context.db, eventId, event);
  // Followed searches the sitting's speeches say (one e-mail per subscription and sitting, each speech once ever).
  const topics = await recordTopicDeliveries(context.db, eventId, event);
  const pending = [...new Set([...members, ...topics, ...(await recordDeliveries(context.db, eventId, industries))])];
  await queueOncePer(context, alertDeliveryJob, pending, (deliveryId) => ({ deliveryId }));
  const pushes = await recordPushDeliveries(context.db, eventId, industries);
  await queueOncePer(context, pushDeliveryJob, pushes, (pushDeliveryId) => ({ pushDeliveryId }));
  return { deliveries: pending.length, pushes: pushes.length };
}

/** One job per id, in batches of 1,000; the job id comes from the delivery, so a repeat queues nothing. */
async function queueOncePer<P extends object>(context: AlertJobContext, job: { name: string; payload: z.ZodType<unknown, P> }, ids: readonly string[], payload: (id: string) => P): Promise<void> {
  for (let start = 0; start < ids.length; start += 1000) {
    await insertJobs(
      context.queue,
      job,
      ids.slice(start, start + 1000).map((id) => ({ payload: payload(id), id: jobIdFor(`${job.name}:${id}`) })),
    );
  }
}
