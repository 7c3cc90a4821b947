import { eq } from 'drizzle-orm';
import { speechRedirects, speeches, type DbExecutor } from '@kakyere/db';

export interface SpeechPlace {
  /** The speech's id now: the one asked for, or where a corrected record moved it. */
  id: string;
  hansardId: string;
}

/**
 * Where a speech is, by its id or an old id a corrected record left in speech_redirects (which
 * replaceSittingSpeeches keeps pointing at a speech that exists); null when there is no such speech.
 */
export async function findSpeech(db: DbExecutor, id: string): Promise<SpeechPlace | null> {
  const place = { id: speeches.id, hansardId: speeches.hansardId };
  const [found] = await db.select(place).from(speeches).where(eq(speeches.id, id));
  if (found) return found;
  const [moved] = await db
    .select(place)
    .from(speechRedirects)
    .innerJoin(speeches, eq(speeches.id, speechRedirects.toId))
    .where(eq(speechRedirects.fromId, id));
  return moved ?? null;
}
