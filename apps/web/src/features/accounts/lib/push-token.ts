/**
 * The spec's push token (§3 `fcmToken`, §8's rules) with standard Web Push: the token is this
 * browser's push subscription endpoint, stored on the server for the signed-in reader.
 * - push unsupported: a warning is logged and there is no token (null);
 * - permission denied, or the subscription failed: logged, and the token is empty ('');
 * - permission is asked for only when `ask` is set, which only a click may do (decision 014).
 * The Push API work is in a chunk of its own, loaded once permission is granted.
 */
export function isPushSupported(): boolean {
  return typeof window !== 'undefined' && 'Notification' in window && 'PushManager' in window && 'serviceWorker' in navigator;
}

/** The browser's notification permission, or null where push is unsupported. */
export function notificationPermission(): NotificationPermission | null {
  return isPushSupported() ? Notification.permission : null;
}

export async function obtainPushToken({ ask }: { ask: boolean }): Promise<string | null> {
  if (!isPushSupported()) {
    console.warn('Push notifications are not supported in this browser.');
    return null;
  }
  // Asked before anything is awaited: browsers honour a request only within the click that made it.
  const permission = ask && Notification.permission === 'default' ? await Notification.requestPermission() : Notification.permission;
  if (permission !== 'granted') {
    if (ask || permission === 'denied') console.info(`Notifications are not allowed in this browser (permission: ${permission}).`);
    return '';
  }
  try {
    const { subscribeThisBrowser } = await import('./push-subscription');
    return await subscribeThisBrowser();
  } catch (error) {
    console.warn('Could not enable push notifications.', error);
    return '';
  }
}

/**
 * At logout: the server forgets this browser (while the session still lasts) and the browser drops
 * its subscription. Never throws, and gives up after a few seconds, so logging out cannot hang on it.
 */
export async function removePushToken(): Promise<void> {
  if (notificationPermission() !== 'granted') return;
  try {
    const { unsubscribeThisBrowser } = await import('./push-subscription');
    await unsubscribeThisBrowser();
  } catch (error) {
    console.warn('Could not turn push notifications off.', error);
  }
}
