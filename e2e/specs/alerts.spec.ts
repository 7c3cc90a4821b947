import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { SUBSCRIBE_MESSAGES, SUBSCRIBE_NEXT_STEPS } from '@kakyere/contract/constants';
import { actAsNewClient, linkIn, newEmail, readMail, readTexts } from '../support/accounts.js';
import { holdRequests } from '../support/api.js';
import { expect, failedResource, test } from '../support/fixtures.js';

const emailBox = (page: Page) => page.getByRole('textbox', { name: 'Email' });
const method = (page: Page, name: 'Email' | 'SMS' | 'WhatsApp') => page.getByRole('checkbox', { name, exact: true });
const industry = (page: Page, name: string) => page.getByRole('checkbox', { name, exact: true });
const submit = (page: Page) => page.getByRole('button', { name: 'Subscribe', exact: true });
const errorBox = (page: Page) => page.getByRole('alert');
const isSubscribe = (url: URL) => url.pathname === '/api/notifications/subscribe';

test.beforeEach(async ({ page }) => {
  await actAsNewClient(page);
});

/**
 * Confirms the address as its owner does (double opt-in): the e-mailed link opens a page that asks
 * (opening it confirms nothing), and its button confirms.
 */
async function confirmAddress(page: Page, email: string) {
  const mail = await readMail(email, 'Confirm your address');
  await page.goto(linkIn(mail, '/subscribe/confirm'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Confirm your address');
  await page.getByRole('button', { name: 'Confirm', exact: true }).click();
  await expect(page.getByText(SUBSCRIBE_MESSAGES.addressConfirmed)).toBeVisible();
}

test.describe('Subscribe', () => {
  test("checks the form in the spec's order, in the page, and sends nothing until it is right", async ({ page }) => {
    const sent: string[] = [];
    page.on('request', (r) => isSubscribe(new URL(r.url())) && sent.push(r.url()));
    await page.goto('/subscribe');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Subscribe to Kakyerɛ');
    await expect(method(page, 'Email')).toBeChecked();
    await expect(method(page, 'SMS')).not.toBeChecked();
    await expect(method(page, 'WhatsApp')).not.toBeChecked();
    await expect(page.getByText('Selected: 0 of 20')).toBeVisible();
    await expect(page.getByText(/never share/)).toBeVisible();

    await submit(page).click();
    await expect(errorBox(page)).toHaveText(SUBSCRIBE_MESSAGES.emailRequired);
    await emailBox(page).fill('trader@kumasi');
    await submit(page).click();
    await expect(errorBox(page)).toHaveText(SUBSCRIBE_MESSAGES.emailInvalid);
    await emailBox(page).fill('trader@example.org');
    await submit(page).click();
    await expect(errorBox(page)).toHaveText(SUBSCRIBE_MESSAGES.industryRequired);
    await industry(page, 'Agriculture').check();
    await method(page, 'Email').uncheck();
    await submit(page).click();
    await expect(errorBox(page)).toHaveText(SUBSCRIBE_MESSAGES.methodRequired);

    // SMS needs a number: the field appears, and is checked last.
    await expect(page.getByRole('textbox', { name: /Phone number/ })).toHaveCount(0);
    await method(page, 'SMS').check();
    const phone = page.getByRole('textbox', { name: /Phone number/ });
    await expect(phone).toBeVisible();
    await submit(page).click();
    await expect(errorBox(page)).toHaveText(SUBSCRIBE_MESSAGES.phoneInvalid);
    expect(sent).toEqual([]);
  });

  test('Select All and Deselect All flip every industry and the counter', async ({ page }) => {
    await page.goto('/subscribe');
    await page.getByRole('button', { name: 'Select All' }).click();
    await expect(page.getByText('Selected: 20 of 20')).toBeVisible();
    await expect(industry(page, 'Social Welfare')).toBeChecked();
    await page.getByRole('button', { name: 'Deselect All' }).click();
    await expect(page.getByText('Selected: 0 of 20')).toBeVisible();
    await industry(page, 'Mining').check();
    await industry(page, 'Trade').check();
    await expect(page.getByText('Selected: 2 of 20')).toBeVisible();
  });

  test('subscribes, waits with every button disabled, confirms, resets, and the welcome e-mail links to the settings', async ({ page }) => {
    const email = newEmail('kumasi-trader');
    await page.goto('/subscribe');
    await emailBox(page).fill(email);
    await page.getByRole('textbox', { name: /Name/ }).fill('Yaw Boateng');
    await industry(page, 'Agriculture').check();
    await industry(page, 'Trade').check();
    const held = await holdRequests(page, isSubscribe);
    await submit(page).click();
    await expect(page.getByRole('button', { name: 'Subscribing...' })).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Select All' })).toBeDisabled();
    held.release();
    await expect(page.getByRole('status').filter({ hasText: SUBSCRIBE_MESSAGES.success })).toBeVisible();
    // The spec's text stays first; right below it, what is left to do.
    await expect(page.getByTestId('subscribe-next-step')).toHaveText(SUBSCRIBE_NEXT_STEPS.confirmAddress(email));
    // The spec's defaults after success.
    await expect(emailBox(page)).toHaveValue('');
    await expect(page.getByText('Selected: 0 of 20')).toBeVisible();
    await expect(method(page, 'Email')).toBeChecked();
    await expect(method(page, 'SMS')).not.toBeChecked();

    // Nothing but the confirmation link until the address is confirmed; then the welcome.
    await confirmAddress(page, email);
    const welcome = await readMail(email, 'subscribed');
    expect(welcome.text).toContain('Agriculture, Trade');
    await page.goto(linkIn(welcome, '/subscribe/manage'));
    await expect(page.getByText(email)).toBeVisible();
    await expect(industry(page, 'Agriculture')).toBeChecked();
    await industry(page, 'Energy').check();
    await page.getByRole('radio', { name: /Daily digest/ }).check();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText(SUBSCRIBE_MESSAGES.preferencesSaved)).toBeVisible();
    await page.reload();
    await expect(industry(page, 'Energy')).toBeChecked();
    await expect(page.getByRole('radio', { name: /Daily digest/ })).toBeChecked();

    await page.getByRole('button', { name: 'Stop all alerts' }).click();
    await expect(page.getByText(SUBSCRIBE_MESSAGES.unsubscribed)).toBeVisible();
  });

  test("an alert's unsubscribe link asks first, then stops everything in one click", async ({ page }) => {
    const email = newEmail('one-click');
    await page.goto('/subscribe');
    await emailBox(page).fill(email);
    await industry(page, 'Mining').check();
    await submit(page).click();
    await expect(page.getByRole('status').filter({ hasText: SUBSCRIBE_MESSAGES.success })).toBeVisible();
    await confirmAddress(page, email);
    const welcome = await readMail(email, 'subscribed');
    await page.goto(linkIn(welcome, '/unsubscribe'));
    // Opening the link (as a mail scanner would) changes nothing.
    const button = page.getByRole('button', { name: 'Unsubscribe' });
    await expect(button).toBeVisible();
    await button.click();
    await expect(page.getByText(SUBSCRIBE_MESSAGES.unsubscribed)).toBeVisible();
  });

  test('subscribing again with the same address changes nothing until its owner applies the e-mailed change', async ({ page }) => {
    const email = newEmail('twice');
    for (const choice of ['Mining', 'Tourism']) {
      await page.goto('/subscribe');
      await emailBox(page).fill(email);
      await industry(page, choice).check();
      await submit(page).click();
      await expect(page.getByRole('status').filter({ hasText: SUBSCRIBE_MESSAGES.success })).toBeVisible();
      if (choice === 'Mining') await confirmAddress(page, email);
      else await expect(page.getByTestId('subscribe-next-step')).toHaveText(SUBSCRIBE_NEXT_STEPS.confirmChanges(email));
    }
    const confirm = await readMail(email, 'Confirm your new');
    await page.goto(linkIn(confirm, '/subscribe/confirm'));
    await expect(page.getByText('Mining').first()).toBeVisible();
    await page.getByRole('button', { name: 'Apply these changes' }).click();
    await expect(page.getByText(SUBSCRIBE_MESSAGES.changesApplied)).toBeVisible();
    await page.goto(linkIn(await readMail(email, 'subscribed'), '/subscribe/manage'));
    await expect(industry(page, 'Tourism')).toBeChecked();
    await expect(industry(page, 'Mining')).not.toBeChecked();
  });

  test('a stale settings link says so and sends a fresh one', async ({ page, consoleErrors }) => {
    consoleErrors.allow(failedResource(400));
    await page.goto('/subscribe/manage?token=expired.token');
    await expect(page.getByText(SUBSCRIBE_MESSAGES.manageLinkInvalid)).toBeVisible();
    await page.getByRole('textbox', { name: /Email/ }).fill('someone@example.org');
    await page.getByRole('button', { name: 'E-mail me a link' }).click();
    await expect(page.getByText(SUBSCRIBE_MESSAGES.manageLinkSent)).toBeVisible();
  });

  test("a signed-in reader's subscription is theirs: the profile lists it under the spec's Subscriptions text", async ({ page }) => {
    const email = newEmail('signed-in-alerts');
    await page.goto('/signup');
    await page.getByLabel('Full Name', { exact: true }).fill('Esi Bonsu');
    await page.getByLabel('Email Address', { exact: true }).fill(email);
    await page.getByLabel('Password', { exact: true }).fill('secret1');
    await page.getByLabel('Confirm Password', { exact: true }).fill('secret1');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(page).toHaveURL('/');
    await page.goto('/profile');
    await expect(page.getByText('No alerts yet')).toBeVisible();
    await page.goto('/subscribe');
    await emailBox(page).fill(email);
    await industry(page, 'Labor').check();
    await submit(page).click();
    await expect(page.getByRole('status').filter({ hasText: SUBSCRIBE_MESSAGES.success })).toBeVisible();
    await page.goto('/profile');
    await expect(page.getByText('Manage your hansard alert subscriptions (coming soon)')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Configure Alerts (Coming Soon)' })).toBeDisabled();
    await expect(page.getByText('Labor')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Change these alerts' })).toBeVisible();
  });

  test('an SMS subscriber confirms the number from the texted link: opening it asks, the button confirms', async ({ page }) => {
    const local = `024${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`;
    const e164 = `+233${local.slice(1)}`;
    await page.goto('/subscribe');
    const smsEmail = newEmail('sms-trader');
    await emailBox(page).fill(smsEmail);
    await industry(page, 'Agriculture').check();
    await method(page, 'Email').uncheck();
    await method(page, 'SMS').check();
    await page.getByRole('textbox', { name: /Phone number/ }).fill(local);
    await submit(page).click();
    await expect(page.getByRole('status').filter({ hasText: SUBSCRIBE_MESSAGES.success })).toBeVisible();
    // The address first: the number is texted once the address is confirmed.
    await confirmAddress(page, smsEmail);

    // Texted through the SMS provider's REST endpoint: GSM-7 'Kakyere', one part, a short link.
    const [text] = await readTexts(e164);
    expect(text!.length).toBeLessThanOrEqual(160);
    expect(text).toContain('Kakyere');
    const link = text!.match(/https?:\/\/\S+/)![0];
    expect(new URL(link).pathname).toMatch(/^\/p\/[\w-]+$/);
    await page.goto(link);
    await expect(page).toHaveURL(/\/subscribe\/phone\?token=/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Confirm your number');
    expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
    await page.getByRole('button', { name: 'Confirm my number' }).click();
    await expect(page.getByText(SUBSCRIBE_MESSAGES.phoneConfirmed)).toBeVisible();
  });

  test('/alerts leads to the subscribe screen', async ({ page }) => {
    await page.goto('/alerts');
    await expect(page).toHaveURL('/subscribe');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Subscribe to Kakyerɛ');
  });
});

test.describe('Subscribe on a phone @phone', () => {
  test.slow();

  test('the form and the settings page have no axe violations, with an error showing @phone', async ({ page }) => {
    await page.goto('/subscribe');
    await method(page, 'WhatsApp').check();
    await submit(page).click();
    await expect(errorBox(page)).toBeVisible();
    const results = await new AxeBuilder({ page }).analyze();
    expect(results.violations.map((v) => `${v.id}: ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(' | ')}`)).toEqual([]);

    const email = newEmail('phone-axe');
    await emailBox(page).fill(email);
    await industry(page, 'Education').check();
    await page.getByRole('textbox', { name: /Phone number/ }).fill('024 123 4567');
    await submit(page).click();
    await expect(page.getByRole('status').filter({ hasText: SUBSCRIBE_MESSAGES.success })).toBeVisible();
    // The confirmation page on a phone, with its one button: no axe violations either.
    const confirmation = await readMail(email, 'Confirm your address');
    await page.goto(linkIn(confirmation, '/subscribe/confirm'));
    await expect(page.getByRole('button', { name: 'Confirm', exact: true })).toBeVisible();
    expect((await new AxeBuilder({ page }).analyze()).violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
    await page.getByRole('button', { name: 'Confirm', exact: true }).click();
    await expect(page.getByText(SUBSCRIBE_MESSAGES.addressConfirmed)).toBeVisible();
    await page.goto(linkIn(await readMail(email, 'subscribed'), '/subscribe/manage'));
    await expect(page.getByRole('textbox', { name: /Phone number/ })).toHaveValue('024 123 4567');
    const manage = await new AxeBuilder({ page }).analyze();
    expect(manage.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
  });
});
