import { LIMITS, STAGES } from '@kakyere/contract/constants';

export interface StagePreview {
  key: string;
  label: string;
  description: string;
}

/** The first four of the eight legislative stages (spec §4, the contract's STAGES), previewed in the tour. */
export const STAGE_PREVIEW: readonly StagePreview[] = STAGES.slice(0, 4);

export const REMAINING_STAGES = LIMITS.stageCount - STAGE_PREVIEW.length;

export interface Feature {
  title: string;
  description: string;
}

export const FEATURES: readonly Feature[] = [
  {
    title: 'Live Hansard Feed',
    description: 'Summaries of each sitting of Parliament, newest first.',
  },
  {
    title: 'Bill Tracking',
    description: 'Follow every bill through all eight stages, with debates and amendments.',
  },
  {
    title: 'Legal Opinions',
    description: `Ask a question about a bill in ${LIMITS.legalQuestionMaxLength} characters and get a plain-language opinion.`,
  },
  {
    title: 'Industry Alerts',
    description: 'Hear by e-mail, SMS or WhatsApp when Parliament discusses your industry.',
  },
];

export const STEP_TITLES = [
  'Welcome to Kakyerɛ',
  'How Bills Become Laws',
  'Explore Our Features',
  "You're All Set",
] as const;
