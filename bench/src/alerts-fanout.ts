// Alert fan-out at scale: one published sitting against SUBSCRIPTIONS (default 100,000) subscriptions
// on PostgreSQL (DATABASE_URL; `npm run fanout:postgres -w bench` starts a throw-away server), every
// one following the sitting's industry. Measures the time to record every delivery (one
// insert … select, target under 10 s), then sends the first SEND (default 20,000) through the
// production path (sendAlertDelivery: outbox row + delivery flag in one transaction, then the pooled
// SMTP mailer) to a local SMTP server that only counts, and reports e-mails per second (target ≥ 200)
// and the peak resident memory. Benchmark only: never part of `.ci/run`. See bench/README.md.
import { SMTPServer } from 'smtp-server';
import { openDatabase, makeSyntheticHansard } from '@kakyere/db';
import pino from 'pino';
import { recordDeliveries } from '../../apps/server/src/modules/records/alerts/fan-out-alerts.js';
import { sendAlertDelivery } from '../../apps/server/src/modules/records/alerts/send-alert.js';
import { createMailer } from '../../apps/server/src/modules/delivery/mail/create-mailer.js';
import { createTextSender } from '../../apps/server/src/modules/delivery/texts/create-text-sender.js';
import { storeHansard } from '../../apps/server/src/modules/records/ingest/store-hansard.js';

const SUBSCRIPTIONS = Number(process.env.SUBSCRIPTIONS ?? 100_000);
const SEND = Number(process.env.SEND ?? 20_000);
const CONCURRENCY = Number(process.env.SEND_CONCURRENCY ?? 16);
const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl) {
  console.log('fan-out bench skipped: set DATABASE_URL, or run `npm run fanout:postgres -w bench` (needs `apt-get install postgresql`).');
  process.exit(0);
}

let peakRss = 0;
const sampler = setInterval(() => (peakRss = Math.max(peakRss, process.memoryUsage().rss)), 50);

// An SMTP server that accepts and counts, so the figure is the sender's, not a parser's.
let received = 0;
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  logger: false,
  onData(stream, _session, callback) {
    stream.resume();
    stream.on('end', () => {
      received += 1;
      callback();
    });
  },
});
await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
const smtpPort = (smtp.server.address() as { port: number }).port;

const database = await openDatabase({ databaseUrl, dataDir: ':memory:', poolSize: CONCURRENCY + 4 });
const db = database.db;
await database.executeSql('truncate subscriptions, alert_deliveries, domain_events, mail_outbox cascade');
const log = pino({ level: 'warn' });
const mailer = createMailer({ config: { smtpUrl: `smtp://127.0.0.1:${smtpPort}`, from: 'Kakyere <bench@kakyere.test>', retryAfterSeconds: 60 }, db, log });
// Every subscriber takes e-mail only; texts have no provider here.
const texts = createTextSender({ config: { sms: null, whatsapp: null, timeoutMs: 10_000, retryAfterSeconds: 60 }, db, log });
const deps = { db, mailer, texts, publicUrl: 'https://kakyere.example', secret: 'bench-secret-bench-secret-bench-secret', alertMaxAgeDays: 1_000_000 };

let started = performance.now();
await database.executeSql(
  `insert into subscriptions (email, industries, email_enabled, sms_enabled, whatsapp_enabled, consent_source, unsubscribe_token, email_confirmed_at)
   select 'reader' || n || '@example.org', array['Agriculture', 'Trade'], true, false, false, 'bench', md5(n::text), now()
   from generate_series(1, $1::int) as n`,
  [SUBSCRIPTIONS],
);
const seedMs = performance.now() - started;

const { id: hansardId } = await storeHansard(db, { row: { ...makeSyntheticHansard(424242), title: 'Cocoa Board Bill debated', affectedIndustries: ['Agriculture'] }, document: null });
const [event] = (await database.executeSql(`select id from domain_events where payload->>'hansardId' = $1`, [hansardId])).rows as { id: string }[];

started = performance.now();
const pending = await recordDeliveries(db, Number(event!.id), ['Agriculture']);
const recordMs = performance.now() - started;

started = performance.now();
const queue = pending.slice(0, SEND);
await Promise.all(
  Array.from({ length: CONCURRENCY }, async () => {
    for (let id = queue.pop(); id; id = queue.pop()) await sendAlertDelivery(deps, id);
  }),
);
await mailer.flush();
const sendMs = performance.now() - started;
clearInterval(sampler);

console.log(`Alert fan-out on PostgreSQL (${new URL(databaseUrl).host}), ${SUBSCRIPTIONS.toLocaleString('en')} subscriptions following the sitting's industry`);
console.log('| step | figure | target |\n|---|---|---|');
console.log(`| write ${SUBSCRIPTIONS.toLocaleString('en')} subscriptions (setup) | ${(seedMs / 1000).toFixed(1)} s | — |`);
console.log(`| record every delivery (${pending.length.toLocaleString('en')} rows) | ${(recordMs / 1000).toFixed(2)} s | < 10 s ${recordMs < 10_000 ? '✓' : '✗'} |`);
const rate = (received / sendMs) * 1000;
console.log(`| send the first ${Math.min(SEND, pending.length).toLocaleString('en')} to a local SMTP server (${CONCURRENCY} senders, pooled SMTP) | ${rate.toFixed(0)} e-mails/s (${(sendMs / 1000).toFixed(1)} s, ${received.toLocaleString('en')} received) | ≥ 200/s ${rate >= 200 ? '✓' : '✗'} |`);
console.log(`| peak resident memory | ${(peakRss / 1024 / 1024).toFixed(0)} MB | — |`);
mailer.close();
await database.close();
smtp.close();
