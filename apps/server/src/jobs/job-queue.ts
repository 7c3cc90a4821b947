import { createHash } from 'node:crypto';
import PgBoss from 'pg-boss';
import type { DatabaseHandle } from '@kakyere/db';

/** Ingestion's queue names; every process creates these queues (their payloads: ingest-job-payloads.ts; the alert jobs: alert-jobs.ts). */
export const QUEUES = {
  /** Ingest one sitting from a file path or a URL. */
  ingestHansard: 'ingest-hansard',
  /** Read Parliament's listing and queue the sittings not yet ingested. */
  ingestSource: 'ingest-source',
} as const;

export type JobQueue = PgBoss;

/**
 * pg-boss on the application's own database, PGlite or PostgreSQL alike, through the handle's raw
 * SQL executor: jobs live beside the data they describe and need no extra service.
 */
export async function startJobQueue(database: DatabaseHandle, options: { supervise?: boolean } = {}): Promise<JobQueue> {
  const boss = new PgBoss({
    db: { executeSql: (text, values) => database.executeSql(text, values) },
    schema: 'pgboss',
    // Maintenance and cron run in long-lived processes only (the server), not in one-off CLIs.
    supervise: options.supervise ?? false,
    schedule: options.supervise ?? false,
  });
  boss.on('error', (error) => console.error(`job queue: ${error.message}`));
  await boss.start();
  for (const name of Object.values(QUEUES)) await ensureQueue(boss, name, { retryLimit: 3, retryDelay: 30, retryBackoff: true });
  return boss;
}

/**
 * Creates a queue unless it exists. Replicas starting together on a new database create the same
 * queues at the same moment, and PostgreSQL may answer one of them with a deadlock or a duplicate
 * key: that one waits a moment and looks again (the other has created it by then).
 */
export async function ensureQueue(boss: JobQueue, name: string, policy: { retryLimit: number; retryDelay: number; retryBackoff: boolean }): Promise<void> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      if (!(await boss.getQueue(name))) await boss.createQueue(name, { name, ...policy });
      return;
    } catch (error) {
      const code = (error as { code?: string }).code;
      if (attempt >= 5 || (code !== '40P01' && code !== '23505')) throw error;
      await new Promise((resolve) => setTimeout(resolve, 50 + Math.random() * 200 * attempt));
    }
  }
}

/** A UUID derived from a key, so sending the same event twice inserts one job (pg-boss ignores a duplicate id). */
export function jobIdFor(key: string): string {
  const hex = createHash('sha1').update(key).digest('hex');
  const variant = ((parseInt(hex[16]!, 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}
