import { INDUSTRIES } from '@kakyere/contract';
import type { NewHansardRow } from './schema.js';

/** Small deterministic PRNG so synthetic data is the same on every run. */
export function createRandom(seed: number): () => number {
  // xorshift's first outputs from neighbouring small seeds are nearly equal, so records made from
  // seeds 0, 1, 2... all picked the same few topics; a murmur-style finaliser spreads the seed first.
  let state = seed >>> 0;
  state = Math.imul(state ^ (state >>> 16), 0x85ebca6b) >>> 0;
  state = Math.imul(state ^ (state >>> 13), 0xc2b2ae35) >>> 0;
  state = (state ^ (state >>> 16)) >>> 0 || 1;
  return () => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return (state >>> 0) / 0x1_0000_0000;
  };
}

const SUBJECTS = [
  'the Public Health Bill', 'rural electrification', 'the cedi exchange rate', 'school feeding',
  'galamsey in the Western Region', 'the Free Senior High School policy', 'road tolls', 'cocoa farm gate prices',
  'the National Health Insurance Scheme', 'fisheries closed seasons', 'teacher postings', 'broadband coverage',
  'the Right to Information Commission', 'youth employment', 'district assembly funding', 'housing deficits',
  'the Tema Motorway', 'mobile money levies', 'climate adaptation', 'tourism sites in the Volta Region',
];
const ACTIONS = [
  'Members questioned the Minister on', 'The House debated a motion on', 'A statement was made on',
  'The Committee reported on', 'The Minority raised concerns about', 'The Majority Leader outlined business on',
  'Members urged the Government to act on', 'The Deputy Minister answered questions on',
];
const OUTCOMES = [
  'The motion was adopted.', 'The matter was referred to committee.', 'Further answers were promised next week.',
  'The House adjourned consideration.', 'The report was adopted without amendment.', 'Members called for a timetable.',
];
const SPEAKERS = [
  'Mr First Deputy Speaker', 'Mr Second Deputy Speaker', 'Majority Leader', 'Minority Leader', 'Member for Tamale Central',
  'Member for Bawku Central', 'Member for Ho West', 'Member for Effutu', 'Member for Asawase', 'Member for Old Tafo',
];

const pick = <T>(random: () => number, list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;
const pickSome = <T>(random: () => number, list: readonly T[], min: number, max: number): T[] => {
  const count = min + Math.floor(random() * (max - min + 1));
  return [...new Set(Array.from({ length: count }, () => pick(random, list)))];
};

/**
 * A clearly synthetic Hansard for tests and load benchmarks. Never used as seed data for the site:
 * titles say "Synthetic" and the row is flagged is_synthetic.
 */
export function makeSyntheticHansard(index: number, random = createRandom(index + 1)): NewHansardRow {
  const day = new Date(Date.UTC(2024, 11, 31) - index * 86_400_000);
  const subjects = pickSome(random, SUBJECTS, 2, 4);
  const summary = subjects
    .map((subject) => `${pick(random, ACTIONS)} ${subject} (synthetic record ${index}).`)
    .concat(pick(random, OUTCOMES))
    .join(' ');
  return {
    id: `synthetic-${String(index).padStart(5, '0')}`,
    title: `Synthetic sitting ${index}: ${subjects[0]}`,
    sittingDate: day.toISOString().slice(0, 10),
    sessionType: 'Synthetic Sitting',
    summary,
    keyTopics: subjects,
    affectedIndustries: pickSome(random, INDUSTRIES, 1, 6),
    billsDiscussed: random() < 0.4 ? [`Synthetic Bill ${index % 97}, 20${10 + (index % 15)}`] : [],
    mpsPresent: pickSome(random, SPEAKERS, 3, 8),
    rawText: '',
    documentUrl: null,
    source: 'synthetic:seed-scale',
    engine: 'synthetic',
    engineVersion: '1',
    isSynthetic: true,
  };
}
