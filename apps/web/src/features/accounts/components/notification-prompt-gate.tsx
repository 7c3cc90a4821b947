import { LIMITS } from '@kakyere/contract/constants';
import { lazy, Suspense, useEffect, useState } from 'react';
import { browserStorage } from '../../../lib/safe-storage';
import { useHydrated } from '../../../lib/use-hydrated';
import { markNotificationPromptShown, shouldOfferNotifications } from '../lib/notification-prompt-storage';
import { notificationPermission } from '../lib/push-token';
import { useAuth } from './auth-provider';

// Most readers never see the card: its code waits until it is to be shown (the 2 s are time enough).
const NotificationPrompt = lazy(async () => ({ default: (await import('./notification-prompt')).NotificationPrompt }));

/**
 * Spec §2 "Notification prompt": 2 seconds after a reader is signed in, the card offers
 * notifications if the browser's permission is undecided and the local flag is not stored. The flag
 * and the permission live in the browser, so nothing of this is rendered on the server or before
 * hydration. Enable, Not Now and close all store the flag.
 */
export function NotificationPromptGate() {
  const hydrated = useHydrated();
  const { user, enableNotifications } = useAuth();
  const uid = user?.uid ?? null;
  // The account the card was opened for: signing out (or in as someone else) hides it.
  const [openFor, setOpenFor] = useState<string | null>(null);

  useEffect(() => {
    if (!uid) return;
    const timer = window.setTimeout(() => {
      if (shouldOfferNotifications(browserStorage(), notificationPermission())) setOpenFor(uid);
    }, LIMITS.notificationPromptDelayMs);
    return () => window.clearTimeout(timer);
  }, [uid]);

  if (!hydrated || !uid || openFor !== uid) return null;

  const close = () => {
    markNotificationPromptShown(browserStorage());
    setOpenFor(null);
  };
  return (
    <Suspense fallback={null}>
      <NotificationPrompt
        onDismiss={close}
        onEnable={async () => {
          // Stored first: whatever the browser answers, the card has been shown and used.
          markNotificationPromptShown(browserStorage());
          await enableNotifications();
          setOpenFor(null);
        }}
      />
    </Suspense>
  );
}
