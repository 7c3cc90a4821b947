import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { PopoloPeopleFile } from '@kakyere/contract';
import { repoRoot } from '../../src/config.js';
import { resolveSpeakers } from '../../src/modules/engines/official-report/resolve-speakers.js';
import { parseOfficialReport } from '../../src/modules/records/ingest/parse-official-report.js';
import { popoloSittingRoster } from '../../src/modules/records/people/popolo-sitting-roster.js';
import { describeWithSharedData, ghanaHansardsDir } from '../support/shared-data.js';

// Real Official Reports, read where they live (never copied here), against the hand labels of the
// TUNE half of bench/eval/split.json; REPORT is scored by `npm run eval:ingest` alone, as the held-out half.
const split = JSON.parse(readFileSync(path.join(repoRoot, 'bench/eval/split.json'), 'utf8')) as { sets: Record<string, { tune: string[] }> };
const TUNE = split.sets['ghana-2011-2012']!.tune;
const people = JSON.parse(readFileSync(path.join(repoRoot, 'packages/db/seed/people.popolo.json'), 'utf8')) as PopoloPeopleFile;

interface Labels {
  chair: { fromColumn: number; person: string }[];
  labels: { label: string; person: string; column?: number }[];
}

describeWithSharedData('speaker attribution on the real sittings of the TUNE half', () => {
  for (const file of TUNE) {
    it(`${file}: nobody is given a speech that is not theirs, and almost every speaker is found`, () => {
      const labels = JSON.parse(readFileSync(path.join(repoRoot, 'bench/eval/speaker-labels', file.replace('.txt', '.json')), 'utf8')) as Labels;
      const sitting = parseOfficialReport(readFileSync(path.join(ghanaHansardsDir, file), 'utf8'));
      const found = resolveSpeakers(sitting, popoloSittingRoster(people, sitting.date!));
      let attributed = 0;
      let right = 0;
      let identifiable = 0;
      sitting.speeches.forEach((speech, i) => {
        const entries = labels.labels.filter((l) => l.label === speech.speaker.label);
        const entry = entries.find((l) => l.column === speech.column) ?? entries.find((l) => l.column === undefined);
        if (!entry || entry.person === 'group') return;
        const chair = labels.chair.filter((c) => speech.column === null || c.fromColumn <= speech.column).at(-1) ?? labels.chair[0];
        const expected = entry.person === 'chair' ? chair?.person : entry.person;
        if (expected?.startsWith('person/')) identifiable++;
        if (found[i]!.personId === null) return;
        attributed++;
        if (found[i]!.personId === expected) right++;
      });
      expect(right / attributed).toBeGreaterThanOrEqual(0.99);
      expect(right / identifiable).toBeGreaterThanOrEqual(0.9);
    });
  }
});

describe('speaker attribution needs no more than the roster and the sitting', () => {
  it('resolves a sitting with an empty roster to nobody', () => {
    const sitting = parseOfficialReport('PARLIAMENTARY DEBATES\nOFFICIAL REPORT\nTUESDAY, 10TH MARCH, 2020\n\n[MR SPEAKER IN THE CHAIR]\n\nMr Speaker: Order.\n\nMr Kofi Agyekum: Thank you.\n');
    expect(resolveSpeakers(sitting, { date: '2020-03-10', persons: [], partial: false }).map((a) => a.personId)).toEqual([null, null]);
  });
});
