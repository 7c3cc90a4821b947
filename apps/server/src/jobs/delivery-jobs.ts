import { z } from 'zod';
import { defineJob } from './define-job.js';

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
