import { useEffect, useState } from 'react';

/**
 * How many items of a long list to render: `first` at once, then `step` more in each following
 * task until all are shown. A phone then paints the first screenful without building every card
 * in one long task, and stays responsive while the rest arrive. Starts over when `resetKey`
 * changes (a new search, say).
 */
export function useProgressiveCount(total: number, resetKey: unknown, first = 6, step = 6): number {
  const [state, setState] = useState({ key: resetKey, count: first });
  // Reset during render rather than in an effect, so a new filter never paints with the old count.
  if (state.key !== resetKey) setState({ key: resetKey, count: first });
  const count = state.key === resetKey ? state.count : first;

  useEffect(() => {
    if (count >= total) return;
    const timer = window.setTimeout(() => setState((s) => ({ ...s, count: s.count + step })), 0);
    return () => window.clearTimeout(timer);
  }, [count, total, step]);

  return Math.min(count, total);
}
