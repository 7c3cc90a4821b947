import type { z } from 'zod';

/**
 * One kind of job: its queue name, the schema its payload must match, its retry policy, and its
 * handler, loaded only when such a job first runs (a server that never sees one never loads it).
 * `C` is what the handler may use: each family of jobs names its own (alert-jobs.ts, ingest-jobs.ts).
 * The schema's input is what senders must give (send-job.ts); its output is what the handler gets.
 */
export interface JobDefinition<S extends z.ZodType<unknown, object> = z.ZodType<unknown, object>, C = never> {
  name: string;
  payload: S;
  retry: { limit: number; delaySeconds: number; backoff: boolean };
  load: () => Promise<(payload: z.output<S>, context: C) => Promise<unknown>>;
}

export const defineJob = <S extends z.ZodType<unknown, object>, C>(definition: JobDefinition<S, C>) => definition;
