import type { DatabaseHandle } from '@kakyere/db';
import { ALERT_JOBS, DIGEST_SCHEDULE, alertDigestJob } from '../jobs/alert-jobs.js';
import { startJobQueue } from '../jobs/job-queue.js';
import { registerIngestWorkers } from '../jobs/register-ingest-workers.js';
import { registerJobWorkers } from '../jobs/register-job-workers.js';
import { scheduleJob } from '../jobs/send-job.js';
import { startAlertSweep } from './start-alert-sweep.js';
import { startEventRelay } from './start-event-relay.js';
import type { Services } from './build-services.js';
import { repeatEvery } from './repeat-every.js';

/**
 * Every piece of background work the server does, started in one place: the retry passes of the
 * mail and text outboxes, and (with JOBS_ENABLED) the job queue with its ingest and alert workers,
 * the digest schedule, the event relay and the alert sweep. Returns one stop, which lets running
 * work finish before the services and the database are closed.
 */
export async function startWorkers(services: Services, database: DatabaseHandle): Promise<() => Promise<void>> {
  const { config, log } = services;
  const stops: (() => Promise<void>)[] = [];
  // A message a mail server refused, or one a crashed process left, is tried again on every pass
  // (each replica runs one; claims never collide).
  if (config.mail.smtpUrl) {
    stops.push(repeatEvery(config.mail.retryAfterSeconds * 1000, () => services.mailer.retryPending(), log, 'retrying unsent e-mail failed'));
  }
  const { sms, whatsapp } = config.texts;
  if (sms || whatsapp) {
    stops.push(repeatEvery(config.texts.retryAfterSeconds * 1000, () => services.texts.retryPending(), log, 'retrying unsent texts failed'));
  }
  if (!config.jobs.enabled) return stopAll(stops);

  const queue = await startJobQueue(database, { supervise: true });
  await registerIngestWorkers(queue, await services.ingestContext(), { sourceUrl: config.jobs.ingestSourceUrl, sourceCron: config.jobs.ingestSourceCron });
  const alerts = { ...services.alerts };
  const crashAfter = config.jobs.crashAfterSentAlerts;
  if (crashAfter) {
    // The crash tests' hook (NODE_ENV=test only): die as a power cut would, mid-work.
    let sent = 0;
    alerts.onAlertSent = () => {
      if (++sent >= crashAfter) process.kill(process.pid, 'SIGKILL');
    };
  }
  await registerJobWorkers(queue, ALERT_JOBS, { ...alerts, queue, log });
  await scheduleJob(queue, alertDigestJob, DIGEST_SCHEDULE.cron, {}, { tz: DIGEST_SCHEDULE.tz });
  // Events written by any process, this one or the ingest CLI, go to the alert jobs from here.
  stops.push(startEventRelay(services.db, queue, log));
  // Alerts whose send job died with a previous process go out from here.
  stops.push(startAlertSweep(alerts, config.jobs.retryAfterSeconds, log));
  // Stop relaying and sweeping first, then let running jobs finish (they use the mailer).
  const stopLoops = stopAll(stops);
  return async () => {
    await stopLoops();
    await queue.stop({ graceful: true, wait: true, timeout: 10_000 });
  };
}

function stopAll(stops: (() => Promise<void>)[]): () => Promise<void> {
  return async () => {
    await Promise.all(stops.map((stop) => stop()));
  };
}
