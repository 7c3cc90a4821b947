import { z } from 'zod';
import { defineJob } from './define-job.js';

/** A Hansard went public (relayed from the events outbox): record the alerts it causes. */
export const hansardPublishedJob = defineJob({
  name: 'hansard-published',
  payload: z.object({ hansardId: z.string().min(1), eventId: z.number().int().positive() }),
  retry: { limit: 5, delaySeconds: 10, backoff: true },
  load: async () => {
    const { fanOutEvent } = await import('./handlers/fan-out-event.js');
    return (payload, context) => fanOutEvent('hansard-published', payload, context);
  },
});

/** A bill was added or moved (relayed from the events outbox, written by `npm run import:bills`). */
const billEventJob = (name: 'bill-created' | 'bill-stage-changed' | 'bill-status-changed') =>
  defineJob({
    name,
    payload: z.object({ billId: z.string().min(1), eventId: z.number().int().positive() }).loose(),
    retry: { limit: 5, delaySeconds: 10, backoff: true },
    load: async () => {
      const { fanOutEvent } = await import('./handlers/fan-out-event.js');
      return (payload, context) => fanOutEvent(name, payload, context);
    },
  });

/** Send one recorded alert; transient failures are retried with backoff. */
export const alertDeliveryJob = defineJob({
  name: 'alert-delivery',
  payload: z.object({ deliveryId: z.uuid() }),
  retry: { limit: 8, delaySeconds: 30, backoff: true },
  load: async () => (await import('./handlers/send-delivery.js')).sendDelivery,
});

/** Send one push notification to a signed-in reader's browser; transient failures are retried with backoff. */
export const pushDeliveryJob = defineJob({
  name: 'push-delivery',
  payload: z.object({ pushDeliveryId: z.uuid() }),
  retry: { limit: 6, delaySeconds: 30, backoff: true },
  load: async () => (await import('./handlers/send-delivery.js')).sendPushAlert,
});

/** The daily digest, at 07:00 Accra time: one e-mail per subscriber with every item waiting for them. */
export const alertDigestJob = defineJob({
  name: 'alert-digest',
  payload: z.object({}).loose(),
  retry: { limit: 3, delaySeconds: 60, backoff: true },
  load: async () => (await import('./handlers/send-digests.js')).sendDigests,
});

/** When the digest goes out (Ghana keeps GMT all year). */
export const DIGEST_SCHEDULE = { cron: '0 7 * * *', tz: 'Africa/Accra' } as const;

export const ALERT_JOBS = [
  hansardPublishedJob,
  billEventJob('bill-created'),
  billEventJob('bill-stage-changed'),
  billEventJob('bill-status-changed'),
  alertDeliveryJob,
  pushDeliveryJob,
  alertDigestJob,
] as const;
