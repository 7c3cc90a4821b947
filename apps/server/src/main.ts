import { buildApp } from './app.js';
import { loadConfig } from './config.js';
import { openAppDatabase } from './open-app-database.js';
import { buildServices } from './runtime/build-services.js';
import { createLogger } from './runtime/create-logger.js';
import { startWorkers } from './runtime/start-workers.js';

const config = loadConfig();
const database = await openAppDatabase(config.database, { exitWhenLocked: true });
const services = await buildServices(config, database.db, createLogger(config.server));
const app = await buildApp({ config, database, services });
const stopWorkers = await startWorkers(services, database);

let closing = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    if (closing) return;
    closing = true;
    // Let running work finish (it uses the mailer), then finish in-flight requests, then hand over
    // the mail and texts being sent, then close the database so PGlite flushes to disk.
    void stopWorkers()
      .then(() => app.close())
      .then(() => services.close())
      .then(() => database.close())
      .finally(() => process.exit(0));
  });
}

await app.serve({ port: config.server.port, host: config.server.host });
const shownHost = config.server.host === '0.0.0.0' || config.server.host === '::' ? 'localhost' : config.server.host;
console.log(`Kakyerɛ is serving on http://${shownHost}:${config.server.port} (database: ${database.kind}; public URL ${config.server.publicUrl})`);
