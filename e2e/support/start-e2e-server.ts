// The server the e2e suite runs against: the app on the embedded defaults (an in-memory database,
// migrated and seeded) with real mail and a stand-in for Google, plus one bill text, so the Legal Opinion tab has sections to cite. The text is
// the project's own fictional fixture, imported into a seeded bill that never became an Act.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { buildApp } from '../../apps/server/src/app.js';
import { loadConfig } from '../../apps/server/src/config.js';
import { importBillText } from '../../apps/server/src/modules/bill-texts/import-bill-text.js';
import { openAppDatabase } from '../../apps/server/src/open-app-database.js';
import { startTestServices } from './test-services.js';

const E2E_BILL_WITH_TEXT = 'rent-bill-2022';
const fixture = path.resolve(import.meta.dirname, '../../apps/server/test/fixtures/bill-texts/lagoon-fisheries-bill.txt');

// A real SMTP server and a local OpenID Connect provider in Google's place, as a deployment would
// configure them (SMTP_URL, GOOGLE_*); the specs read the mailbox through the control port.
const services = await startTestServices(Number(process.env.PORT ?? 3100) + 1);
const config = loadConfig({
  ...process.env,
  ...services.texts.env(),
  SMTP_URL: services.smtp.url,
  GOOGLE_ISSUER: services.oidc.issuer,
  GOOGLE_CLIENT_ID: services.oidc.clientId,
  GOOGLE_CLIENT_SECRET: services.oidc.clientSecret,
});
const database = await openAppDatabase(config.database);
await importBillText(database.db, E2E_BILL_WITH_TEXT, { filename: path.basename(fixture), bytes: await readFile(fixture) });
const app = await buildApp({ config, database });
await app.serve({ port: config.server.port, host: config.server.host });
console.log(`e2e server on ${config.server.host}:${config.server.port}`);
