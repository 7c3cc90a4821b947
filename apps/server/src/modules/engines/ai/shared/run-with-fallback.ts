import { LlmAnswerError } from '../transport/llm-transport.js';

/** Whether an answer can be used, and if not, why (recorded as the fallback's reason). */
export type Checked<T> = { ok: true; value: T } | { ok: false; reason: string };

/** `Answer` is what the configured engine returns (by default already a `T`); the check makes it a `T`. */
export interface RunWithFallbackOptions<T, Answer = T> {
  /** The configured engine's attempt; null when the built-in engine is the configured one. */
  primary: ((signal: AbortSignal) => Promise<Answer>) | null;
  /** The task's check of an answer against its source (quotes, sections, schema limits). */
  check: (answer: Answer) => Checked<T>;
  /** The built-in engine: always answers. */
  fallback: () => Promise<T>;
  /** How long the primary may take; ingestion allows a minute, a reader's question a few seconds. */
  timeoutMs: number;
  /** Told why the primary's answer was not used, before the fallback runs. */
  onFallback: (reason: string) => void;
}

export interface RunResult<T> {
  value: T;
  /** True when the built-in engine wrote the value although another engine was configured. */
  fellBack: boolean;
  fallbackReason: string | null;
}

/**
 * The one runner every AI task uses: the configured engine within a time limit, its answer checked
 * against the source, and otherwise the built-in engine, with the reason kept. A task never fails
 * because an LLM did.
 */
export async function runWithFallback<T, Answer = T>(options: RunWithFallbackOptions<T, Answer>): Promise<RunResult<T>> {
  const { primary, check, fallback, timeoutMs, onFallback } = options;
  if (!primary) return { value: await fallback(), fellBack: false, fallbackReason: null };
  let reason: string;
  try {
    const checked = check(await withTimeout(timeoutMs, primary));
    if (checked.ok) return { value: checked.value, fellBack: false, fallbackReason: null };
    reason = checked.reason;
  } catch (error) {
    reason = failureReason(error);
  }
  onFallback(reason);
  return { value: await fallback(), fellBack: true, fallbackReason: reason };
}

export class TaskTimeoutError extends Error {
  constructor(readonly timeoutMs: number) {
    super(`timed out after ${timeoutMs} ms`);
    this.name = 'TaskTimeoutError';
  }
}

/**
 * Runs `task` with a signal that aborts after `timeoutMs`, and stops waiting then even if the task
 * ignores the signal: a hung provider must not hold anything up.
 */
async function withTimeout<T>(timeoutMs: number, task: (signal: AbortSignal) => Promise<T>): Promise<T> {
  const controller = new AbortController();
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      const error = new TaskTimeoutError(timeoutMs);
      controller.abort(error);
      reject(error);
    }, timeoutMs);
  });
  const running = task(controller.signal);
  running.catch(() => {}); // once the timeout has won, a late rejection is expected and already handled
  try {
    return await Promise.race([running, timedOut]);
  } finally {
    clearTimeout(timer);
  }
}

function failureReason(error: unknown): string {
  if (error instanceof LlmAnswerError) return error.reason;
  if (error instanceof TaskTimeoutError) return error.message;
  const message = error instanceof Error ? error.message : String(error);
  const flat = message.replace(/\s+/g, ' ').trim();
  return `engine failed: ${flat.length > 200 ? `${flat.slice(0, 199)}…` : flat}`;
}
