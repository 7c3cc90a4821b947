import { useEffect, useState } from 'react';
import { browserStorage } from '../../../lib/safe-storage';
import { isOnboardingComplete, markOnboardingComplete } from '../lib/onboarding-storage';
import { OnboardingModal } from './onboarding-modal';

/**
 * Shows the tour until it has been finished or skipped once on this device. The flag lives in
 * localStorage, which the server cannot read: the tour opens once the page has hydrated, in a task
 * of its own after hydration's (on a slow phone one long task would hold the page for both).
 */
export function OnboardingGate() {
  const [ready, setReady] = useState(false);
  const [done, setDone] = useState(false);
  useEffect(() => {
    const timer = window.setTimeout(() => setReady(true), 0);
    return () => window.clearTimeout(timer);
  }, []);
  if (!ready || done || isOnboardingComplete(browserStorage())) return null;
  return (
    <OnboardingModal
      onDone={() => {
        markOnboardingComplete(browserStorage());
        setDone(true);
      }}
    />
  );
}
