import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { INDUSTRIES } from '@kakyere/contract';
import type { Database } from './client.js';
import { firstHansardAnalysis } from './hansard-analyses.js';
import { hansardAnalyses, hansards, type NewHansardRow } from './schema.js';

const seedDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../seed');

/**
 * The Members of Parliament the seed starts with (Popolo; see seed/README.md). The server's people
 * import loads it, since the import (validation, what changed) lives with the server's records.
 */
export const PEOPLE_SEED_FILE = path.join(seedDir, 'people.popolo.json');

const SeedHansardSchema = z.object({
  id: z.string().regex(/^[a-z0-9][a-z0-9-]*$/),
  title: z.string().min(1),
  date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  session_type: z.string().nullable(),
  summary: z.string().min(1),
  key_topics: z.array(z.string()),
  affected_industries: z.array(z.enum(INDUSTRIES)),
  bills_discussed: z.array(z.string()),
  mps_present: z.array(z.string()),
  document_url: z.string().url().nullable(),
  source: z.string().min(1),
});

export async function readSeedHansards(): Promise<NewHansardRow[]> {
  const raw: unknown = JSON.parse(await readFile(path.join(seedDir, 'hansards.json'), 'utf8'));
  return z.array(SeedHansardSchema).parse(raw).map((h) => ({
    id: h.id,
    title: h.title,
    sittingDate: h.date,
    sessionType: h.session_type,
    summary: h.summary,
    keyTopics: h.key_topics,
    affectedIndustries: h.affected_industries,
    billsDiscussed: h.bills_discussed,
    mpsPresent: h.mps_present,
    documentUrl: h.document_url,
    rawText: '',
    source: h.source,
    engine: 'editor',
    engineVersion: 'seed-1',
  }));
}

/**
 * Loads the real seed records into an empty database. Returns how many were inserted;
 * a database that already holds Hansards is left alone so restarts never clobber edits.
 */
export async function seedDatabase(db: Database): Promise<number> {
  const [existing] = await db.select({ n: sql<number>`count(*)::int` }).from(hansards);
  if ((existing?.n ?? 0) > 0) return 0;
  const rows = await readSeedHansards();
  await db.transaction(async (tx) => {
    const inserted = await tx
      .insert(hansards)
      .values(rows.map((row) => ({ ...row, shownAnalysisVersion: 1 })))
      .onConflictDoNothing()
      .returning({ id: hansards.id });
    // The editors' text is each record's version 1, so a later ingestion's analysis is version 2 beside it.
    // Only rows this call inserted: a replica seeding at the same moment versions its own.
    const ids = new Set(inserted.map((row) => row.id));
    const versions = rows.filter((row) => ids.has(row.id)).map(firstHansardAnalysis);
    if (versions.length > 0) await tx.insert(hansardAnalyses).values(versions).onConflictDoNothing();
  });
  return rows.length;
}
