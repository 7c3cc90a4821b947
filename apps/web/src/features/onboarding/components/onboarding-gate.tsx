import { useState } from 'react';
import { useHydrated } from '../../../lib/use-hydrated';
import { browserStorage } from '../../../lib/safe-storage';
import { isOnboardingComplete, markOnboardingComplete } from '../lib/onboarding-storage';
import { OnboardingModal } from './onboarding-modal';

/**
 * Shows the tour until it has been finished or skipped once on this device. The flag lives in
 * localStorage, which the server cannot read: the tour opens once the page has hydrated.
 */
export function OnboardingGate() {
  const hydrated = useHydrated();
  const [done, setDone] = useState(false);
  if (!hydrated || done || isOnboardingComplete(browserStorage())) return null;
  return (
    <OnboardingModal
      onDone={() => {
        markOnboardingComplete(browserStorage());
        setDone(true);
      }}
    />
  );
}
