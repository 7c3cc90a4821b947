/**
 * Background deliveries for an outbox (mail, texts): the caller never waits for the far side, at
 * most `max` deliveries run at once, and the rest wait as ids (a burst of alerts holds ids in
 * memory, not messages: the outbox has them). Closing waits for what is under way (`flush`).
 */
export interface DeliveryPool {
  /** Delivers this outbox row when there is room. */
  add(id: string): void;
  /** Runs this delivery now, whatever is under way (a message someone is waiting on). */
  startNow(id: string, task: () => Promise<unknown>): void;
  flush(): Promise<void>;
}

export function createDeliveryPool(options: { max: number; deliver: (id: string) => Promise<unknown>; onError: (error: unknown, id: string) => void }): DeliveryPool {
  const inFlight = new Set<Promise<unknown>>();
  const waiting: string[] = [];
  const track = (id: string, task: () => Promise<unknown>) => {
    const running = task().catch((error: unknown) => options.onError(error, id));
    inFlight.add(running);
    void running.finally(() => {
      inFlight.delete(running);
      pump();
    });
  };
  function pump(): void {
    while (inFlight.size < options.max && waiting.length > 0) {
      const id = waiting.shift()!;
      track(id, () => options.deliver(id));
    }
  }
  return {
    add(id) {
      waiting.push(id);
      pump();
    },
    startNow: track,
    async flush() {
      while (inFlight.size > 0 || waiting.length > 0) await Promise.all([...inFlight]);
    },
  };
}
