import type { PageDataSource, SignedInUser } from '@kakyere/contract';
import { describe, expect, it } from 'vitest';
import { render } from './entry-server';

// Pages with nothing in them: these tests are about who the page is rendered for.
const data: PageDataSource = {
  hansards: async () => [],
  hansard: async () => null,
  bills: async () => [],
  billJourney: async () => null,
  billSections: async () => null,
  legalOpinion: async () => null,
  profile: async (userId) =>
    userId === 'u1' ? { fullName: 'ama Mensah', email: 'ama@example.com', organization: 'Ghana Cocoa Board', industry: 'Agriculture', emailVerified: true, createdAt: '2026-11-02T10:00:00.000Z' } : null,
};

const ama: SignedInUser = { uid: 'u1', displayName: 'ama Mensah', email: 'ama@example.com', photoURL: null, emailVerified: true };

const page = (path: string, viewer?: { user: SignedInUser | null }) => render(new URL(path, 'http://localhost'), data, viewer);
const header = (html: string) => html.slice(html.indexOf('<header'), html.indexOf('</header>'));

describe('the server-rendered header', () => {
  it("shows a signed-in reader's avatar menu button, not Log in, and ships the answer to the browser", async () => {
    const { html, state } = await page('/bills', { user: ama });
    expect(header(html)).toContain('aria-haspopup="menu"');
    expect(header(html)).toContain('aria-label="Account menu for ama Mensah"');
    expect(header(html)).toMatch(/>A<\/span>/);
    expect(header(html)).not.toContain('Log in');
    expect(JSON.stringify(state)).toContain('"queryKey":["viewer"]');
  });

  it('shows Log in and Sign up to a signed-out reader', async () => {
    const { html } = await page('/bills', { user: null });
    expect(header(html)).toContain('href="/login"');
    expect(header(html)).toContain('href="/signup"');
    expect(header(html)).not.toContain('aria-haspopup');
  });

  it('shows a neutral placeholder when nobody said who the reader is', async () => {
    const { html } = await page('/bills');
    expect(header(html)).toContain('data-testid="account-pending"');
    expect(header(html)).not.toContain('Log in');
  });
});

describe('the account screens, rendered on the server', () => {
  it('shows the Google failure the provider flow came back with, or the page’s own text', async () => {
    const login = await page('/login?error=access_denied&error_description=You%20cancelled', { user: null });
    expect(login.html).toMatch(/role="alert"[^>]*>You cancelled</);
    expect(login.html).toContain('Or continue with email');
    const signup = await page('/signup?error=state_mismatch', { user: null });
    expect(signup.html).toMatch(/role="alert"[^>]*>Failed to sign up with Google</);
    expect(signup.html).toContain('Or sign up with email');
    expect((await page('/login', { user: null })).html).not.toContain('role="alert"');
  });

  it('renders the sign-up form with its labels, hint and autocomplete', async () => {
    const { html } = await page('/signup', { user: null });
    for (const label of ['Full Name', 'Email Address', 'Password', 'Confirm Password']) expect(html).toContain(`>${label}</label>`);
    expect(html).toContain('At least 6 characters');
    // HTML attribute names are case-insensitive (React writes autoComplete as it is spelled).
    expect(html.toLowerCase()).toContain('autocomplete="new-password"');
    expect(html.toLowerCase()).toContain('novalidate');
    expect(html).toContain('Create Account');
  });

  it('renders the e-mailed links’ landing pages', async () => {
    expect((await page('/verify-email')).html).toContain('Your email address is verified. Thank you!');
    expect((await page('/verify-email?error=invalid_token')).html).toContain('This verification link has expired');
    expect((await page('/reset-password?error=INVALID_TOKEN')).html).toContain('This password reset link has expired');
    expect((await page('/reset-password?token=abc')).html).toContain('Change password');
  });
});

describe('the profile, rendered for its owner', () => {
  it('arrives with the reader’s details in the HTML, not a loading state', async () => {
    const { html, state } = await page('/profile', { user: ama });
    expect(html).toContain('Ghana Cocoa Board');
    expect(html).toContain('Agriculture');
    expect(html).toContain('2 November 2026');
    expect(html).not.toContain('Loading...');
    expect(JSON.stringify(state)).toContain('"queryKey":["profile"]');
  });
});
