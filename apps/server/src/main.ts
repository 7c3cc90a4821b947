import { buildApp } from './app.js';
import { loadConfig } from './config.js';
import { openAppDatabase } from './open-app-database.js';
import { startJobQueue } from './jobs/job-queue.js';
import { registerIngestWorkers } from './jobs/register-ingest-workers.js';
import { createIngestContext } from './modules/ingest/create-ingest-context.js';
import { ALERT_JOBS, DIGEST_SCHEDULE, alertDigestJob } from './jobs/alert-jobs.js';
import { registerJobWorkers } from './jobs/register-job-workers.js';
import { scheduleJob } from './jobs/send-job.js';
import { startEventRelay } from './modules/events/start-event-relay.js';
import { startAlertSweep } from './modules/alerts/sweep-pending-alerts.js';
import type { AlertDeps } from './modules/alerts/subscribe.js';

const config = loadConfig();
const database = await openAppDatabase(config.database, { exitWhenLocked: true });
const app = await buildApp({ config, database });
const queue = config.jobs.enabled ? await startJobQueue(database, { supervise: true }) : null;
let stopRelay: (() => Promise<void>) | null = null;
let stopSweep: (() => Promise<void>) | null = null;
if (queue) {
  const context = await createIngestContext({ ai: config.ai, db: database.db, queue, logger: app.log });
  await registerIngestWorkers(queue, context, { sourceUrl: config.jobs.ingestSourceUrl, sourceCron: config.jobs.ingestSourceCron });
  const alertDeps: AlertDeps = { db: database.db, mailer: app.mailer, texts: app.texts, push: app.push, publicUrl: config.server.publicUrl, secret: app.linkSecret, alertMaxAgeDays: config.jobs.alertMaxAgeDays };
  const crashAfter = config.jobs.crashAfterSentAlerts;
  if (crashAfter) {
    // The crash tests' hook (NODE_ENV=test only): die as a power cut would, mid-work.
    let sent = 0;
    alertDeps.onAlertSent = () => {
      if (++sent >= crashAfter) process.kill(process.pid, 'SIGKILL');
    };
  }
  await registerJobWorkers(queue, ALERT_JOBS, { ...alertDeps, queue, log: app.log });
  await scheduleJob(queue, alertDigestJob, DIGEST_SCHEDULE.cron, {}, { tz: DIGEST_SCHEDULE.tz });
  // Events written by any process, this one or the ingest CLI, go to the alert jobs from here.
  stopRelay = startEventRelay(database.db, queue, app.log);
  // Alerts whose send job died with a previous process go out from here.
  stopSweep = startAlertSweep(alertDeps, config.jobs.retryAfterSeconds, app.log);
}

let closing = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    if (closing) return;
    closing = true;
    // Stop relaying and let running jobs finish (they use the mailer), then finish in-flight
    // requests and the mail being sent, then close the database so PGlite flushes to disk.
    void Promise.all([stopRelay?.(), stopSweep?.()])
      .then(() => queue?.stop({ graceful: true, wait: true, timeout: 10_000 }))
      .then(() => app.close())
      .then(() => database.close())
      .finally(() => process.exit(0));
  });
}

await app.serve({ port: config.server.port, host: config.server.host });
const shownHost = config.server.host === '0.0.0.0' || config.server.host === '::' ? 'localhost' : config.server.host;
console.log(`Kakyerɛ is serving on http://${shownHost}:${config.server.port} (database: ${database.kind}; public URL ${config.server.publicUrl})`);
