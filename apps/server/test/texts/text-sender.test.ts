import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.js';
import { createTextSender, MAX_TEXT_ATTEMPTS } from '../../src/modules/delivery/texts/create-text-sender.js';
import type { TextMessage } from '../../src/modules/delivery/texts/text-message.js';
import { startLocalTextProvider, type LocalTextProvider } from '../support/local-text-provider.js';
import { createTestApp, type TestApp } from '../test-app.js';

let provider: LocalTextProvider;
let t: TestApp;
beforeAll(async () => {
  provider = await startLocalTextProvider();
  t = await createTestApp(provider.env({ SEED_ON_START: 'false', JOBS_ENABLED: 'false' }));
});
afterAll(async () => {
  await t.close();
  await provider.close();
});
beforeEach(() => {
  provider.received.length = 0;
});

interface OutboxRow {
  status: string;
  provider_message_id: string | null;
  last_error: string | null;
  meta: { deliveryId?: string };
  attempts: number;
  next_attempt_at: Date | null;
  sent_at: string | null;
}
const rowOf = async (id: string) =>
  (await t.database.executeSql(`select status, provider_message_id, last_error, meta, attempts, next_attempt_at, sent_at from text_outbox where id = $1`, [id])).rows[0] as OutboxRow;
const nextAttemptOf = (row: OutboxRow) => new Date(row.next_attempt_at!).getTime();
/** Time passes for one row: its backoff is over. */
const makeDue = (id: string) => t.database.executeSql(`update text_outbox set next_attempt_at = now() - interval '1 second' where id = $1`, [id]);

let numbers = 0;
const message = (channel: TextMessage['channel'] = 'sms'): TextMessage => {
  numbers += 1;
  return { channel, to: `+23324${String(1000000 + numbers).slice(-7)}`, body: `Kakyere: test ${numbers}`, meta: { deliveryId: `delivery-${numbers}` } };
};
/** As send-alert does: written with the caller's change, delivered after the commit. */
async function send(text: TextMessage): Promise<string> {
  const id = await t.app.services.texts.enqueue(t.database.db, text);
  await t.app.services.texts.deliver(id);
  await t.app.services.texts.flush();
  return id;
}

describe('the text sender, with providers configured', () => {
  it("sends an SMS through Africa's Talking and a WhatsApp message through Twilio, each recorded sent with the provider's id", async () => {
    const sms = await send(message('sms'));
    const whatsapp = await send(message('whatsapp'));
    expect(provider.received.map((r) => r.provider)).toEqual(['africastalking', 'twilio']);
    expect(provider.received[1]!.form.To).toMatch(/^whatsapp:\+233/);
    expect(await rowOf(sms)).toMatchObject({ status: 'sent', provider_message_id: expect.stringMatching(/^ATXid_/), last_error: null, attempts: 1, meta: { deliveryId: expect.any(String) } });
    expect(await rowOf(whatsapp)).toMatchObject({ status: 'sent', provider_message_id: expect.stringMatching(/^SM/) });
    expect((await rowOf(sms)).sent_at).toBeTruthy();
  });

  it('records a permanent refusal as failed, with the reason, and never tries it again', async () => {
    provider.misbehave('permanent');
    const id = await send(message('sms'));
    expect(await rowOf(id)).toMatchObject({ status: 'failed', last_error: "Africa's Talking 403 InvalidPhoneNumber" });
    await makeDue(id);
    expect(await t.app.services.texts.retryPending()).toBe(0);
    expect(provider.received).toHaveLength(1);
    expect((await rowOf(id)).status).toBe('failed');
  });

  it('keeps a transient failure for another attempt after its backoff, then sends it', async () => {
    provider.misbehave('transient');
    const before = Date.now();
    const id = await send(message('sms'));
    const failed = await rowOf(id);
    expect(failed).toMatchObject({ status: 'pending', last_error: "Africa's Talking 500 InternalServerError", attempts: 1 });
    // One minute's backoff after the first attempt.
    const next = nextAttemptOf(failed);
    expect(next - before).toBeGreaterThanOrEqual(59_000);
    expect(next - Date.now()).toBeLessThanOrEqual(61_000);
    // Not before it is due.
    expect(await t.app.services.texts.retryPending()).toBe(0);
    expect(provider.received).toHaveLength(1);
    await makeDue(id);
    expect(await t.app.services.texts.retryPending()).toBe(1);
    expect(provider.received).toHaveLength(2);
    expect(await rowOf(id)).toMatchObject({ status: 'sent', last_error: null, attempts: 2 });
  });

  it('tries a provider that does not answer in time again later (TEXT_TIMEOUT_MS), and the next answer counts', async () => {
    provider.misbehave('hang');
    const id = await send(message('whatsapp'));
    expect(await rowOf(id)).toMatchObject({ status: 'pending', last_error: expect.stringContaining('no answer within 300 ms'), attempts: 1 });
    await makeDue(id);
    expect(await t.app.services.texts.retryPending()).toBe(1);
    expect(await rowOf(id)).toMatchObject({ status: 'sent', provider_message_id: expect.stringMatching(/^SM/) });
  });

  it('waits longer after each failure, and records the text failed after its last attempt', async () => {
    provider.misbehave('transient', 2);
    const id = await send(message('sms'));
    await makeDue(id);
    const before = Date.now();
    await t.app.services.texts.retryPending();
    // Two minutes after the second attempt.
    expect(nextAttemptOf(await rowOf(id)) - before).toBeGreaterThanOrEqual(119_000);
    await t.database.executeSql(`update text_outbox set attempts = ${MAX_TEXT_ATTEMPTS - 1} where id = $1`, [id]);
    await makeDue(id);
    provider.misbehave('transient');
    expect(await t.app.services.texts.retryPending()).toBe(0);
    expect(await rowOf(id)).toMatchObject({ status: 'failed', attempts: MAX_TEXT_ATTEMPTS, last_error: "Africa's Talking 500 InternalServerError" });
  });

  it('sends a due text once when two replicas retry at the same moment', async () => {
    provider.misbehave('transient');
    const id = await send(message('sms'));
    await makeDue(id);
    const other = createTextSender({ config: t.app.config.texts, db: t.database.db, log: t.app.log });
    const sent = await Promise.all([t.app.services.texts.retryPending(), other.retryPending()]);
    expect(sent.sort()).toEqual([0, 1]);
    expect(provider.received).toHaveLength(2);
  });

  it('sends, after a minute, a text whose writer stopped before delivering it', async () => {
    const id = await t.app.services.texts.enqueue(t.database.db, message('sms'));
    expect(await t.app.services.texts.retryPending()).toBe(0);
    await t.database.executeSql(`update text_outbox set created_at = now() - interval '2 minutes' where id = $1`, [id]);
    expect(await t.app.services.texts.retryPending()).toBe(1);
    expect((await rowOf(id)).status).toBe('sent');
  });

  it('stops trying a text that could not be sent within a day', async () => {
    provider.misbehave('transient');
    const id = await send(message('sms'));
    await t.database.executeSql(`update text_outbox set created_at = now() - interval '25 hours' where id = $1`, [id]);
    await makeDue(id);
    expect(await t.app.services.texts.retryPending()).toBe(0);
    expect(await rowOf(id)).toMatchObject({ status: 'failed', last_error: "Africa's Talking 500 InternalServerError; not sent within a day" });
    expect(provider.received).toHaveLength(1);
  });
});

describe('the text sender without a provider (the embedded default)', () => {
  it('keeps each text in the outbox as its delivery, logs it with its text, and calls no provider', async () => {
    const lines: { msg: string; obj: Record<string, unknown> }[] = [];
    const log = {
      level: 'info',
      info: (obj: Record<string, unknown>, msg: string) => lines.push({ obj, msg }),
      warn: () => {},
      error: () => {},
      debug: () => {},
      trace: () => {},
      fatal: () => {},
      silent: () => {},
      child: () => log,
    } as unknown as FastifyBaseLogger;
    const config = loadConfig({}).texts;
    expect(config).toEqual({ sms: null, whatsapp: null, timeoutMs: 10_000, retryAfterSeconds: 60 });
    const texts = createTextSender({ config, db: t.database.db, log });
    expect(texts.hasProvider('sms')).toBe(false);
    const text = { ...message('sms'), body: 'Kakyere: confirm this number for Parliament alerts: http://localhost:3000/p/abc' };
    const id = await texts.enqueue(t.database.db, text);
    await texts.deliver(id);
    await texts.flush();
    expect(await rowOf(id)).toMatchObject({ status: 'logged', provider_message_id: null });
    expect((await rowOf(id)).sent_at).toBeTruthy();
    expect(lines).toEqual([{ obj: expect.objectContaining({ textId: id, channel: 'sms', to: text.to }), msg: `SMS kept in the outbox (no SMS_PROVIDER) to ${text.to}: ${text.body}` }]);
    expect(provider.received).toHaveLength(0);
    // Nothing is left to send later.
    await t.database.executeSql(`update text_outbox set created_at = now() - interval '2 minutes' where id = $1`, [id]);
    expect(await texts.retryPending()).toBe(0);
  });
});
