/**
 * A sitting's roster straight from a Popolo file (the seed, or an editor's file), without a
 * database: what `npm run eval:ingest` attributes speeches with. The same rule as the database's
 * roster (assemble-sitting-roster.ts); the file's other names are the aliases.
 */
import type { PopoloPeopleFile } from '@kakyere/contract';
import type { SittingRoster } from '../../engines/official-report/sitting-roster.js';
import { assembleSittingRoster } from './assemble-sitting-roster.js';
import { toPeopleRows } from './people-rows.js';

export function popoloSittingRoster(file: PopoloPeopleFile, date: string, aliases: { personId: string; name: string }[] = []): SittingRoster {
  const rows = toPeopleRows(file);
  return assembleSittingRoster({ ...rows, aliases }, date);
}
