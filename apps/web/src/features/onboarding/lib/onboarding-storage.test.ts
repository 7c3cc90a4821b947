import { STORAGE_KEYS } from '@kakyere/contract/constants';
import { describe, expect, it } from 'vitest';
import { memoryStorage } from '../../../lib/safe-storage';
import { isOnboardingComplete, markOnboardingComplete } from './onboarding-storage';

describe('onboarding completion flag', () => {
  it('shows the tour to a first-time visitor', () => {
    expect(isOnboardingComplete(memoryStorage())).toBe(false);
  });

  it('remembers that the tour was finished or skipped', () => {
    const storage = memoryStorage();
    markOnboardingComplete(storage);
    expect(storage.getItem(STORAGE_KEYS.onboardingComplete)).toBe('true');
    expect(isOnboardingComplete(storage)).toBe(true);
  });

  it('does not show the tour over and over when storage is blocked', () => {
    const throwing = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('SecurityError');
      },
    };
    expect(() => markOnboardingComplete(throwing)).not.toThrow();
    expect(isOnboardingComplete(throwing)).toBe(false);
  });
});
