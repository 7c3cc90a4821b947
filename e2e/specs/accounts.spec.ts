import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { ACCOUNT_MESSAGES } from '@kakyere/contract/constants';
import { actAsNewClient, googleFailsNext, googleSignsInAs, linkIn, newEmail, readMail } from '../support/accounts.js';
import { holdRequests } from '../support/api.js';
import { expect, failedResource, test } from '../support/fixtures.js';

const field = (page: Page, name: string) => page.getByLabel(name, { exact: true });
const errorBox = (page: Page) => page.getByRole('alert');
const avatarButton = (page: Page) => page.getByRole('button', { name: /account menu/i });

async function fillSignUp(page: Page, values: { name?: string; email?: string; password?: string; confirm?: string }) {
  if (values.name !== undefined) await field(page, 'Full Name').fill(values.name);
  if (values.email !== undefined) await field(page, 'Email Address').fill(values.email);
  if (values.password !== undefined) await field(page, 'Password').fill(values.password);
  if (values.confirm !== undefined) await field(page, 'Confirm Password').fill(values.confirm);
}

async function signUpThroughPage(page: Page, name: string, email: string, password = 'secret1') {
  await page.goto('/signup');
  await fillSignUp(page, { name, email, password, confirm: password });
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page).toHaveURL('/');
  await expect(avatarButton(page)).toBeVisible();
}

test.beforeEach(async ({ page }) => {
  await actAsNewClient(page);
});

test.describe('Sign up', () => {
  test('checks the form in the spec’s order, in the page, and sends nothing until it is right', async ({ page }) => {
    const sent: string[] = [];
    page.on('request', (r) => r.url().includes('/api/auth/sign-up') && sent.push(r.url()));
    await page.goto('/signup');
    await expect(page.getByRole('button', { name: 'Continue with Google' })).toBeVisible();
    await expect(page.getByText('Or sign up with email')).toBeVisible();
    await expect(field(page, 'Email Address')).toHaveAttribute('type', 'email');
    await expect(page.getByText('At least 6 characters')).toBeVisible();
    const create = page.getByRole('button', { name: 'Create Account' });

    await create.click();
    await expect(errorBox(page)).toHaveText(ACCOUNT_MESSAGES.fullNameRequired);
    await fillSignUp(page, { name: 'Akosua Frimpong' });
    await create.click();
    await expect(errorBox(page)).toHaveText(ACCOUNT_MESSAGES.emailRequired);
    await fillSignUp(page, { email: 'akosua@example', password: 'abc', confirm: 'abd' });
    await create.click();
    await expect(errorBox(page)).toHaveText(ACCOUNT_MESSAGES.emailInvalid);
    await fillSignUp(page, { email: 'akosua@example.org' });
    await create.click();
    await expect(errorBox(page)).toHaveText('Passwords do not match');
    await fillSignUp(page, { confirm: 'abc' });
    await create.click();
    await expect(errorBox(page)).toHaveText('Password must be at least 6 characters');
    expect(sent).toEqual([]);
  });

  test('creates the account, signs in, e-mails a link that verifies it, and the profile says Verified', async ({ page }) => {
    const email = newEmail('ama');
    await signUpThroughPage(page, 'Ama Serwaa', email);

    const mail = await readMail(email, 'Confirm your e-mail');
    expect(mail.html).toContain('Confirm my e-mail address');
    await page.goto('/profile');
    await expect(page.getByText('Not Verified')).toBeVisible();
    // Lost the first e-mail? The profile sends another.
    await page.getByRole('button', { name: 'Send verification link' }).click();
    await expect(page.getByText(ACCOUNT_MESSAGES.verificationSent)).toBeVisible();
    const again = await readMail(email, 'Confirm your e-mail', 1);

    await page.goto(linkIn(again, '/api/auth/verify-email'));
    await expect(page).toHaveURL('/verify-email');
    await expect(page.getByText(ACCOUNT_MESSAGES.emailVerified)).toBeVisible();

    await page.goto('/profile');
    const account = page.getByRole('region', { name: 'Account' });
    await expect(account).toContainText('Ama Serwaa');
    await expect(account).toContainText(email);
    await expect(page.getByText('Verified', { exact: true })).toBeVisible();
    await expect(page.getByText('Manage your hansard alert subscriptions (coming soon)')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Configure Alerts (Coming Soon)' })).toBeDisabled();
  });

  test('an address already in use shows the server’s message in the red box; buttons wait while it is sent', async ({ page, consoleErrors }) => {
    consoleErrors.allow(failedResource(422), failedResource(400));
    const email = newEmail('taken');
    await signUpThroughPage(page, 'First Owner', email);
    await page.context().clearCookies();
    await actAsNewClient(page);
    await page.goto('/signup');
    await fillSignUp(page, { name: 'Second Person', email, password: 'secret1', confirm: 'secret1' });
    const held = await holdRequests(page, (url) => url.pathname === '/api/auth/sign-up/email');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(page.getByRole('button', { name: 'Creating Account...' })).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Continue with Google' })).toBeDisabled();
    held.release();
    await expect(errorBox(page)).toContainText(/already exists/i);
    await expect(page).toHaveURL('/signup');
  });
});

test.describe('Log in and out', () => {
  test('a wrong password shows the error; the right one signs in; the avatar menu logs out', async ({ page, consoleErrors }) => {
    consoleErrors.allow(failedResource(401));
    const email = newEmail('kojo');
    await signUpThroughPage(page, 'Kojo Antwi', email, 'kojo-secret');
    await avatarButton(page).click();
    await page.getByRole('menuitem', { name: 'Log out' }).click();
    await expect(page.getByRole('link', { name: 'Log in' })).toBeVisible();

    await page.goto('/login');
    await expect(page.getByText('Or continue with email')).toBeVisible();
    await field(page, 'Email Address').fill(email);
    await field(page, 'Password').fill('not-it');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(errorBox(page)).toHaveText(ACCOUNT_MESSAGES.invalidCredentials);

    await field(page, 'Password').fill('kojo-secret');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL('/');

    // The avatar opens a menu with the name, the e-mail, Profile and Log out, from the keyboard too.
    await avatarButton(page).focus();
    await page.keyboard.press('Enter');
    const menu = page.getByRole('menu');
    await expect(menu).toHaveAccessibleName(new RegExp(`Kojo Antwi.*${email.replace(/[.+]/g, '\\$&')}`));
    await expect(page.getByRole('menuitem', { name: 'Profile' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(avatarButton(page)).toBeFocused();

    await avatarButton(page).click();
    await page.getByRole('menuitem', { name: 'Profile' }).click();
    await expect(page).toHaveURL('/profile');
    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL('/');
    await page.goto('/profile');
    await expect(page).toHaveURL('/login');
  });

  test('login checks its fields in the page before sending', async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(errorBox(page)).toHaveText(ACCOUNT_MESSAGES.emailRequired);
    await field(page, 'Email Address').fill('someone@example.org');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(errorBox(page)).toHaveText(ACCOUNT_MESSAGES.passwordRequired);
  });

  test('a signed-in reader’s header arrives rendered with the avatar, before any script runs', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL: baseURL!, extraHTTPHeaders: { 'x-forwarded-for': '198.19.0.7' } });
    const email = newEmail('no-script');
    const signedUp = await context.request.post('/api/auth/sign-up/email', { data: { name: 'Nana Ama', email, password: 'secret1' }, headers: { origin: baseURL! } });
    expect(signedUp.status()).toBe(200);
    const page = await context.newPage();
    const response = await page.goto('/bills');
    expect(response?.headers()['cache-control']).toBe('private, no-store');
    await expect(avatarButton(page)).toBeVisible();
    await expect(avatarButton(page)).toHaveText('N');
    await expect(page.getByRole('link', { name: 'Log in' })).toHaveCount(0);
    await context.close();
  });
});

test.describe('Google sign-in', () => {
  // One stand-in for Google serves the whole suite: who signs in next, or that the next one fails,
  // is shared state, so these take their turns.
  test.describe.configure({ mode: 'serial' });

  test('signs in through the provider and comes back signed in', async ({ page }) => {
    const email = newEmail('yaa.google');
    await googleSignsInAs({ sub: `google-${email}`, email, name: 'Yaa Asantewaa' });
    await page.goto('/login');
    await page.getByRole('button', { name: 'Continue with Google' }).click();
    await expect(page).toHaveURL('/');
    await expect(avatarButton(page)).toBeVisible();
    await page.goto('/profile');
    await expect(page.getByRole('region', { name: 'Account' })).toContainText('Yaa Asantewaa');
    await expect(page.getByText('Verified', { exact: true })).toBeVisible();
  });

  test('a cancelled sign-in comes back to the page with the provider’s message in the red box', async ({ page }) => {
    await googleFailsNext('access_denied', 'The user cancelled the sign-in');
    await page.goto('/signup');
    await page.getByRole('button', { name: 'Continue with Google' }).click();
    await expect(page).toHaveURL(/\/signup\?error=access_denied/);
    await expect(errorBox(page)).toHaveText('The user cancelled the sign-in');
  });

  test('on a site without Google keys the button says so in the red box, never silently', async ({ page, consoleErrors }) => {
    consoleErrors.allow(failedResource(400));
    // What a server without GOOGLE_CLIENT_ID answers (apps/server/test/accounts: 'Google sign-in when it is not configured').
    await page.route('**/api/auth/sign-in/social', (route) =>
      route.fulfill({ status: 400, contentType: 'application/json', body: JSON.stringify({ code: 'GOOGLE_NOT_CONFIGURED', message: ACCOUNT_MESSAGES.googleNotConfigured }) }),
    );
    await page.goto('/login');
    await page.getByRole('button', { name: 'Continue with Google' }).click();
    await expect(errorBox(page)).toHaveText(ACCOUNT_MESSAGES.googleNotConfigured);
    await expect(page.getByRole('button', { name: 'Continue with Google' })).toBeEnabled();
  });

  test('without the provider’s words the page says the spec’s fallback', async ({ page }) => {
    await page.goto('/login?error=access_denied');
    await expect(errorBox(page)).toHaveText('Failed to sign in with Google');
    await page.goto('/signup?error=access_denied');
    await expect(errorBox(page)).toHaveText('Failed to sign up with Google');
  });
});

test.describe('Forgotten password', () => {
  test('the e-mailed link lets the reader choose a new password and sign in with it', async ({ page, consoleErrors }) => {
    consoleErrors.allow(failedResource(401));
    const email = newEmail('efua');
    await signUpThroughPage(page, 'Efua Mensah', email, 'old-secret');
    await page.context().clearCookies();
    await page.goto('/login');
    await page.getByRole('link', { name: /forgot/i }).click();
    await expect(page).toHaveURL('/forgot-password');
    await field(page, 'Email Address').fill(email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect(page.getByText(ACCOUNT_MESSAGES.resetLinkSent)).toBeVisible();

    const mail = await readMail(email, 'new password');
    await page.goto(linkIn(mail, '/api/auth/reset-password'));
    await expect(page).toHaveURL(/\/reset-password\?token=/);
    await field(page, 'New password').fill('new-secret');
    await field(page, 'Confirm new password').fill('new-secret');
    await page.getByRole('button', { name: 'Change password' }).click();
    await expect(page.getByText(ACCOUNT_MESSAGES.passwordChanged)).toBeVisible();

    await page.goto('/login');
    await field(page, 'Email Address').fill(email);
    await field(page, 'Password').fill('new-secret');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL('/');
    await expect(avatarButton(page)).toBeVisible();
  });
});

test.describe('Profile', () => {
  test('redirects to /login when signed out (from the server too)', async ({ page, request }) => {
    const response = await request.get('/profile', { maxRedirects: 0 });
    expect(response.status()).toBe(302);
    expect(response.headers().location).toBe('/login');
    await page.goto('/profile');
    await expect(page).toHaveURL('/login');
  });

  test('Edit sets organization and industry, which then show on the profile', async ({ page }) => {
    const email = newEmail('kwesi');
    await signUpThroughPage(page, 'Kwesi Appiah', email);
    await page.goto('/profile');
    await expect(page.getByText('Organization', { exact: true })).toHaveCount(0);
    await page.getByRole('button', { name: /^Edit/ }).click();
    await page.getByLabel('Organization').fill('Ghana Cocoa Board');
    await page.getByLabel('Industry').selectOption('Agriculture');
    await page.getByRole('button', { name: /^Save/ }).click();
    await expect(page.getByText(ACCOUNT_MESSAGES.profileSaved)).toBeVisible();
    await page.reload();
    await expect(page.getByText('Ghana Cocoa Board')).toBeVisible();
    await expect(page.getByText('Agriculture')).toBeVisible();
  });
});

test.describe('Account screens on a phone @phone', () => {
  test.slow();

  const expectNoAxeViolations = async (page: Page) => {
    const results = await new AxeBuilder({ page }).analyze();
    expect(results.violations.map((v) => `${v.id}: ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(' | ')}`)).toEqual([]);
    expect(results.passes.length).toBeGreaterThan(10);
  };

  test('sign-up, login and profile have no axe violations, with an error showing too @phone', async ({ page }) => {
    await page.goto('/signup');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(errorBox(page)).toBeVisible();
    await expectNoAxeViolations(page);
    await page.goto('/login');
    await expectNoAxeViolations(page);
    await page.goto('/forgot-password');
    await expectNoAxeViolations(page);
    await signUpThroughPage(page, 'Adjoa Boakye', newEmail('adjoa'));
    await page.goto('/profile');
    await expect(page.getByRole('region', { name: 'Account' })).toContainText('Adjoa Boakye');
    await expectNoAxeViolations(page);
  });

  test('the avatar menu works on a phone, and logs out @phone', async ({ page }) => {
    await signUpThroughPage(page, 'Kweku Ananse', newEmail('kweku'));
    await avatarButton(page).click();
    await expect(page.getByRole('menuitem', { name: 'Profile' })).toBeInViewport();
    await page.getByRole('menuitem', { name: 'Log out' }).click();
    await expect(page.getByRole('link', { name: 'Sign up' })).toBeVisible();
  });
});
