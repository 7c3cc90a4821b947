/**
 * Runs `task` when the browser has nothing more urgent to do (at the latest after `timeoutMs`), so
 * work that can wait never competes with the page's first interactions. Returns a cancel function.
 */
export function whenIdle(task: () => void, timeoutMs = 2000): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(task, { timeout: timeoutMs });
    return () => window.cancelIdleCallback(handle);
  }
  // Safari before 18.4 has no requestIdleCallback.
  const handle = window.setTimeout(task, Math.min(timeoutMs, 1000));
  return () => window.clearTimeout(handle);
}
