import { FeedPage } from '../../features/feed/components/feed-page';
import { OnboardingGate } from '../../features/onboarding/components/onboarding-gate';

/** Home: the feed, with the first-visit tour over it. */
export function HomeRoute() {
  return (
    <>
      <FeedPage />
      <OnboardingGate />
    </>
  );
}
