import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readDomainEvent } from '@kakyere/contract';
import { readSeedBills, seedDatabase, type SeedBill } from '@kakyere/db';
import { seedBills } from '../../src/modules/records/bills/seed-bills.js';
import { recordDeliveries } from '../../src/modules/records/alerts/fan-out-alerts.js';
import { industriesOfEvent } from '../../src/modules/records/alerts/load-alert-item.js';
import { sendAlertDelivery } from '../../src/modules/records/alerts/send-alert.js';
import { importBills } from '../../src/modules/records/bills/import-bills.js';
import { readStoredBill } from '../../src/modules/records/bills/read-stored-bill.js';
import { BillsFileError, parseBillsFile } from '../../src/modules/records/bills/read-bills-file.js';
import { nextClientAddress } from '../accounts/inject-session.js';
import { startLocalSmtpServer, type LocalSmtpServer } from '../support/local-smtp-server.js';
import { confirmAddressByEmail } from '../alerts/confirm-subscription.js';
import { createTestApp, type TestApp } from '../test-app.js';

// The real seed bills are the file an editor starts from; each test changes one fact of one bill.
let seed: SeedBill[];
let smtp: LocalSmtpServer;
let t: TestApp;
beforeAll(async () => {
  seed = await readSeedBills();
  smtp = await startLocalSmtpServer();
  t = await createTestApp({ SMTP_URL: smtp.url, PUBLIC_URL: 'https://kakyere.example' });
  await seedDatabase(t.database.db);
  await seedBills(t.database.db);
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const bill = (id: string) => structuredClone(seed.find((b) => b.id === id)!);
const eventsFor = async (billId: string) =>
  (await t.database.executeSql(`select id, type, payload from domain_events where payload->>'billId' = $1 order by id`, [billId])).rows as {
    id: number;
    type: string;
    payload: Record<string, unknown>;
  }[];

describe('the bills file', () => {
  it('is checked whole, naming every problem with the bill and field it is in', () => {
    const good = bill('right-to-information-bill-2018');
    const wrong = { ...good, id: 'rti-copy', status: 'signed', stages: [{ ...good.stages[0], stageStatus: 'done' }] };
    const error = (() => {
      try {
        parseBillsFile([good, wrong, { ...good }]);
      } catch (e) {
        return e as BillsFileError;
      }
      throw new Error('accepted');
    })();
    expect(error).toBeInstanceOf(BillsFileError);
    expect(error.problems).toEqual(expect.arrayContaining([expect.stringMatching(/^bills\[1\] \(rti-copy\)\.status: /), expect.stringMatching(/^bills\[1\] \(rti-copy\)\.stages\[0\]\.stageStatus: /)]));
    // Schema problems come first; ids are checked once every bill is well-formed.
    expect(() => parseBillsFile([good, { ...good }])).toThrow(BillsFileError);
    try {
      parseBillsFile([good, { ...good }, { ...good, stages: [good.stages[0], good.stages[0]] }]);
    } catch (e) {
      expect((e as BillsFileError).problems).toEqual([
        'bills[1] (right-to-information-bill-2018): the same id as bills[0]; a bill may appear once',
        'bills[2] (right-to-information-bill-2018): the same id as bills[0]; a bill may appear once',
        `bills[2] (right-to-information-bill-2018).stages[1]: a second record for stage ${good.stages[0]!.stage}`,
      ]);
    }
    expect(() => parseBillsFile({ bills: [] })).toThrow(/problem/);
    expect(() => parseBillsFile([])).toThrow(BillsFileError);
  });
});

describe('importing bills', () => {
  it('re-importing the seed changes nothing and announces nothing', async () => {
    const before = (await t.database.executeSql(`select count(*)::int as n from domain_events`)).rows[0].n;
    const outcomes = await importBills(t.database.db, seed);
    expect(outcomes.map((o) => o.kind)).toEqual(seed.map(() => 'unchanged'));
    expect((await t.database.executeSql(`select count(*)::int as n from domain_events`)).rows[0].n).toBe(before);
  });

  it('a bill that moves a stage is written with one bill-stage-changed event, in the same transaction', async () => {
    // Passed at third reading; the editor records that it went to the President.
    const moved = bill('value-added-tax-bill-2025');
    moved.currentStage = 'presidential_assent';
    moved.lastActionDate = '2025-11-20';
    const [outcome] = await importBills(t.database.db, [moved]);
    expect(outcome).toMatchObject({
      kind: 'updated',
      stages: [{ stage: 'presidential_assent', from: 'pending', to: 'in_progress' }],
      event: { type: 'bill-stage-changed', payload: { billId: moved.id, stage: 'presidential_assent', stageStatus: 'in_progress' } },
    });
    expect(outcome!.changed.sort()).toEqual(['currentStage', 'lastActionDate']);
    expect(await readStoredBill(t.database.db, moved.id)).toMatchObject({ currentStage: 'presidential_assent', lastActionDate: '2025-11-20' });
    const events = await eventsFor(moved.id);
    expect(events.map((e) => e.type)).toEqual(['bill-stage-changed']);
    // The page reads the new journey.
    const page = await t.app.inject({ url: `/api/bills/${moved.id}/journey` });
    expect(page.json().data.bill.currentStage).toBe('presidential_assent');
    expect(page.json().data.stages.find((s: { stage: string }) => s.stage === 'presidential_assent').stageStatus).toBe('in_progress');
    // The same file again: nothing.
    const [again] = await importBills(t.database.db, [moved]);
    expect(again!.kind).toBe('unchanged');
    expect(await eventsFor(moved.id)).toHaveLength(1);
  });

  it('a changed status is the headline (one event), and an edit that moves nothing announces nothing', async () => {
    const lapsed = bill('human-sexual-rights-and-family-values-bill-2025');
    lapsed.status = 'lapsed';
    const [outcome] = await importBills(t.database.db, [lapsed]);
    expect(outcome!.status).toEqual({ from: 'active', to: 'lapsed' });
    expect(outcome!.event).toEqual({ type: 'bill-status-changed', payload: { billId: lapsed.id, status: 'lapsed', previousStatus: 'active' } });
    const reworded = structuredClone(lapsed);
    reworded.summary = `${reworded.summary} Sources differ on when it was laid.`;
    reworded.sources = [...reworded.sources, 'https://www.parliament.gh/'];
    const [edit] = await importBills(t.database.db, [reworded]);
    expect(edit).toMatchObject({ kind: 'updated', stages: [], event: null });
    expect(edit!.changed.sort()).toEqual(['sources', 'summary']);
    expect((await eventsFor(lapsed.id)).map((e) => e.type)).toEqual(['bill-status-changed']);
  });

  it('a new bill is created with a bill-created event; a dry run reports without writing', async () => {
    const fresh = bill('right-to-information-bill-2018');
    await t.database.executeSql(`delete from bills where id = $1`, [fresh.id]);
    const [dry] = await importBills(t.database.db, [fresh], { dryRun: true });
    expect(dry).toMatchObject({ kind: 'created', event: { type: 'bill-created' } });
    expect(await readStoredBill(t.database.db, fresh.id)).toBeNull();
    expect(await eventsFor(fresh.id)).toEqual([]);
    const [created] = await importBills(t.database.db, [fresh]);
    expect(created).toMatchObject({ kind: 'created', event: { type: 'bill-created', payload: { billId: fresh.id, stage: 'implementation', stageStatus: 'completed' } } });
    // Stored as the seed stores it: reading it back gives the file's bill.
    const stored = await readStoredBill(t.database.db, fresh.id);
    expect(stored?.stages.map((s) => s.stage)).toEqual(fresh.stages.map((s) => s.stage));
    expect((await importBills(t.database.db, [fresh]))[0]!.kind).toBe('unchanged');
  });

  it('a bill given no industries is routed by what its title and summary are about, the same on every import', async () => {
    const untagged = { ...bill('electronic-transfer-levy-bill-2022'), id: 'e-levy-untagged-copy', industries: [] };
    const [created] = await importBills(t.database.db, [untagged]);
    expect(created!.taggedIndustries).toEqual(expect.arrayContaining(['Finance']));
    expect((await readStoredBill(t.database.db, untagged.id))!.industries).toEqual(created!.taggedIndustries);
    expect((await importBills(t.database.db, [untagged]))[0]!.kind).toBe('unchanged');
    await t.database.executeSql(`delete from bills where id = $1`, [untagged.id]);
  });
});

describe('a bill event reaches the followers of its industries', () => {
  it('e-mails a matching subscriber what happened to the bill, with its link, and no one else', async () => {
    const moving = bill('ghana-gold-board-bill-2025');
    const followed = moving.industries[0]!;
    const elsewhere = ['Sports', 'Culture', 'Tourism'].find((i) => !moving.industries.includes(i as never))!;
    for (const [email, industries] of [
      ['follower@example.org', [followed]],
      ['bystander@example.org', [elsewhere]],
    ] as const) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/notifications/subscribe',
        payload: { email, industries, notificationPreferences: { email: true, sms: false, whatsapp: false } },
        remoteAddress: nextClientAddress(),
      });
      expect(res.statusCode).toBe(201);
      // Alerts go only to a confirmed address: confirmed as its owner does.
      await confirmAddressByEmail(t.app, t.database, email);
    }
    moving.currentStage = 'presidential_assent';
    const [outcome] = await importBills(t.database.db, [moving]);
    expect(outcome!.event?.type).toBe('bill-stage-changed');
    const [event] = await eventsFor(moving.id);
    const industries = await industriesOfEvent(t.database.db, readDomainEvent(event!));
    expect(industries).toEqual(moving.industries);
    const deliveries = await recordDeliveries(t.database.db, Number(event!.id), industries);
    expect(deliveries).toHaveLength(1);
    const deps = { db: t.database.db, mailer: t.app.services.mailer, texts: t.app.services.texts, publicUrl: 'https://kakyere.example', secret: t.app.services.linkSecret, alertMaxAgeDays: 14 };
    expect(await sendAlertDelivery(deps, deliveries[0]!)).toBe('sent');
    const mail = await smtp.waitFor('follower@example.org', { subject: new RegExp(moving.title.slice(0, 20).replace(/[()]/g, '.')) });
    expect(mail.text).toContain(`Now at the Presidential Assent stage: ${moving.title}.`);
    expect(mail.text).toContain(`https://kakyere.example/bills/${moving.id}`);
    expect(mail.text).toContain(`because you follow ${followed}`);
    expect(mail.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    await t.app.services.mailer.flush();
    expect(smtp.received.some((m) => m.to.includes('bystander@example.org') && m.subject.startsWith('Parliament'))).toBe(false);
  });
});
