import path from 'node:path';
import { STORAGE_KEYS } from '@kakyere/contract';

/** Local-storage keys are an implementation detail the tests share with the app. */
export { STORAGE_KEYS };

/** Spec §9 values, written out so a change to the app's constants cannot silently pass. */
export const SPEC = {
  feedPageSize: 10,
  feedNextPageDelayMs: 500,
  feedCardChips: 3,
  listCardChips: 4,
  onboardingSteps: 4,
  /** packages/db/seed/hansards.json */
  seededHansards: 38,
} as const;

/** The sitting the e2e server ingests from a test Official Report: its summary is the AI's (start-e2e-server.ts). */
export const E2E_INGESTED_SITTING = '2011-10-26';

/** The seeded bill the e2e server imports the real E-Levy Act into, from ../shared beside the checkout, when it is there. */
export const E2E_ACT_BILL = 'electronic-transfer-levy-bill-2022';
export const E2E_ACT_TEXT = path.resolve(import.meta.dirname, '../../../shared/data/bill_texts/Electronic_Transfer_Levy_Act_2022_Act1075.txt');

/** Spec §2 and §8 texts the user sees. */
export const TEXT = {
  feedLoading: 'Loading parliamentary proceedings...',
  feedEnd: "You've reached the end of the feed",
  listLoadFailed: 'Failed to fetch hansards. Please try again later.',
  noHansards: 'No hansards found',
  adjustFilters: 'Try adjusting your search or filter criteria',
  hansardNotFound: 'Hansard not found',
  sessionFallback: 'Official Proceeding',
} as const;
