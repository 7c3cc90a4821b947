import { BILL_STATUSES, BILL_TYPES, INDUSTRIES, STAGES } from '@kakyere/contract';
import { createRandom } from './hansard-factory.js';
import type { SeedBill } from './seed-bills.js';

const TOPICS = [
  'Road Safety Authority', 'Fisheries', 'Cybersecurity', 'Nurses and Midwives', 'Rent Control', 'Minerals Royalties',
  'Forest Protection', 'Youth Employment', 'Tourism Levy', 'Data Sharing', 'Water Resources', 'Cocoa Marketing',
  'Broadcasting', 'Land Registration', 'Public Procurement', 'Pensions', 'Sports Development', 'Arts and Heritage',
];

const pick = <T>(random: () => number, list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;

/** A clearly synthetic bill with a plausible journey, for tests and benchmarks (never seed data). */
export function makeSyntheticBill(index: number, random = createRandom(index + 7919)): SeedBill {
  const topic = pick(random, TOPICS);
  const year = 2000 + (index % 25);
  const stageCount = 1 + Math.floor(random() * STAGES.length);
  const day = (offset: number) => new Date(Date.UTC(year, 0, 1) + offset * 86_400_000).toISOString().slice(0, 10);
  return {
    id: `synthetic-bill-${String(index).padStart(5, '0')}`,
    billNumber: null,
    title: `Synthetic ${topic} (Amendment) Bill ${index}, ${year}`,
    shortTitle: `${topic} Bill`,
    summary: `A synthetic bill about ${topic.toLowerCase()} used for testing and benchmarks (record ${index}).`,
    billType: pick(random, BILL_TYPES),
    sponsor: 'Synthetic Sponsor',
    ministry: `Ministry of ${topic}`,
    status: pick(random, BILL_STATUSES),
    currentStage: STAGES[stageCount - 1]!.key,
    introductionDate: day(0),
    lastActionDate: day(stageCount * 20),
    actNumber: null,
    actTitle: null,
    parliament: null,
    industries: [pick(random, INDUSTRIES)],
    aliases: [],
    sources: [],
    stages: STAGES.slice(0, stageCount).map((stage, i) => ({
      stage: stage.key,
      stageStatus: i < stageCount - 1 ? 'completed' : 'in_progress',
      startedDate: day(i * 20),
      completedDate: i < stageCount - 1 ? day(i * 20 + 10) : null,
      committeeName: stage.key === 'committee' ? `Committee on ${topic}` : null,
      votesFor: stage.key === 'third_reading' ? 120 + (index % 50) : null,
      votesAgainst: stage.key === 'third_reading' ? index % 40 : null,
      votesAbstain: stage.key === 'third_reading' ? index % 3 : null,
      notes: null,
      sources: [],
      uncertain: false,
    })),
    amendments: Array.from({ length: index % 4 }, (_, i) => ({
      amendmentNumber: `${i + 1}`,
      proposedBy: 'Synthetic Member',
      status: pick(random, ['adopted', 'rejected', 'withdrawn', 'pending']),
      rationale: 'Synthetic rationale.',
      clauseAffected: `Clause ${i + 1}`,
    })),
    debates: Array.from({ length: index % 3 }, (_, i) => ({
      debateType: i === 0 ? 'Second Reading' : 'Consideration Stage',
      debateDate: day(60 + i * 10),
      debateSummary: 'Synthetic debate.',
      hansardUrl: null,
    })),
    stakeholders: [],
  };
}
