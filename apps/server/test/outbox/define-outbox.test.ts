import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '@kakyere/db';
import { defineOutbox } from '../../src/modules/delivery/outbox/define-outbox.js';
import { insertOutboxMail } from '../../src/modules/delivery/mail/mail-outbox-repository.js';
import { openTestDatabase } from '../test-app.js';

// The one claim / lease / attempt / backoff / give-up mechanism, on a real outbox table (mail_outbox),
// on PGlite and (with TEST_DATABASE_URL) on PostgreSQL.
let database: Awaited<ReturnType<typeof openTestDatabase>>;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => {
  await database.close();
  await database.drop();
});

const outbox = defineOutbox(mailOutbox, {
  leaseSeconds: 60,
  unstartedAfterSeconds: 30,
  maxAttempts: 3,
  backoffMs: (attempt) => 60_000 * attempt,
  maxAgeSeconds: 24 * 60 * 60,
});
let written = 0;
const write = () => {
  written += 1;
  return insertOutboxMail(database.db, { kind: 'outbox-test', to: `reader-${written}@example.org`, subject: 'Test', text: 'Hello', html: '<p>Hello</p>' });
};
const rowOf = async (id: string) =>
  (await database.executeSql(`select status, attempts, claimed_until, next_attempt_at, last_error from mail_outbox where id = $1`, [id])).rows[0] as {
    status: string;
    attempts: number;
    claimed_until: Date | null;
    next_attempt_at: Date | null;
    last_error: string | null;
  };
const shift = (id: string, column: 'claimed_until' | 'next_attempt_at' | 'created_at', interval: string) =>
  database.executeSql(`update mail_outbox set ${column} = now() - $2::interval where id = $1`, [id, interval]);
const dueIds = () => outbox.dueIds(database.db, 1000);

describe('defineOutbox', () => {
  it('claims a row once; a row whose lease ran out (its sender died) is claimable again, and the attempt counted', async () => {
    const id = await write();
    const first = await outbox.claim(database.db, id);
    expect(first).toMatchObject({ id, status: 'sending', attempts: 1 });
    const lease = (await rowOf(id)).claimed_until!;
    expect(new Date(lease).getTime() - Date.now()).toBeGreaterThan(55_000);
    // Held: neither a second sender nor the retry pass gets it.
    expect(await outbox.claim(database.db, id)).toBeUndefined();
    expect(await dueIds()).not.toContain(id);
    await shift(id, 'claimed_until', '1 second');
    expect(await dueIds()).toContain(id);
    expect(await outbox.claim(database.db, id)).toMatchObject({ id, status: 'sending', attempts: 2 });
  });

  it('gives a row to one of two senders claiming at the same moment', async () => {
    const id = await write();
    const claims = await Promise.all([outbox.claim(database.db, id), outbox.claim(database.db, id), outbox.claimDue(database.db, 10)]);
    expect(claims.flat().filter((row) => row?.id === id)).toHaveLength(1);
  });

  it('leaves a fresh row to its writer, and gives it to the retry pass once its writer is overdue', async () => {
    const id = await write();
    expect(await dueIds()).not.toContain(id);
    await shift(id, 'created_at', '31 seconds');
    const claimed = await outbox.claimDue(database.db, 1000);
    expect(claimed.map((row) => row.id)).toContain(id);
  });

  it('does not retry a transient failure before its backoff has passed, then does', async () => {
    const id = await write();
    const row = (await outbox.claim(database.db, id))!;
    const before = Date.now();
    expect(await outbox.finish(database.db, id, row.attempts, { status: 'retry', error: 'try later' })).toBe('pending');
    const failed = await rowOf(id);
    expect(failed).toMatchObject({ status: 'pending', attempts: 1, claimed_until: null, last_error: 'try later' });
    expect(new Date(failed.next_attempt_at!).getTime() - before).toBeGreaterThanOrEqual(59_000);
    // Not claimable before its next attempt time, by its sender or by the retry pass.
    await shift(id, 'created_at', '10 minutes');
    expect(await outbox.claim(database.db, id)).toBeUndefined();
    expect(await dueIds()).not.toContain(id);
    await shift(id, 'next_attempt_at', '1 second');
    const again = await outbox.claimDue(database.db, 1000);
    expect(again.find((r) => r.id === id)).toMatchObject({ status: 'sending', attempts: 2 });
    // The second failure waits longer (60 s × attempt), and a Retry-After longer still wins.
    const start = Date.now();
    await outbox.finish(database.db, id, 2, { status: 'retry', error: 'later still', retryAfterMs: 300_000 });
    expect(new Date((await rowOf(id)).next_attempt_at!).getTime() - start).toBeGreaterThanOrEqual(299_000);
  });

  it('gives up after the last attempt, and on a permanent failure at once: failed, and never claimed again', async () => {
    const id = await write();
    for (let attempt = 1; attempt <= 3; attempt += 1) {
      const row = (await outbox.claim(database.db, id))!;
      expect(row.attempts).toBe(attempt);
      const status = await outbox.finish(database.db, id, row.attempts, { status: 'retry', error: `refused ${attempt}` });
      expect(status).toBe(attempt < 3 ? 'pending' : 'failed');
      await shift(id, 'next_attempt_at', '1 second');
    }
    expect(await rowOf(id)).toMatchObject({ status: 'failed', attempts: 3, last_error: 'refused 3', claimed_until: null });
    expect(await outbox.claim(database.db, id)).toBeUndefined();
    expect(await dueIds()).not.toContain(id);

    const refused = await write();
    await outbox.claim(database.db, refused);
    expect(await outbox.finish(database.db, refused, 1, { status: 'failed', error: 'no such address' })).toBe('failed');
    expect(await rowOf(refused)).toMatchObject({ status: 'failed', attempts: 1, last_error: 'no such address' });
    expect(await outbox.claim(database.db, refused)).toBeUndefined();
  });

  it('records a result over its own claim only, and stops trying rows older than their maximum age', async () => {
    const id = await write();
    // Not claimed: a result is not written over a row nobody holds.
    await outbox.finish(database.db, id, 0, { status: 'sent' });
    expect((await rowOf(id)).status).toBe('pending');
    await outbox.claim(database.db, id);
    // A sender whose lease ran out and whose row was taken over does not write over the new claim.
    await shift(id, 'claimed_until', '1 second');
    await outbox.claim(database.db, id);
    await outbox.finish(database.db, id, 1, { status: 'sent' });
    expect(await rowOf(id)).toMatchObject({ status: 'sending', attempts: 2 });
    expect(await outbox.finish(database.db, id, 2, { status: 'sent' })).toBe('sent');
    expect(await rowOf(id)).toMatchObject({ status: 'sent', claimed_until: null, last_error: null });

    const old = await write();
    await shift(old, 'created_at', '25 hours');
    expect(await dueIds()).not.toContain(old);
    expect(await outbox.expireStale(database.db)).toBeGreaterThanOrEqual(1);
    expect(await rowOf(old)).toMatchObject({ status: 'failed', last_error: 'not sent within a day' });
  });

  it('claims a batch in one statement; two claiming at once share the rows, none twice', async () => {
    const ids = await Promise.all(Array.from({ length: 6 }, () => write()));
    const [a, b] = await Promise.all([outbox.claimBatch(database.db, 1000), outbox.claimBatch(database.db, 1000)]);
    const claimed = [...a, ...b].map((row) => row.id);
    expect(new Set(claimed).size).toBe(claimed.length);
    expect(claimed).toEqual(expect.arrayContaining(ids));
    expect(await outbox.claimBatch(database.db, 1000)).toEqual([]);
  });

  it("settles a row in the caller's transaction once: a rolled-back settle leaves it pending, a second finds it done", async () => {
    const id = await write();
    await expect(
      database.db.transaction(async (tx) => {
        expect(await outbox.settle(tx, id, { status: 'sent' })).toBe(true);
        throw new Error('the message could not be written');
      }),
    ).rejects.toThrow(/could not be written/);
    expect(await rowOf(id)).toMatchObject({ status: 'pending', attempts: 0 });
    const settled = await Promise.all([outbox.settle(database.db, id, { status: 'sent' }), outbox.settle(database.db, id, { status: 'sent' })]);
    expect(settled.filter(Boolean)).toHaveLength(1);
    expect(await rowOf(id)).toMatchObject({ status: 'sent', attempts: 1 });
    expect(await outbox.settle(database.db, id, { status: 'cancelled' })).toBe(false);
  });
});
