import { LIMITS } from '@kakyere/contract/constants';
import { describe, expect, it } from 'vitest';
import { FEATURES, REMAINING_STAGES, STAGE_PREVIEW, STEP_TITLES } from './onboarding-content';

describe('onboarding tour content', () => {
  it('has one title per step of the tour', () => {
    expect(STEP_TITLES).toHaveLength(LIMITS.onboardingSteps);
  });

  it('previews the first four legislative stages in order and counts the rest', () => {
    expect(STAGE_PREVIEW.map((stage) => stage.key)).toEqual([
      'pre_introduction',
      'first_reading',
      'committee',
      'second_reading',
    ]);
    expect(REMAINING_STAGES).toBe(4);
  });

  it('names the four features and the 140-character limit on legal questions', () => {
    expect(FEATURES.map((feature) => feature.title)).toEqual([
      'Live Hansard Feed',
      'Bill Tracking',
      'Legal Opinions',
      'Industry Alerts',
    ]);
    expect(FEATURES[2]?.description).toContain('140 characters');
  });
});
