import { useState } from 'react';
import { browserStorage } from '../../../lib/safe-storage';
import { isOnboardingComplete, markOnboardingComplete } from '../lib/onboarding-storage';
import { OnboardingModal } from './onboarding-modal';

/** Shows the tour until it has been finished or skipped once on this device. */
export function OnboardingGate() {
  const [open, setOpen] = useState(() => !isOnboardingComplete(browserStorage()));
  if (!open) return null;
  return (
    <OnboardingModal
      onDone={() => {
        markOnboardingComplete(browserStorage());
        setOpen(false);
      }}
    />
  );
}
