import { createHash } from 'node:crypto';
import PgBoss from 'pg-boss';
import type { DatabaseHandle } from '@kakyere/db';

/** Ingestion's queue names (the alert jobs are declared with their payloads in alert-jobs.ts). */
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
  for (const name of Object.values(QUEUES)) {
    if (!(await boss.getQueue(name))) await boss.createQueue(name, { name, retryLimit: 3, retryDelay: 30, retryBackoff: true });
  }
  return boss;
}

/** A UUID derived from a key, so sending the same event twice inserts one job (pg-boss ignores a duplicate id). */
export function jobIdFor(key: string): string {
  const hex = createHash('sha1').update(key).digest('hex');
  const variant = ((parseInt(hex[16]!, 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}
