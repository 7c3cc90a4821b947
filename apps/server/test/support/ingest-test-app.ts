import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { seedDatabase } from '@kakyere/db';
import { ingestHansard, type IngestContext, type IngestResult } from '../../src/modules/records/ingest/ingest-hansard.js';
import { seedPeople } from '../../src/modules/records/people/seed-people.js';
import { createTestApp, type TestApp } from '../test-app.js';
import { builtinIngestContext } from './builtin-ingest-context.js';

export interface IngestTestApp {
  t: TestApp;
  context: IngestContext;
  /** Writes `text` to a file called `name` and ingests it through the real path, with `overrides` on the context. */
  ingestText(name: string, text: string, overrides?: Partial<IngestContext>): Promise<IngestResult>;
  close(): Promise<void>;
}

/** The app on a seeded database (sittings and Members), ingesting with the built-in engine, as `npm run ingest` does. */
export async function openIngestTestApp(): Promise<IngestTestApp> {
  const t = await createTestApp();
  await seedDatabase(t.database.db);
  await seedPeople(t.database.db);
  const context = await builtinIngestContext(t.database.db);
  const dir = await mkdtemp(path.join(tmpdir(), 'kakyere-ingest-test-'));
  return {
    t,
    context,
    ingestText: async (name, text, overrides = {}) => {
      const file = path.join(dir, name);
      await writeFile(file, text);
      return ingestHansard({ kind: 'file', path: file }, { ...context, ...overrides });
    },
    close: async () => {
      await t.close();
      await rm(dir, { recursive: true, force: true });
    },
  };
}
