import { STORAGE_KEYS } from '@kakyere/contract/constants';
import { readItem, writeItem, type KeyValueStorage } from '../../../lib/safe-storage';

/** Any stored value counts as done, so a flag written by an older version still hides the tour. */
export function isOnboardingComplete(storage: KeyValueStorage | null): boolean {
  return readItem(storage, STORAGE_KEYS.onboardingComplete) !== null;
}

export function markOnboardingComplete(storage: KeyValueStorage | null): void {
  writeItem(storage, STORAGE_KEYS.onboardingComplete, 'true');
}
