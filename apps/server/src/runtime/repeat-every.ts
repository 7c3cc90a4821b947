import type { FastifyBaseLogger } from 'fastify';

/**
 * Runs `task` every `everyMs`, one pass at a time: a pass still running when the next is due is not
 * joined by another (a slow SMTP server or SMS provider must not pile passes up). A failed pass is
 * logged and tried again at the next tick. Returns a stop that waits for the running pass.
 */
export function repeatEvery(everyMs: number, task: () => Promise<unknown>, log: FastifyBaseLogger, failure: string, options: { now?: boolean } = {}): () => Promise<void> {
  let running: Promise<unknown> | null = null;
  const tick = () => {
    running ??= task()
      .catch((error: unknown) => log.warn({ err: error }, failure))
      .finally(() => {
        running = null;
      });
  };
  if (options.now) tick();
  const timer = setInterval(tick, everyMs).unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
