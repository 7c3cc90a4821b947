import type PgBoss from 'pg-boss';
import type { z } from 'zod';
import type { JobDefinition } from './define-job.js';
import type { JobQueue } from './job-queue.js';

type AnyJob<S extends z.ZodType<unknown, object>> = Pick<JobDefinition<S, never>, 'name' | 'payload'>;

/** Queues one job under its definition's name, with the payload its schema takes (the worker parses it). */
export async function sendJob<S extends z.ZodType<unknown, object>>(queue: JobQueue, job: AnyJob<S>, payload: z.input<S>, options: PgBoss.SendOptions = {}): Promise<string | null> {
  return queue.send(job.name, payload, options);
}

/** Queues many jobs of one kind in one statement, each under its own id (a repeated id adds nothing). */
export async function insertJobs<S extends z.ZodType<unknown, object>>(queue: JobQueue, job: AnyJob<S>, jobs: readonly { id: string; payload: z.input<S> }[]): Promise<void> {
  await queue.insert(jobs.map(({ id, payload }) => ({ name: job.name, data: payload, id })));
}

/** Runs a job on a cron schedule with a fixed payload. */
export async function scheduleJob<S extends z.ZodType<unknown, object>>(queue: JobQueue, job: AnyJob<S>, cron: string, payload: z.input<S>, options: PgBoss.ScheduleOptions = {}): Promise<void> {
  await queue.schedule(job.name, cron, payload, options);
}
