import { existsSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, readSeedBills, type SeedBill } from '@kakyere/db';
import { runCli } from '../support/run-cli.js';

// The command as an editor runs it: a separate process on its own embedded database (seeded with
// the real bills on first use), importing a file that moves one of them.
const VAT = 'value-added-tax-bill-2025';

let dir: string;
let dataDir: string;
let vat: SeedBill;
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'kakyere-import-bills-'));
  dataDir = path.join(dir, 'data');
  vat = (await readSeedBills()).find((b) => b.id === VAT)!;
});
afterAll(() => rm(dir, { recursive: true, force: true }));

const runImport = (args: string[]) => runCli('import-bills', args, dataDir);

async function writeBillsFile(name: string, content: unknown): Promise<string> {
  const file = path.join(dir, name);
  await writeFile(file, typeof content === 'string' ? content : JSON.stringify(content, null, 2));
  return file;
}

describe('npm run import:bills', () => {
  it('refuses a bad command line and a bad file before touching the database, naming every problem', async () => {
    const usage = await runImport([]);
    expect(usage.code).toBe(2);
    expect(usage.stderr).toContain('Usage: npm run import:bills -- [--dry-run] FILE.json');

    const missing = await runImport([path.join(dir, 'missing.json')]);
    expect(missing.code).toBe(1);
    expect(missing.stderr).toMatch(/missing\.json: no such file/);
    const notJson = await runImport([await writeBillsFile('notes.json', 'bills: VAT')]);
    expect(notJson.code).toBe(1);
    expect(notJson.stderr).toMatch(/notes\.json: not valid JSON/);
    const wrong = await runImport([await writeBillsFile('wrong.json', [{ ...vat, status: 'signed' }, { ...vat, id: 'Bad Id', currentStage: 'royal_assent' }])]);
    expect(wrong.code).toBe(1);
    expect(wrong.stderr).toMatch(/^error: .*wrong\.json: \d+ problems in the file; nothing was imported\.$/m);
    expect(wrong.stderr).toMatch(new RegExp(`^  bills\\[0\\] \\(${VAT}\\)\\.status: `, 'm'));
    expect(wrong.stderr).toMatch(/^ {2}bills\[1\] \(Bad Id\)\.currentStage: /m);
    expect(existsSync(dataDir)).toBe(false);
  }, 120_000);

  it('prints what changed, records one event per changed bill, and changes nothing on a second run', async () => {
    const file = await writeBillsFile('vat.json', [{ ...vat, currentStage: 'presidential_assent', lastActionDate: '2025-11-20' }]);
    const dry = await runImport(['--dry-run', file]);
    expect(dry.code).toBe(0);
    expect(dry.stdout).toBe(`~ ${VAT}: Presidential Assent pending → in progress; changed lastActionDate → event bill-stage-changed\n`);
    expect(dry.stderr).toContain('Nothing was written (--dry-run).');

    const first = await runImport([file]);
    expect(first.code).toBe(0);
    expect(first.stdout).toBe(dry.stdout);
    expect(first.stderr).toContain('0 created, 1 updated, 0 unchanged. 1 event recorded; the running server sends their alerts');
    const second = await runImport([file]);
    expect(second.stdout).toBe(`= ${VAT}: unchanged\n`);
    expect(second.stderr).toContain('0 created, 0 updated, 1 unchanged. 0 events recorded');

    // The event waits in the outbox for the server, which relays it when it next starts.
    const database = await openDatabase({ dataDir });
    try {
      const events = await database.executeSql(`select type, payload, relayed_at from domain_events where payload->>'billId' = $1`, [VAT]);
      expect(events.rows).toEqual([{ type: 'bill-stage-changed', payload: { billId: VAT, stage: 'presidential_assent', stageStatus: 'in_progress' }, relayed_at: null }]);
      const [bill] = (await database.executeSql(`select current_stage from bills where id = $1`, [VAT])).rows;
      expect(bill.current_stage).toBe('presidential_assent');
    } finally {
      await database.close();
    }
  }, 180_000);
});
