import { z } from 'zod';
import { defineJob } from './define-job.js';
import { alertDeliveryJob, pushDeliveryJob } from './delivery-jobs.js';
import { EVENT_JOBS } from './event-jobs.js';

/** The daily digest, at 07:00 Accra time: one e-mail per subscriber with every item waiting for them. Its schedule sends `{}`. */
export const alertDigestJob = defineJob({
  name: 'alert-digest',
  payload: z.object({}),
  retry: { limit: 3, delaySeconds: 60, backoff: true },
  load: async () => (await import('./handlers/send-digests.js')).sendDigests,
});

/** When the digest goes out (Ghana keeps GMT all year). */
export const DIGEST_SCHEDULE = { cron: '0 7 * * *', tz: 'Africa/Accra' } as const;

/** Every alert job: one per kind of event (the fan-out), the sends, and the digest. */
export const ALERT_JOBS = [...EVENT_JOBS, alertDeliveryJob, pushDeliveryJob, alertDigestJob] as const;
