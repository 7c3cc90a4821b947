import { createECDH, randomBytes } from 'node:crypto';
import AxeBuilder from '@axe-core/playwright';
import type { Page, Response } from '@playwright/test';
import { LIMITS, NOTIFICATION_PROMPT_TEXTS as TEXT, PUSH_PATHS, STORAGE_KEYS } from '@kakyere/contract/constants';
import { actAsNewClient, newEmail } from '../support/accounts.js';
import { expect, test } from '../support/fixtures.js';

// The card is what these tests are about, and push needs the site's service worker.
test.use({ skipNotificationPrompt: false, serviceWorkers: 'allow' });

const PASSWORD = 'secret1';
const card = (page: Page) => page.getByRole('dialog', { name: TEXT.title });
const avatarButton = (page: Page) => page.getByRole('button', { name: /account menu/i });
/** Long enough for the card to have appeared had it been going to. */
const pastTheDelay = LIMITS.notificationPromptDelayMs + 1_500;

/**
 * The browser's notification permission for the site, as its settings would set it (DevTools
 * protocol). The session is left open: Chromium drops the override when it is detached.
 */
async function setNotificationPermission(page: Page, setting: 'granted' | 'denied' | 'prompt'): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  const { targetInfo } = await cdp.send('Target.getTargetInfo');
  const origin = new URL(test.info().project.use.baseURL!).origin;
  await cdp.send('Browser.setPermission', { permission: { name: 'notifications' }, setting, origin, browserContextId: targetInfo.browserContextId });
}

interface FakePushState {
  subscribed: boolean;
  subscribeCalls: number;
  unsubscribeCalls: number;
  permissionRequests: number;
  signedInAt?: number;
  promptAt?: number;
}

/**
 * Headless Chromium has no push service (ARCHITECTURE.md), so PushManager's subscribe and
 * getSubscription are stubbed with a subscription whose keys are a real P-256 key and auth secret
 * (the server checks them). Its state lives in localStorage, as a real subscription outlives a page
 * load. Also counted: permission requests, and when the avatar and the card first appear.
 */
async function stubPushService(page: Page): Promise<{ endpoint: string }> {
  const endpoint = `https://push.example.test/send/${randomBytes(12).toString('base64url')}`;
  const keys = { p256dh: createECDH('prime256v1').generateKeys().toString('base64url'), auth: randomBytes(16).toString('base64url') };
  await page.addInitScript(
    ({ endpoint, keys, storeKey }) => {
      const read = (): FakePushState =>
        JSON.parse(localStorage.getItem(storeKey) ?? 'null') ?? { subscribed: false, subscribeCalls: 0, unsubscribeCalls: 0, permissionRequests: 0 };
      const update = (change: (state: FakePushState) => void) => {
        const state = read();
        change(state);
        localStorage.setItem(storeKey, JSON.stringify(state));
      };
      const fake = () => ({
        endpoint,
        expirationTime: null,
        options: { userVisibleOnly: true, applicationServerKey: null },
        toJSON: () => ({ endpoint, expirationTime: null, keys }),
        unsubscribe: async () => {
          update((s) => {
            s.subscribed = false;
            s.unsubscribeCalls += 1;
          });
          return true;
        },
      });
      PushManager.prototype.subscribe = async function () {
        update((s) => {
          s.subscribed = true;
          s.subscribeCalls += 1;
        });
        return fake() as unknown as PushSubscription;
      };
      PushManager.prototype.getSubscription = async function () {
        return (read().subscribed ? fake() : null) as unknown as PushSubscription | null;
      };
      const request = Notification.requestPermission.bind(Notification);
      Notification.requestPermission = (() => {
        update((s) => void (s.permissionRequests += 1));
        return request();
      }) as typeof Notification.requestPermission;
      // Timing, measured in the page: when the avatar (signed in) and the card first appear.
      const seen: { signedIn?: number; prompt?: number } = {};
      new MutationObserver(() => {
        const now = performance.now();
        if (seen.signedIn === undefined && document.querySelector('[aria-label^="Account menu"]')) {
          seen.signedIn = now;
          update((s) => void (s.signedInAt = now));
        }
        if (seen.prompt === undefined && document.querySelector('[role="dialog"][aria-describedby]')?.textContent?.includes('Stay Updated')) {
          seen.prompt = now;
          update((s) => void (s.promptAt = now));
        }
      }).observe(document, { subtree: true, childList: true });
    },
    { endpoint, keys, storeKey: '__fakePush' },
  );
  return { endpoint };
}

const pushState = (page: Page) => page.evaluate(() => JSON.parse(localStorage.getItem('__fakePush') ?? 'null') as FakePushState);
const promptFlag = (page: Page) => page.evaluate((key) => localStorage.getItem(key), STORAGE_KEYS.notificationPromptShown);
const isStore = (response: Response) => new URL(response.url()).pathname === PUSH_PATHS.subscription && response.request().method() === 'PUT';
const isRemove = (response: Response) => new URL(response.url()).pathname === PUSH_PATHS.subscription && response.request().method() === 'DELETE';

/** The signed-in reader's stored browsers, asked with the page's own cookies. */
async function storedEndpoints(page: Page): Promise<string[]> {
  const response = await page.request.get(PUSH_PATHS.subscriptions);
  expect(response.status()).toBe(200);
  return ((await response.json()) as { data: { endpoint: string }[] }).data.map((s) => s.endpoint);
}

async function signUp(page: Page, name: string): Promise<{ email: string }> {
  const email = newEmail('push');
  await page.goto('/signup');
  await page.getByLabel('Full Name', { exact: true }).fill(name);
  await page.getByLabel('Email Address', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page).toHaveURL('/');
  await expect(avatarButton(page)).toBeVisible();
  return { email };
}

test.beforeEach(async ({ page }) => {
  await actAsNewClient(page);
});

test.describe('The Stay Updated card, while the browser has not decided', () => {
  test('appears 2 s after sign-in, not before, with the spec’s texts, and is accessible @phone', async ({ page }) => {
    await stubPushService(page);
    await setNotificationPermission(page, 'prompt');
    await signUp(page, 'Abena Owusu');
    await expect(card(page)).toHaveCount(0);
    await expect(card(page)).toBeVisible();
    const { signedInAt, promptAt } = await pushState(page);
    expect(promptAt! - signedInAt!, 'ms from the avatar appearing to the card appearing').toBeGreaterThanOrEqual(LIMITS.notificationPromptDelayMs - 50);
    expect(promptAt! - signedInAt!).toBeLessThan(LIMITS.notificationPromptDelayMs + 2_500);

    await expect(card(page).getByRole('heading', { name: TEXT.title })).toBeVisible();
    await expect(card(page)).toContainText(TEXT.body);
    await expect(card(page)).toContainText(TEXT.note);
    await expect(card(page).getByRole('button', { name: TEXT.enable })).toBeVisible();
    await expect(card(page).getByRole('button', { name: TEXT.notNow })).toBeVisible();
    // On a phone it floats above the bottom bar, never over it.
    const bar = page.locator('.tab-bar');
    if (await bar.isVisible()) {
      const box = (await card(page).boundingBox())!;
      expect(box.y + box.height).toBeLessThanOrEqual((await bar.boundingBox())!.y);
    }
    // It offers, it does not interrupt: focus stays where the reader had it.
    await expect(card(page).getByRole('button', { name: TEXT.close })).not.toBeFocused();
    // From the keyboard: the close icon, then Enable, each with the site's visible focus ring.
    await card(page).getByRole('button', { name: TEXT.close }).focus();
    await page.keyboard.press('Tab');
    const enable = card(page).getByRole('button', { name: TEXT.enable });
    await expect(enable).toBeFocused();
    expect(await enable.evaluate((el) => el.matches(':focus-visible') && getComputedStyle(el).outlineStyle !== 'none')).toBe(true);

    const results = await new AxeBuilder({ page }).include('[role="dialog"]').analyze();
    expect(results.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);

    // Nothing was asked of the browser, and nothing subscribed, until the reader chooses.
    expect(await pushState(page)).toMatchObject({ permissionRequests: 0, subscribeCalls: 0 });
    expect(await promptFlag(page)).toBeNull();
    // Escape inside the card dismisses it like Not Now.
    await page.keyboard.press('Escape');
    await expect(card(page)).toHaveCount(0);
    expect(await promptFlag(page)).toBe('true');
  });

  test('Not Now hides it and it is not offered again on this device', async ({ page }) => {
    await stubPushService(page);
    await setNotificationPermission(page, 'prompt');
    await signUp(page, 'Yaw Boateng');
    await card(page).getByRole('button', { name: TEXT.notNow }).click();
    await expect(card(page)).toHaveCount(0);
    expect(await promptFlag(page)).toBe('true');

    await page.reload();
    await expect(avatarButton(page)).toBeVisible();
    await page.waitForTimeout(pastTheDelay);
    await expect(card(page)).toHaveCount(0);
    expect(await pushState(page)).toMatchObject({ permissionRequests: 0, subscribeCalls: 0 });
  });

  test('the close icon hides it for good too', async ({ page }) => {
    await stubPushService(page);
    await setNotificationPermission(page, 'prompt');
    await signUp(page, 'Esi Quansah');
    await card(page).getByRole('button', { name: TEXT.close }).click();
    await expect(card(page)).toHaveCount(0);
    expect(await promptFlag(page)).toBe('true');
    await page.goto('/bills');
    await page.waitForTimeout(pastTheDelay);
    await expect(card(page)).toHaveCount(0);
  });

  test('Enable asks the browser; granted, this browser is subscribed and stored for the reader', async ({ page }) => {
    const { endpoint } = await stubPushService(page);
    await setNotificationPermission(page, 'prompt');
    await signUp(page, 'Kofi Mensah');
    await expect(card(page)).toBeVisible();
    // The reader says yes in the browser's own prompt (headless Chromium cannot show one).
    await setNotificationPermission(page, 'granted');
    const stored = page.waitForResponse(isStore);
    await card(page).getByRole('button', { name: TEXT.enable }).click();
    expect((await stored).status()).toBe(200);
    await expect(card(page)).toHaveCount(0);
    expect(await promptFlag(page)).toBe('true');
    expect(await pushState(page)).toMatchObject({ subscribed: true, subscribeCalls: 1 });
    expect(await storedEndpoints(page)).toEqual([endpoint]);
  });

  test('Enable with the browser not allowing it: logged, nothing stored, and the card is not offered again', async ({ page }) => {
    await stubPushService(page);
    await setNotificationPermission(page, 'prompt');
    await signUp(page, 'Akua Asante');
    const stores: string[] = [];
    page.on('response', (response) => isStore(response) && stores.push(response.url()));
    const logged = page.waitForEvent('console', (message) => message.text().startsWith('Notifications are not allowed'));
    // Headless Chromium cannot show the browser's prompt: it is dismissed, as a reader who closes it would.
    await card(page).getByRole('button', { name: TEXT.enable }).click();
    await expect(card(page)).toHaveCount(0);
    await logged;
    expect(await page.evaluate(() => Notification.permission)).not.toBe('granted');
    expect(await pushState(page)).toMatchObject({ permissionRequests: 1, subscribeCalls: 0 });
    expect(await promptFlag(page)).toBe('true');
    expect(stores).toEqual([]);
    expect(await storedEndpoints(page)).toEqual([]);
  });
});

test.describe('A browser that has decided', () => {
  test('granted: no card; signing in subscribes it silently, without asking', async ({ page }) => {
    const { endpoint } = await stubPushService(page);
    await setNotificationPermission(page, 'granted');
    const stored = page.waitForResponse(isStore);
    await signUp(page, 'Kwame Darko');
    expect((await stored).status()).toBe(200);
    expect(await storedEndpoints(page)).toEqual([endpoint]);
    await page.waitForTimeout(pastTheDelay);
    await expect(card(page)).toHaveCount(0);
    expect(await pushState(page)).toMatchObject({ permissionRequests: 0, subscribed: true });
  });

  test('denied: no card and nothing stored', async ({ page }) => {
    await stubPushService(page);
    await setNotificationPermission(page, 'denied');
    await signUp(page, 'Ama Boakye');
    await page.waitForTimeout(pastTheDelay);
    await expect(card(page)).toHaveCount(0);
    expect(await pushState(page)).toMatchObject({ permissionRequests: 0, subscribeCalls: 0 });
    expect(await storedEndpoints(page)).toEqual([]);
  });

  test('a push message reaching the service worker is shown as a notification leading to its page', async ({ page }) => {
    await setNotificationPermission(page, 'granted');
    await page.goto('/');
    await page.evaluate(async () => void (await navigator.serviceWorker.ready));
    const cdp = await page.context().newCDPSession(page);
    const registrationId = new Promise<string>((resolve) => {
      cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
        const ours = registrations.find((r) => !r.isDeleted && r.scopeURL.startsWith(new URL(page.url()).origin));
        if (ours) resolve(ours.registrationId);
      });
    });
    await cdp.send('ServiceWorker.enable');
    const payload = { title: 'New Hansard published', body: 'Tuesday, 14 February 2012', url: '/hansards/2012-02-14', tag: 'hansard-2012-02-14' };
    await cdp.send('ServiceWorker.deliverPushMessage', { origin: new URL(page.url()).origin, registrationId: await registrationId, data: JSON.stringify(payload) });
    await expect
      .poll(() =>
        page.evaluate(async () => {
          const registration = await navigator.serviceWorker.getRegistration();
          return (await registration!.getNotifications()).map((n) => ({ title: n.title, body: n.body, tag: n.tag, data: n.data as unknown }));
        }),
      )
      .toEqual([{ title: payload.title, body: payload.body, tag: payload.tag, data: { url: payload.url } }]);
  });

  test('logging out removes the subscription from the server and from the browser', async ({ page }) => {
    const { endpoint } = await stubPushService(page);
    await setNotificationPermission(page, 'granted');
    const stored = page.waitForResponse(isStore);
    const { email } = await signUp(page, 'Kojo Ofori');
    await stored;
    expect(await storedEndpoints(page)).toEqual([endpoint]);

    const removed = page.waitForResponse(isRemove);
    await avatarButton(page).click();
    await page.getByRole('menuitem', { name: 'Log out' }).click();
    const answer = await removed;
    expect(answer.request().postDataJSON()).toEqual({ endpoint });
    expect(await answer.json()).toEqual({ success: true, data: { removed: true } });
    await expect(page.getByRole('link', { name: 'Log in' })).toBeVisible();
    expect(await pushState(page)).toMatchObject({ subscribed: false, unsubscribeCalls: 1 });

    // Signed in again without loading a page (which would subscribe again): the server holds nothing.
    const origin = new URL(test.info().project.use.baseURL!).origin;
    const signIn = await page.request.post('/api/auth/sign-in/email', { data: { email, password: PASSWORD }, headers: { origin } });
    expect(signIn.status()).toBe(200);
    expect(await storedEndpoints(page)).toEqual([]);
  });
});
