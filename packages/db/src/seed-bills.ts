import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { AmendmentSchema, BillSchema, BillStageSchema, DebateSchema, StakeholderSchema } from '@kakyere/contract';

const seedFile = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../seed/bills.json');

/**
 * A bill as the seed file and factories give it (written by the server's records/bills/write-bill.ts):
 * the API's bill plus its journey, without row ids.
 */
export const SeedBillSchema = BillSchema.extend({
  // The seed marks only the uncertain stages.
  stages: z.array(BillStageSchema.extend({ uncertain: z.boolean().default(false) })),
  amendments: z.array(AmendmentSchema.omit({ id: true }).extend({ hansardId: z.string().nullable().optional() })),
  debates: z.array(
    DebateSchema.omit({ id: true, hansardId: true, hansardUrl: true }).extend({
      hansardId: z.string().nullable().optional(),
      hansardUrl: z.string().nullable().optional(),
    }),
  ),
  stakeholders: z.array(StakeholderSchema.omit({ id: true })),
});
export type SeedBill = z.infer<typeof SeedBillSchema>;

export async function readSeedBills(): Promise<SeedBill[]> {
  return z.array(SeedBillSchema).parse(JSON.parse(await readFile(seedFile, 'utf8')));
}
