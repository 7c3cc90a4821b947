import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { JudgmentFile } from './score-search.js';

// The judgment sets are the repo's own files (no ../shared needed): a malformed set would score silently wrong.
const read = (half: string) => JSON.parse(readFileSync(new URL(`../../eval/search/${half}.json`, import.meta.url), 'utf8')) as JudgmentFile;
const sets = { tune: read('tune'), report: read('report'), fresh: read('fresh') };
const kinds = ['topic', 'place', 'phrase', 'member-topic', 'misspelling', 'bill'];

describe('search judgment sets', () => {
  it.each(Object.entries(sets))('%s names each judged speech once per query, with grade 1 or 2 and a known kind', (_half, set) => {
    for (const query of set.queries) {
      expect(kinds).toContain(query.kind);
      expect(query.relevant.length).toBeGreaterThan(0);
      expect(new Set(query.relevant.map((j) => j.speech)).size).toBe(query.relevant.length);
      for (const judgment of query.relevant) {
        expect([1, 2]).toContain(judgment.grade);
        expect(judgment.speech).toMatch(/^\d{4}-\d{2}-\d{2}-c\d+-[0-9a-f]{8}(-\d+)?$/);
      }
    }
  });

  it('FRESH covers the REPORT sittings with new queries of every kind', () => {
    expect(sets.fresh.half).toBe('FRESH');
    expect(sets.fresh.sittings).toEqual(sets.report.sittings);
    expect(sets.fresh.queries.length).toBeGreaterThanOrEqual(30);
    const earlier = new Set([...sets.tune.queries, ...sets.report.queries].map((q) => q.query.toLowerCase()));
    for (const query of sets.fresh.queries) expect(earlier.has(query.query.toLowerCase())).toBe(false);
    const count = (kind: string) => sets.fresh.queries.filter((q) => q.kind === kind).length;
    expect(count('topic')).toBeGreaterThanOrEqual(10);
    expect(count('misspelling')).toBeGreaterThanOrEqual(5);
    for (const kind of kinds) expect(count(kind)).toBeGreaterThan(0);
  });
});
