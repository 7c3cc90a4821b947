import { and, asc, eq, gt, inArray, lt, lte, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable, PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { DbExecutor, OutboxStatus } from '@kakyere/db';

/** A table with the shared outbox columns (`outboxColumns()` in packages/db), and an id and a creation time. */
export type OutboxTable = PgTable & {
  id: PgColumn;
  status: PgColumn;
  attempts: PgColumn;
  claimedUntil: PgColumn;
  nextAttemptAt: PgColumn;
  lastError: PgColumn;
  createdAt: PgColumn;
};

/** How one outbox claims, retries and gives up; the mechanism is the same for every table. */
export interface OutboxPolicy {
  /** A claim lasts this long; a live sender's every wait is shorter, so only a dead one's claim runs out. */
  leaseSeconds: number;
  /**
   * A pending row never tried stays its writer's this long (it is about to send it); after, the
   * writer died between commit and delivery, and the retry pass takes it.
   */
  unstartedAfterSeconds: number;
  /** After this many attempts a transient failure is recorded as 'failed'. */
  maxAttempts: number;
  /**
   * How long to wait after a transient failure of attempt n (1-based). Undefined: no wait of its
   * own (the job queue that called the sender retries with its backoff, as for pushes).
   */
  backoffMs?: (attempt: number) => number;
  /** Rows older than this are no longer tried (`expireStale` marks them failed). */
  maxAgeSeconds?: number;
}

/** How a claimed attempt ended. */
export type AttemptResult =
  | { status: 'sent' | 'logged' | 'cancelled'; set?: Record<string, unknown> }
  /** A permanent failure: never tried again. */
  | { status: 'failed'; error: string }
  /** A transient failure: tried again after the backoff (at least `retryAfterMs`), or 'failed' when out of attempts. */
  | { status: 'retry'; error: string; retryAfterMs?: number };

const errorText = (error: string) => error.slice(0, 1000);
const seconds = (n: number) => sql`make_interval(secs => ${n})`;

/**
 * The one claim / lease / attempt / backoff / give-up mechanism of the site's outboxes (decisions
 * 013, 015). A row is sent only by the sender that claimed it, by one conditional update
 * (pending and due, or held by a sender whose lease ran out → sending), so two senders (replicas,
 * a retry pass and a first attempt) never both have it; the update counts the attempt. Results are
 * written only over the claim they end. Each table brings its own lease, backoff and attempts.
 */
export function defineOutbox<T extends OutboxTable>(table: T, policy: OutboxPolicy) {
  type Row = T['$inferSelect'];
  const t = table as OutboxTable;
  const set = (values: Record<string, unknown>) => values as PgUpdateSetSource<T>;

  const leaseRanOut = and(eq(t.status, 'sending'), lt(t.claimedUntil, sql`now()`));
  const notTooOld = policy.maxAgeSeconds === undefined ? undefined : gt(t.createdAt, sql`now() - ${seconds(policy.maxAgeSeconds)}`);
  /** Claimable now by the one it was written for: pending and not waiting out a backoff, or abandoned. */
  const claimableNow = or(and(eq(t.status, 'pending'), or(sql`${t.nextAttemptAt} is null`, lte(t.nextAttemptAt, sql`now()`))), leaseRanOut);
  /** Due for the retry pass: a backoff that has passed, a row its writer never started, or an abandoned claim. */
  const due = or(
    and(eq(t.status, 'pending'), notTooOld, lte(sql`coalesce(${t.nextAttemptAt}, ${t.createdAt} + ${seconds(policy.unstartedAfterSeconds)})`, sql`now()`)),
    leaseRanOut,
  );
  const claimSet = () => set({ status: 'sending', attempts: sql`${t.attempts} + 1`, claimedUntil: sql`now() + ${seconds(policy.leaseSeconds)}` });
  // The claim a result ends: still sending, and not claimed again since (a sender whose lease ran
  // out while it was slow must not write over the claim of the sender that took the row over).
  const claimedRow = (id: string | number, attempts: number) => and(eq(t.id, id), eq(t.status, 'sending'), eq(t.attempts, attempts));

  /** `scope` narrows the rows further (the alert sweep leaves digest deliveries to the digest). */
  async function dueIds(db: DbExecutor, limit: number, scope?: SQL): Promise<string[]> {
    const rows = await db.select({ id: t.id }).from(t).where(and(due, scope)).orderBy(asc(t.createdAt)).limit(limit);
    return rows.map((row) => row.id as string);
  }

  async function claimWhere(db: DbExecutor, id: string | number, condition: SQL | undefined): Promise<Row | undefined> {
    const rows = (await db
      .update(table)
      .set(claimSet())
      .where(and(eq(t.id, id), condition))
      .returning()) as Row[];
    return rows[0];
  }

  return {
    policy,
    /** Takes this row for sending; undefined when another sender has it, it is waiting out a backoff, or it is done. */
    claim: (db: DbExecutor, id: string | number) => claimWhere(db, id, claimableNow),

    /** Ids of rows due another attempt, oldest first (the sweep then claims each with `claim`). */
    dueIds,

    /** Claims up to `limit` due rows, oldest first; each by its own conditional update, so of two passes one wins each row. */
    async claimDue(db: DbExecutor, limit: number): Promise<Row[]> {
      const claimed: Row[] = [];
      for (const id of await dueIds(db, limit)) {
        const row = await claimWhere(db, id, due);
        if (row) claimed.push(row);
      }
      return claimed;
    },

    /**
     * Claims up to `limit` claimable rows in one statement, in `order`: rows another claimer is
     * claiming at the same moment are skipped (`skip locked`), not waited for, so two relays share
     * the work. For a sender that holds no transaction while sending (the event relay).
     */
    async claimBatch(db: DbExecutor, limit: number, order: PgColumn = t.createdAt): Promise<Row[]> {
      const ids = db.select({ id: t.id }).from(t).where(claimableNow).orderBy(asc(order)).limit(limit).for('update', { skipLocked: true });
      return (await db
        .update(table)
        .set(claimSet())
        .where(and(inArray(t.id, ids), claimableNow))
        .returning()) as Row[];
    },

    /**
     * Takes a claimable row and records its outcome in one conditional update, inside the caller's
     * transaction: for a row whose sending is itself a write in that transaction (an alert delivery
     * whose message goes to an outbox), so it needs no lease. False: another took it first, or it is done.
     */
    async settle(executor: DbExecutor, id: string | number, result: { status: 'sent' | 'cancelled'; set?: Record<string, unknown> }): Promise<boolean> {
      const rows = await executor
        .update(table)
        .set(set({ ...result.set, status: result.status, attempts: sql`${t.attempts} + 1`, lastError: null, claimedUntil: null, nextAttemptAt: null }))
        .where(and(eq(t.id, id), claimableNow))
        .returning({ id: t.id });
      return rows.length > 0;
    },

    /**
     * Records how a claimed attempt went and releases the lease. `attempts` is the claimed row's
     * (this attempt included): it names the claim, so a result is written only over the claim it
     * ends. Returns the status written.
     */
    async finish(db: DbExecutor, id: string | number, attempts: number, result: AttemptResult): Promise<OutboxStatus> {
      if (result.status === 'retry' && attempts < policy.maxAttempts) {
        const waitMs = Math.max(policy.backoffMs?.(attempts) ?? 0, result.retryAfterMs ?? 0);
        const nextAttemptAt = policy.backoffMs || result.retryAfterMs ? sql`now() + ${seconds(waitMs / 1000)}` : null;
        await db
          .update(table)
          .set(set({ status: 'pending', lastError: errorText(result.error), claimedUntil: null, nextAttemptAt }))
          .where(claimedRow(id, attempts));
        return 'pending';
      }
      if (result.status === 'retry' || result.status === 'failed') {
        await db
          .update(table)
          .set(set({ status: 'failed', lastError: errorText(result.error), claimedUntil: null }))
          .where(claimedRow(id, attempts));
        return 'failed';
      }
      await db
        .update(table)
        .set(set({ ...result.set, status: result.status, lastError: null, claimedUntil: null, nextAttemptAt: null }))
        .where(claimedRow(id, attempts));
      return result.status;
    },

    /** Pending rows older than `maxAgeSeconds` stop being tried: 'failed', with why. Returns how many. */
    async expireStale(db: DbExecutor): Promise<number> {
      if (policy.maxAgeSeconds === undefined) return 0;
      const rows = await db
        .update(table)
        .set(set({ status: 'failed', lastError: sql`coalesce(${t.lastError} || '; ', '') || ${`not sent within ${describeAge(policy.maxAgeSeconds)}`}` }))
        .where(and(eq(t.status, 'pending'), lt(t.createdAt, sql`now() - ${seconds(policy.maxAgeSeconds)}`)))
        .returning({ id: t.id });
      return rows.length;
    },
  };
}

export type Outbox<T extends OutboxTable> = ReturnType<typeof defineOutbox<T>>;

const describeAge = (s: number) => (s % 86_400 === 0 ? (s === 86_400 ? 'a day' : `${s / 86_400} days`) : `${s} seconds`);
