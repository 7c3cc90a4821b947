import { describe, expect, it } from 'vitest';
import { newerSummaryNote } from './newer-summary-note';

const provenance = (engine: string) => ({ source: 'seed', engine, engine_version: null, model: null, created_at: '', updated_at: '' });

describe('newerSummaryNote', () => {
  it("says so when the editors' summary is shown over a newer machine one", () => {
    expect(newerSummaryNote({ provenance: provenance('editor'), newer_machine_summary: { version: 2 } })).toBe(
      "A newer machine-written summary of this sitting exists; the editors' summary is shown.",
    );
  });

  it('says the editors chose an older machine summary when that is shown', () => {
    expect(newerSummaryNote({ provenance: provenance('builtin'), newer_machine_summary: { version: 3 } })).toMatch(/the editors chose to show this one\.$/);
  });

  it('says nothing when the shown summary is the newest', () => {
    expect(newerSummaryNote({ provenance: provenance('editor'), newer_machine_summary: null })).toBeNull();
    expect(newerSummaryNote({ provenance: provenance('builtin'), newer_machine_summary: null })).toBeNull();
  });
});
