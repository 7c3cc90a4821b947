import { SPEECH_LIST_MAX_LIMIT, type Hansard, type Speech } from '@kakyere/contract';
import type { Database } from '@kakyere/db';
import { AppError } from '../../../errors.js';
import { getHansard } from './get-hansard.js';
import { listSittingSpeeches } from '../speeches/list-speeches.js';

/**
 * A sitting with every speech and its transcript, as the API answers them, for its page; null for
 * a sitting without speeches or no such sitting.
 */
export async function readSittingWithSpeeches(db: Database, id: string): Promise<{ hansard: Hansard; speeches: Speech[] } | null> {
  const speeches: Speech[] = [];
  try {
    for (let page = 1; ; page += 1) {
      const { rows, total } = await listSittingSpeeches(db, id, { limit: SPEECH_LIST_MAX_LIMIT, page });
      speeches.push(...rows);
      if (rows.length < SPEECH_LIST_MAX_LIMIT || speeches.length >= total) break;
    }
  } catch (error) {
    if (error instanceof AppError && error.code === 'not_found') return null;
    throw error;
  }
  if (speeches.length === 0) return null;
  return { hansard: await getHansard(db, id), speeches };
}
