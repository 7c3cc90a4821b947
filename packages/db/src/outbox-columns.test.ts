import type { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabaseBefore, type DatabaseBefore } from './testing.js';

describe('migration 0015_outbox_columns', () => {
  let old: DatabaseBefore;
  let client: PGlite;
  beforeAll(async () => {
    old = await openDatabaseBefore('0015_outbox_columns');
    ({ client } = old);
  });
  afterAll(() => old.close());

  it("moves the text outbox's attempts, claim and backoff from meta into columns, and maps push's 'refused' to 'failed', and gives events a status", async () => {
    // Rows as the text sender wrote them before: its bookkeeping beside the caller's keys in meta.
    await client.query(`
      insert into text_outbox (id, channel, to_number, body, status, meta) values
        ('00000000-0000-4000-8000-000000000001', 'sms', '+233241000001', 'a', 'pending',
          '{"attempts": 2, "nextAttemptAt": "2030-01-01T10:00:00.000Z", "claimedAt": "2029-12-31T10:00:00+00:00", "deliveryId": "d1"}'),
        ('00000000-0000-4000-8000-000000000002', 'sms', '+233241000002', 'b', 'sending',
          '{"attempts": 1, "claimedAt": "2030-01-01T10:00:00+00:00", "kind": "confirm-phone", "subscriptionId": "s2"}'),
        ('00000000-0000-4000-8000-000000000003', 'whatsapp', '+233241000003', 'c', 'sent', '{"attempts": 0}'),
        ('00000000-0000-4000-8000-000000000004', 'sms', '+233241000004', 'd', 'logged', null)`);
    await client.query(`insert into auth_users (id, name, email) values ('u1', 'Ama', 'ama@example.org')`);
    await client.query(`insert into push_subscriptions (id, user_id, endpoint, p256dh, auth) values ('00000000-0000-4000-8000-0000000000a1', 'u1', 'https://push.example/1', 'k', 'a')`);
    // Events: relayed, claimed by a relay, and waiting.
    await client.query(`insert into domain_events (id, type, payload, dedupe_key, claimed_until, relayed_at) values
      (1, 'hansard-published', '{}', 'k1', '2030-01-01T10:00:00Z', '2030-01-01T09:59:00Z'),
      (2, 'hansard-published', '{}', 'k2', '2030-01-01T10:01:00Z', null),
      (3, 'hansard-published', '{}', 'k3', null, null)`);
    await client.query(`insert into push_deliveries (push_subscription_id, event_id, status, attempts, last_error) values
      ('00000000-0000-4000-8000-0000000000a1', 1, 'refused', 1, 'refused by the push service'),
      ('00000000-0000-4000-8000-0000000000a1', 2, 'sent', 1, null)`);

    await old.migrateToLatest();

    const texts = await client.query<{ status: string; attempts: number; claimed_until: Date | null; next_attempt_at: Date | null; meta: unknown }>(
      `select status, attempts, claimed_until, next_attempt_at, meta from text_outbox order by id`,
    );
    expect(texts.rows.map((r) => ({ ...r, claimed_until: r.claimed_until?.toISOString() ?? null, next_attempt_at: r.next_attempt_at?.toISOString() ?? null }))).toEqual([
      { status: 'pending', attempts: 2, claimed_until: null, next_attempt_at: '2030-01-01T10:00:00.000Z', meta: { deliveryId: 'd1' } },
      // A claim lasted ten minutes from when it was taken.
      { status: 'sending', attempts: 1, claimed_until: '2030-01-01T10:10:00.000Z', next_attempt_at: null, meta: { kind: 'confirm-phone', subscriptionId: 's2' } },
      { status: 'sent', attempts: 0, claimed_until: null, next_attempt_at: null, meta: {} },
      { status: 'logged', attempts: 0, claimed_until: null, next_attempt_at: null, meta: null },
    ]);
    const pushes = await client.query<{ event_id: string; status: string; last_error: string | null }>(`select event_id::text, status, last_error from push_deliveries order by event_id`);
    expect(pushes.rows).toEqual([
      { event_id: '1', status: 'failed', last_error: 'refused by the push service' },
      { event_id: '2', status: 'sent', last_error: null },
    ]);
    const events = await client.query<{ status: string; attempts: number; claimed_until: Date | null }>(`select status, attempts, claimed_until from domain_events order by id`);
    expect(events.rows.map((r) => ({ ...r, claimed_until: r.claimed_until?.toISOString() ?? null }))).toEqual([
      { status: 'sent', attempts: 1, claimed_until: null },
      { status: 'sending', attempts: 1, claimed_until: '2030-01-01T10:01:00.000Z' },
      { status: 'pending', attempts: 0, claimed_until: null },
    ]);
    const mail = await client.query<{ column_name: string }>(`select column_name from information_schema.columns where table_name = 'mail_outbox' and column_name = 'next_attempt_at'`);
    expect(mail.rows).toHaveLength(1);
  });
});
