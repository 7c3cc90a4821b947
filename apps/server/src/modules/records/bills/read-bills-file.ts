/**
 * A bills file for `npm run import:bills`: JSON in the seed's format (packages/db/seed/bills.json),
 * an array of bills each with its stages, amendments, debates and stakeholders. The whole file is
 * checked before anything is written, and every problem is named at once, with where it is.
 */
import { readFile } from 'node:fs/promises';
import { z } from 'zod';
import { SeedBillSchema, type SeedBill } from '@kakyere/db';

/** The file cannot be imported; `problems` are one line each, for a person. */
export class BillsFileError extends Error {
  override readonly name = 'BillsFileError';

  constructor(
    readonly problems: string[],
    summary = `${problems.length} problem${problems.length === 1 ? '' : 's'} in the file`,
  ) {
    super(summary);
  }
}

const BillsFileSchema = z.array(SeedBillSchema).min(1, 'the file holds no bills');

/** "bills[3] (vat-amendment-bill-2025).stages[1].stageStatus" for a zod issue path. */
function describePath(bills: unknown, path: readonly PropertyKey[]): string {
  if (path.length === 0) return 'the file';
  const [index, ...rest] = path;
  const entry = Array.isArray(bills) && typeof index === 'number' ? (bills[index] as { id?: unknown } | undefined) : undefined;
  const named = typeof entry?.id === 'string' ? ` (${entry.id})` : '';
  const tail = rest.map((part) => (typeof part === 'number' ? `[${part}]` : `.${String(part)}`)).join('');
  return `bills[${String(index)}]${named}${tail}`;
}

/** Checks parsed JSON; returns the bills or throws BillsFileError naming every problem. */
export function parseBillsFile(json: unknown): SeedBill[] {
  const result = BillsFileSchema.safeParse(json);
  if (!result.success) {
    throw new BillsFileError(result.error.issues.map((issue) => `${describePath(json, issue.path)}: ${issue.message}`));
  }
  const problems: string[] = [];
  const seen = new Map<string, number>();
  result.data.forEach((bill, index) => {
    const first = seen.get(bill.id);
    if (first !== undefined) problems.push(`bills[${index}] (${bill.id}): the same id as bills[${first}]; a bill may appear once`);
    else seen.set(bill.id, index);
    const stages = new Set<string>();
    bill.stages.forEach((stage, at) => {
      if (stages.has(stage.stage)) problems.push(`bills[${index}] (${bill.id}).stages[${at}]: a second record for stage ${stage.stage}`);
      stages.add(stage.stage);
    });
  });
  if (problems.length > 0) throw new BillsFileError(problems);
  return result.data;
}

export async function readBillsFile(file: string): Promise<SeedBill[]> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    throw new BillsFileError([code === 'ENOENT' ? `${file}: no such file` : `${file}: cannot be read (${code ?? String(error)})`], 'cannot read the file');
  }
  let json: unknown;
  try {
    json = JSON.parse(text.replace(/^\uFEFF/, ''));
  } catch (error) {
    throw new BillsFileError([`${file}: not valid JSON (${(error as Error).message})`], 'not JSON');
  }
  return parseBillsFile(json);
}
