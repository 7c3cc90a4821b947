import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HansardDetailResponseSchema, HansardListResponseSchema, HansardSchema } from '@kakyere/contract';
import { hansards, seedDatabase } from '@kakyere/db';
import { seedBills } from '../../src/modules/records/bills/seed-bills.js';
import { eq } from 'drizzle-orm';
import { ingestHansardJob, ingestSourceJob } from '../../src/jobs/ingest-jobs.js';
import { startJobQueue, type JobQueue } from '../../src/jobs/job-queue.js';
import { registerIngestWorkers } from '../../src/jobs/register-ingest-workers.js';
import { sendJob } from '../../src/jobs/send-job.js';
import { ingestHansard, type IngestContext } from '../../src/modules/records/ingest/ingest-hansard.js';
import { makeTwoColumnPdfFromText } from '../fixtures/ingest/make-test-pdf.js';
import { chatCompletion, recordingLogger, startFakeServer, type FakeServer } from '../ai/llm-fixtures.js';
import { createLlmAnalysisEngine } from '../../src/modules/engines/ai/hansard-analysis/llm-analysis-engine.js';
import { createOpenAICompatibleTransport } from '../../src/modules/engines/ai/transport/openai-compatible-transport.js';
import { FIXTURES, fixturePath } from '../support/official-report-fixtures.js';
import { builtinIngestContext } from '../support/builtin-ingest-context.js';
import { createTestApp, type TestApp } from '../test-app.js';

// Sittings written for the tests (test/fixtures/official-report) on dates the seed has an editor's record for.
const special = fixturePath(FIXTURES.special); // Special Meeting, 24 August 2011
const dataProtection = fixturePath(FIXTURES.dataProtection); // 2 February 2012

let t: TestApp;
let queue: JobQueue;
let context: IngestContext;
let dir: string;

beforeAll(async () => {
  t = await createTestApp();
  await seedDatabase(t.database.db);
  await seedBills(t.database.db);
  queue = await startJobQueue(t.database);
  context = await builtinIngestContext(t.database.db, { timeoutMs: 5_000 });
  dir = await mkdtemp(path.join(tmpdir(), 'kakyere-ingest-'));
});
afterAll(async () => {
  await queue.stop({ graceful: false, wait: true });
  await t.close();
});

const get = (url: string) => t.app.inject({ method: 'GET', url });
// The 'hansard-published' events written with the sitting (the server relays them to the alerts).
const publishedEvents = async (hansardId: string) =>
  (await t.database.executeSql(`select id from domain_events where type = 'hansard-published' and payload->>'hansardId' = $1`, [hansardId])).rows;

describe('ingesting an Official Report', () => {
  it("stores the transcript under the editor-written seed record, whose analysis stays shown; the machine's is its next version, with evidence and provenance", async () => {
    // Before the editors' version outranked machine ones (this change), the machine analysis replaced it here.
    const before = HansardDetailResponseSchema.parse((await get('/api/hansards/2011-08-24')).json()).data.hansard;
    expect(before.provenance.engine).toBe('editor');
    const { hansard: analysed, created, editorsVersionKept } = await ingestHansard({ kind: 'file', path: special }, context);
    expect(created).toBe(false);
    expect(editorsVersionKept).toBe(1);
    expect(analysed.id).toBe('2011-08-24');

    // The machine analysis (the record ingestion returns, stored as version 2).
    expect(analysed.session_type).toBe('Plenary Sitting — Special Meeting, Third Session, Fifth Parliament');
    expect(analysed.title).toMatch(/^Special Meeting, 24 August 2011: Ghana Maritime Authority \(Amendment\) Bill, 2011 and 2 other bills passed/);
    expect(analysed.provenance).toMatchObject({ engine: 'builtin', model: null, source: 'file:special-meeting-2011-08-24.txt' });
    expect(analysed.analysis_version).toBe(2);
    expect(analysed.bills_discussed).toContain('Ghana Shipping (Amendment) Bill, 2011');

    const body = HansardDetailResponseSchema.parse((await get('/api/hansards/2011-08-24')).json());
    const stored = body.data.hansard;
    // The editors' analysis is still what the sitting shows, and it says a newer machine one exists.
    expect(stored).toMatchObject({ title: before.title, summary: before.summary, session_type: before.session_type, analysis_version: 1, newer_machine_summary: { version: 2 } });
    expect(stored.provenance).toMatchObject({ engine: 'editor', source: 'file:special-meeting-2011-08-24.txt' });
    // The transcript is the ingested one.
    expect(stored.raw_text).toContain('The House met at');
    expect(stored.raw_text).toBe(analysed.raw_text);
    // Every summary sentence points at a passage that is really in the stored text.
    expect(analysed.evidence!.summary.length).toBeGreaterThanOrEqual(3);
    for (const { quote, span } of analysed.evidence!.summary) {
      expect(stored.raw_text.slice(span.start, span.end).replace(/\s+/g, ' ')).toBe(quote.replace(/\s+/g, ' '));
    }
    // Bills that have a record on the site are linked to it.
    const shipping = analysed.evidence!.bills_discussed.find((b) => b.bill === 'Ghana Shipping (Amendment) Bill, 2011');
    expect(shipping?.bill_id).toBe('ghana-shipping-amendment-bill-2011');

    const list = HansardListResponseSchema.parse((await get('/api/hansards')).json());
    const item = list.data.hansards.find((h) => h.id === '2011-08-24')!;
    expect(item.title).toBe(stored.title);
    expect(item).not.toHaveProperty('evidence');
    expect(item).not.toHaveProperty('raw_text');
  });

  it('updates the same sitting when it is ingested again, and announces it only once', async () => {
    await t.database.db.delete(hansards).where(eq(hansards.id, '2011-08-24'));
    expect((await ingestHansard({ kind: 'file', path: special }, context)).created).toBe(true);
    const countBefore = (await t.database.db.select({ id: hansards.id }).from(hansards)).length;
    const { created } = await ingestHansard({ kind: 'file', path: special }, context);
    expect(created).toBe(false);
    expect((await t.database.db.select({ id: hansards.id }).from(hansards)).length).toBe(countBefore);
    expect(await publishedEvents('2011-08-24')).toHaveLength(1);
  });

  it('keeps the PDF it was given and serves it at /api/hansards/{id}/pdf', async () => {
    const { pdf } = await makeTwoColumnPdfFromText(await readFile(dataProtection, 'utf8'), 6);
    const file = path.join(dir, 'Hansard 2nd February, 2012.pdf');
    await writeFile(file, pdf);
    const { hansard } = await ingestHansard({ kind: 'file', path: file }, context);
    expect(hansard.id).toBe('2012-02-02');
    expect(hansard.has_pdf).toBe(true);
    const res = await get('/api/hansards/2012-02-02/pdf');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(Buffer.compare(res.rawPayload, Buffer.from(pdf))).toBe(0);
    expect(HansardSchema.parse(HansardDetailResponseSchema.parse((await get('/api/hansards/2012-02-02')).json()).data.hansard).has_pdf).toBe(true);
  });

  it('stores nothing in a dry run', async () => {
    await t.database.db.delete(hansards).where(eq(hansards.id, '2011-08-24'));
    const { hansard, created } = await ingestHansard({ kind: 'file', path: special }, { ...context, dryRun: true });
    expect(created).toBeNull();
    expect(hansard.raw_text.length).toBeGreaterThan(1000);
    expect((await get('/api/hansards/2011-08-24')).statusCode).toBe(404);
  });

  it('rejects what is not an Official Report and stores nothing', async () => {
    const file = path.join(dir, 'notes.txt');
    await writeFile(file, 'Shopping list: yams, plantain, palm oil.\nCall Ama about the weekend.\n');
    await expect(ingestHansard({ kind: 'file', path: file }, context)).rejects.toThrow();
    const encrypted = path.join(dir, 'minutes.png');
    await writeFile(encrypted, Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]));
    await expect(ingestHansard({ kind: 'file', path: encrypted }, context)).rejects.toThrow(/minutes\.png/);
  });
});

describe('ingesting with an LLM provider', () => {
  let llm: FakeServer;
  afterAll(() => llm?.close());

  it('keeps the built-in analysis, and says why, when the model cites text that is not in the record', async () => {
    llm = await startFakeServer(() =>
      chatCompletion(
        JSON.stringify({
          title: 'A sitting that never happened',
          session_type: 'Special Meeting',
          summary: [1, 2, 3].map((n) => ({ sentence: `Sentence ${n}.`, quote: `The House abolished the Speaker ${n} times.` })),
          key_topics: ['One', 'Two', 'Three', 'Four', 'Five'],
          affected_industries: [],
          bills_discussed: [],
        }),
      ),
    );
    const engine = createLlmAnalysisEngine(createOpenAICompatibleTransport({ baseURL: `${llm.origin}/v1`, model: 'test-model', timeoutMs: 5_000, maxRetries: 0 }));
    const logger = recordingLogger();
    const { hansard } = await ingestHansard({ kind: 'file', path: special }, { ...context, engine, logger });
    expect(hansard.provenance.engine).toBe('builtin');
    expect(hansard.title).not.toBe('A sitting that never happened');
    expect(hansard.evidence!.fallback_reason).toMatch(/quote not found/);
    expect(logger.warnings).toHaveLength(1);
  });
});

describe('the ingestion job', () => {
  // Parliament's listing as INGEST_SOURCE_URL names it (main.ts passes it as sourceUrl).
  let listing: Server;
  let sourceUrl: string;
  const requested: string[] = [];
  beforeAll(async () => {
    listing = createServer((req, res) => {
      requested.push(req.url ?? '');
      res.writeHead(200, { 'content-type': 'text/html' });
      res.end(`<table><tr role="button" onclick="showPDF('pb/2nd February, 2012.pdf','Hansard 2nd February, 2012');"><td>Thursday, 2nd February, 2012</td></tr></table>`);
    });
    await new Promise<void>((resolve) => listing.listen(0, '127.0.0.1', resolve));
    sourceUrl = `http://127.0.0.1:${(listing.address() as AddressInfo).port}/docs?type=HS`;
    await registerIngestWorkers(queue, context, { sourceUrl });
  });
  afterAll(() => new Promise<void>((resolve) => listing.close(() => resolve())));

  async function settled(name: string, jobId: string) {
    const deadline = Date.now() + 60_000;
    for (;;) {
      const job = await queue.getJobById(name, jobId);
      if (job?.state === 'completed' || job?.state === 'failed' || Date.now() > deadline) return job;
      await new Promise((r) => setTimeout(r, 200));
    }
  }

  it('runs the same path as the CLI: a queued file becomes a published Hansard', async () => {
    await t.database.db.delete(hansards).where(eq(hansards.id, '2012-02-02'));
    const jobId = await sendJob(queue, ingestHansardJob, { kind: 'file', path: dataProtection });
    const deadline = Date.now() + 60_000;
    let state: string | undefined;
    while (Date.now() < deadline) {
      state = (await queue.getJobById(ingestHansardJob.name, jobId!))?.state;
      if (state === 'completed' || state === 'failed') break;
      await new Promise((r) => setTimeout(r, 200));
    }
    expect(state).toBe('completed');
    const body = HansardDetailResponseSchema.parse((await get('/api/hansards/2012-02-02')).json());
    expect(body.data.hansard.bills_discussed).toContain('Data Protection Bill, 2010');
    expect(await publishedEvents('2012-02-02')).toHaveLength(1);
  });

  it('reads the configured listing and queues only the sittings not yet ingested (the CLI\'s operation)', async () => {
    const jobId = await sendJob(queue, ingestSourceJob, {});
    const job = await settled(ingestSourceJob.name, jobId!);
    expect(job?.state).toBe('completed');
    // 2 February 2012 was ingested just above: listed, and not queued again.
    expect(job?.output).toEqual({ listed: 1, queued: 0 });
    expect(requested).toEqual(['/docs?type=HS']);
  });
});
