import { deletePushSubscription, fetchPushPublicKey, storePushSubscription } from '../api/push-requests';

const WORKER_TIMEOUT_MS = 10_000;
const LOGOUT_TIMEOUT_MS = 4_000;

function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${what} took longer than ${ms} ms`)), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}

/** The site's service worker (/sw.js shows the notifications), registered here if the page has not yet. */
async function activeRegistration(): Promise<ServiceWorkerRegistration> {
  const registration = (await navigator.serviceWorker.getRegistration('/')) ?? (await navigator.serviceWorker.register('/sw.js', { scope: '/' }));
  if (registration.active) return registration;
  return withTimeout(navigator.serviceWorker.ready, WORKER_TIMEOUT_MS, 'Activating the service worker');
}

function base64UrlToBytes(text: string): Uint8Array<ArrayBuffer> {
  const base64 = text.replace(/-/g, '+').replace(/_/g, '/').padEnd(Math.ceil(text.length / 4) * 4, '=');
  return Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
}

function sameBytes(a: ArrayBuffer, b: Uint8Array): boolean {
  const view = new Uint8Array(a);
  return view.length === b.length && view.every((byte, i) => byte === b[i]);
}

/**
 * Subscribes this browser at its push service with the site's key (reusing a subscription made with
 * that key) and stores it for the signed-in reader; resolves with its endpoint, the token.
 */
export async function subscribeThisBrowser(): Promise<string> {
  const [publicKey, registration] = await Promise.all([fetchPushPublicKey(), activeRegistration()]);
  const applicationServerKey = base64UrlToBytes(publicKey);
  let subscription = await registration.pushManager.getSubscription();
  const subscribedWith = subscription?.options.applicationServerKey;
  if (subscription && subscribedWith && !sameBytes(subscribedWith, applicationServerKey)) {
    // Made with another key (the site's keys changed): push services would refuse our messages to it.
    await subscription.unsubscribe();
    subscription = null;
  }
  subscription ??= await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey });
  await storePushSubscription(subscription.toJSON());
  return subscription.endpoint;
}

/** Removes this browser's subscription on the server, then in the browser (even if the server could not be told). */
export async function unsubscribeThisBrowser(): Promise<void> {
  await withTimeout(
    (async () => {
      const registration = await navigator.serviceWorker.getRegistration('/');
      const subscription = await registration?.pushManager.getSubscription();
      if (!subscription) return;
      try {
        await deletePushSubscription(subscription.endpoint);
      } finally {
        await subscription.unsubscribe();
      }
    })(),
    LOGOUT_TIMEOUT_MS,
    'Turning push notifications off',
  );
}
