// The server the e2e suite runs against: the app on the embedded defaults (an in-memory database,
// migrated and seeded) with real mail and a stand-in for Google, plus one bill text, so the Legal Opinion tab has sections to cite. The text is
// the project's own fictional fixture, imported into a seeded bill that never became an Act.
// One sitting is ingested as `npm run ingest` stores it, so one Hansard has an AI summary readers can
// rate; it is stored under the seed's record of that day (so the seed's count is unchanged), and its
// analysis is then shown in place of the editors'. Ingestion stores its
// speeches, each attributed against the roster of its day.
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { hansards } from '@kakyere/db';
import { buildApp } from '../../apps/server/src/app.js';
import { loadConfig } from '../../apps/server/src/config.js';
import { importBillText } from '../../apps/server/src/modules/records/bill-texts/import-bill-text.js';
import { showHansardAnalysisVersion } from '../../apps/server/src/modules/records/hansards/show-hansard-analysis-version.js';
import { ingestHansard } from '../../apps/server/src/modules/records/ingest/ingest-hansard.js';
import { openAppDatabase } from '../../apps/server/src/open-app-database.js';
import { buildServices } from '../../apps/server/src/runtime/build-services.js';
import { createLogger } from '../../apps/server/src/runtime/create-logger.js';
import { startWorkers } from '../../apps/server/src/runtime/start-workers.js';
import { E2E_ACT_BILL, E2E_ACT_TEXT, E2E_INGESTED_SITTING } from './constants.js';
import { startTestServices } from './test-services.js';

const E2E_BILL_WITH_TEXT = 'rent-bill-2022';
const fixture = path.resolve(import.meta.dirname, '../../apps/server/test/fixtures/bill-texts/lagoon-fisheries-bill.txt');
// Written for the tests in the Official Report's layout (see the README beside it), dated like a seeded sitting.
const sittingFixture = path.resolve(import.meta.dirname, '../../apps/server/test/fixtures/official-report/third-meeting-2011-10-26.txt');

// A real SMTP server and a local OpenID Connect provider in Google's place, as a deployment would
// configure them (SMTP_URL, GOOGLE_*); the specs read the mailbox through the control port.
const stubs = await startTestServices(Number(process.env.PORT ?? 3100) + 1);
const config = loadConfig({
  ...process.env,
  ...stubs.texts.env(),
  SMTP_URL: stubs.smtp.url,
  GOOGLE_ISSUER: stubs.oidc.issuer,
  GOOGLE_CLIENT_ID: stubs.oidc.clientId,
  GOOGLE_CLIENT_SECRET: stubs.oidc.clientSecret,
});
const database = await openAppDatabase(config.database);
await importBillText(database.db, E2E_BILL_WITH_TEXT, { filename: path.basename(fixture), bytes: await readFile(fixture) });
// The real E-Levy Act, as an editor imports it (npm run import:bill-text runs this same function),
// when ../shared is beside the checkout (CI has it): its text may not be copied into the repository.
if (existsSync(E2E_ACT_TEXT)) await importBillText(database.db, E2E_ACT_BILL, { filename: path.basename(E2E_ACT_TEXT), bytes: await readFile(E2E_ACT_TEXT) });
// The seeded sitting was on the site already: marked published, its replacement sends no alert to the
// addresses the alert specs subscribe.
await database.db.update(hansards).set({ publishedAt: new Date().toISOString() }).where(eq(hansards.id, E2E_INGESTED_SITTING));
const services = await buildServices(config, database.db, createLogger(config.server));
const ingested = await ingestHansard({ kind: 'file', path: sittingFixture }, await services.ingestContext());
// The seed's editors' summary outranks the machine's, so it would stay shown: an editor shows the
// machine's instead (`npm run ingest -- --show-version` runs this same function).
await showHansardAnalysisVersion(database.db, E2E_INGESTED_SITTING, ingested.hansard.analysis_version!);
// Its speeches, speaker by speaker (e2e/specs/speeches.spec.ts).
// The background work a deployment runs: the event relay, the alert jobs and sends (a followed Member's e-mail).
await startWorkers(services, database);
// A sitting ingested while the site runs, as `npm run ingest` would (e2e/specs/follow-member.spec.ts):
// only the project's own Official Report fixtures, by file name.
const reports = path.resolve(import.meta.dirname, '../../apps/server/test/fixtures/official-report');
stubs.ingest = async (name) => {
  if (!/^[a-z0-9-]+\.txt$/.test(name)) throw new Error(`not a fixture name: ${name}`);
  const result = await ingestHansard({ kind: 'file', path: path.join(reports, name) }, await services.ingestContext());
  return { hansardId: result.hansard.id };
};
const app = await buildApp({ config, database, services });
await app.serve({ port: config.server.port, host: config.server.host });
console.log(`e2e server on ${config.server.host}:${config.server.port}`);
