/**
 * What a local stand-in server (SMTP, a text provider) uses to let tests wait for what it receives:
 * `arrived()` when something comes in; `next()` resolves then, or after 100 ms at the latest, so a
 * waiting loop re-checks its condition and its deadline.
 */
export function createArrivals(): { arrived(): void; next(): Promise<void> } {
  const waiters = new Set<() => void>();
  return {
    arrived: () => {
      for (const wake of waiters) wake();
    },
    next: () =>
      new Promise<void>((resolve) => {
        const wake = () => {
          waiters.delete(wake);
          resolve();
        };
        waiters.add(wake);
        setTimeout(wake, 100);
      }),
  };
}
