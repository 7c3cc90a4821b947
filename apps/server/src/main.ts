import { buildApp, LISTEN_BACKLOG } from './app.js';
import { loadConfig } from './config.js';
import { openAppDatabase } from './open-app-database.js';
import { startJobQueue } from './jobs/job-queue.js';
import { registerIngestWorkers } from './jobs/register-ingest-workers.js';
import { createIngestContext } from './modules/ingest/create-ingest-context.js';

const config = loadConfig();
const database = await openAppDatabase(config);
const app = await buildApp({ config, database });
const queue = config.JOBS_ENABLED ? await startJobQueue(database, { supervise: true }) : null;
if (queue) {
  const context = await createIngestContext({ config, db: database.db, queue, logger: app.log });
  await registerIngestWorkers(queue, context, { sourceUrl: config.INGEST_SOURCE_URL, sourceCron: config.INGEST_SOURCE_CRON });
}

let closing = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    if (closing) return;
    closing = true;
    // Finish in-flight requests, then close the database so PGlite flushes to disk.
    void app
      .close()
      .then(() => queue?.stop({ graceful: true, wait: true, timeout: 10_000 }))
      .then(() => database.close())
      .finally(() => process.exit(0));
  });
}

await app.listen({ port: config.PORT, host: config.HOST, backlog: LISTEN_BACKLOG });
const shownHost = config.HOST === '0.0.0.0' || config.HOST === '::' ? 'localhost' : config.HOST;
console.log(`Kakyerɛ is serving on http://${shownHost}:${config.PORT} (database: ${database.kind}; public URL ${config.PUBLIC_URL})`);
