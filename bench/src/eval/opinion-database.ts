import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { bills, openDatabase, type DatabaseHandle } from '@kakyere/db';
import { seedBills } from '../../../apps/server/src/modules/records/bills/seed-bills.js';
import { importBillText } from '../../../apps/server/src/modules/records/bill-texts/import-bill-text.js';
import type { EvalAct } from './opinion-questions.js';

/** Marks the placeholder rows this module writes; they exist only in its in-memory database. */
export const SCAFFOLD_MARK = 'evaluation-scaffold';

export interface ImportedAct {
  act: EvalAct;
  /** The bill the text was imported into: the seeded one, or the scaffold's id. */
  billId: string;
  title: string | null;
  sections: number;
}

/**
 * A throw-away in-memory PGlite database, migrated and seeded with the project's bills, with each
 * Act's text imported by the production import into its bill. An Act without a seeded bill gets a
 * placeholder row here (id `evaluation-scaffold-…`, marked synthetic, titled with the Act's own
 * first line, every other required column saying it is a scaffold): it never reaches the seed, a
 * file or another database.
 */
export async function openOpinionEvalDatabase(billTextsDir: string, acts: readonly EvalAct[]): Promise<{ handle: DatabaseHandle; imported: ImportedAct[] }> {
  const handle = await openDatabase({ dataDir: ':memory:' });
  await seedBills(handle.db);
  const imported: ImportedAct[] = [];
  for (const act of acts) {
    const file = path.join(billTextsDir, act.file);
    const bytes = new Uint8Array(await readFile(file));
    const billId = act.billId ?? (await insertScaffoldBill(handle, act, bytes));
    const result = await importBillText(handle.db, billId, { filename: act.file, bytes });
    imported.push({ act, billId, title: result.title, sections: result.sections });
  }
  return { handle, imported };
}

async function insertScaffoldBill(handle: DatabaseHandle, act: EvalAct, bytes: Uint8Array): Promise<string> {
  const title = new TextDecoder().decode(bytes).split(/\r?\n/, 1)[0]!.replace(/^\uFEFF/, '').trim();
  const id = `${SCAFFOLD_MARK}-${act.key}`;
  await handle.db.insert(bills).values({
    id,
    title,
    summary: `Evaluation scaffold: no bill record exists for ${title}; this row only carries its text for eval:opinions, in a throw-away database.`,
    billType: SCAFFOLD_MARK,
    status: SCAFFOLD_MARK,
    currentStage: SCAFFOLD_MARK,
    isSynthetic: true,
  });
  return id;
}
