import type { Database, DbExecutor } from '@kakyere/db';

/**
 * Works through the sittings `next` names until it names none, each in its own transaction, so a
 * start that stops half-way picks up where it was: `work` must take the sitting off the list (or make
 * `next` skip it) in that transaction. Returns the sum of what `work` counted.
 */
export async function drainSittings(db: Database, next: () => Promise<string | undefined>, work: (tx: DbExecutor, hansardId: string) => Promise<number>): Promise<number> {
  let done = 0;
  for (let hansardId = await next(); hansardId !== undefined; hansardId = await next()) {
    const id = hansardId;
    done += await db.transaction((tx) => work(tx, id));
  }
  return done;
}
