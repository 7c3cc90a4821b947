import type { PageDataSource, SignedInUser } from '@kakyere/contract';
import { INDUSTRIES, SUBSCRIBE_MESSAGES } from '@kakyere/contract/constants';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { render } from './entry-server';

// Pages with nothing in them: these tests are about who the page is rendered for.
const data: PageDataSource = {
  hansards: async () => [],
  hansard: async () => null,
  hansardSpeeches: async () => null,
  bills: async () => ({ bills: [], total: 0 }),
  billJourney: async () => null,
  billSections: async () => null,
  legalOpinion: async () => null,
  search: async () => ({ ok: false, error: 'Type what to search for' }),
  profile: async (userId) =>
    userId === 'u1' ? { fullName: 'ama Mensah', email: 'ama@example.com', organization: 'Ghana Cocoa Board', industry: 'Agriculture', emailVerified: true, createdAt: '2026-11-02T10:00:00.000Z' } : null,
  managedSubscription: async (token) =>
    token === 'good-link'
      ? { email: 'trader@example.org', name: 'Yaw', industries: ['Agriculture', 'Trade'], channels: { email: true, sms: false, whatsapp: false }, phone: null, phoneConfirmed: false, emailConfirmed: true, frequency: 'daily', active: true, createdAt: '2026-11-20T08:00:00.000Z' }
      : null,
  people: async () => ({ rows: [], total: 0 }),
  parliaments: async () => ({ parliaments: [], parties: [], regions: [] }),
  person: async () => null,
  personSpeeches: async () => null,
  personSittings: async () => null,
  personQuestions: async () => null,
};

const ama: SignedInUser = { uid: 'u1', displayName: 'ama Mensah', email: 'ama@example.com', photoURL: null, emailVerified: true };

const page = (path: string, viewer?: { user: SignedInUser | null }) => render(new URL(path, 'http://localhost'), data, viewer);
const header = (html: string) => html.slice(html.indexOf('<header'), html.indexOf('</header>'));

// First in the file: the footer is a lazy component, so this is a render that has to wait for it.
describe('a page rendered before its lazy parts were loaded', () => {
  it('arrives whole, with nothing left for the browser to render', async () => {
    const { html } = await page('/hansards', { user: null });
    expect(html).toContain('<footer');
    expect(html).not.toContain('<!--$!-->');
  });
});

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

describe('the alert settings page, rendered for its link', () => {
  it('arrives with the subscription its link is for in the HTML, and ships it to the browser', async () => {
    const { html, state } = await page('/subscribe/manage?token=good-link');
    expect(html).toContain('trader@example.org');
    expect(html).toMatch(/value="Agriculture"[^>]*checked|checked[^>]*value="Agriculture"/);
    expect(JSON.stringify(state)).toContain('"managed","good-link"');
  });

  it('leaves a bad link to the browser, which asks and says so', async () => {
    const { state } = await page('/subscribe/manage?token=stale-link');
    expect(JSON.stringify(state)).not.toContain('stale-link');
  });
});

describe('the alert pages, rendered on the server', () => {
  afterEach(() => vi.unstubAllGlobals());
  const main = (html: string) => html.slice(html.indexOf('<main'), html.indexOf('</main>'));
  const checked = (html: string, value: string) => {
    const input = (html.match(/<input[^>]*>/g) ?? []).find((tag) => tag.includes(`value="${value}"`));
    if (!input) throw new Error(`no input with value ${value}`);
    return input.includes('checked=""');
  };

  it("renders /subscribe as spec §2 describes it, at its defaults", async () => {
    const { html } = await page('/subscribe', { user: null });
    const form = main(html);
    expect(form).toMatch(/<h1[^>]*>Subscribe to <span[^>]*>Kakyerɛ<\/span><\/h1>/);
    expect(form).toMatch(/<form[^>]*novalidate=""/i);
    expect(form).toMatch(/<input[^>]*type="email"[^>]*required=""/);
    expect(form).toContain('(optional)');
    expect(form).toMatch(/<fieldset[^>]*><legend[^>]*>Industries<\/legend>/);
    for (const industry of INDUSTRIES) expect(form).toContain(`value="${industry}"`);
    expect(form).toContain('Selected: 0 of 20');
    expect(form).toContain('>Select All</button>');
    // Spec §5's defaults: e-mail on, SMS and WhatsApp off, no industries, no phone field.
    expect(checked(form, 'email')).toBe(true);
    expect(checked(form, 'sms')).toBe(false);
    expect(checked(form, 'whatsapp')).toBe(false);
    expect(INDUSTRIES.some((industry) => checked(form, industry))).toBe(false);
    expect(form).not.toContain('type="tel"');
    expect(form).toContain('used only to send you Hansard notifications. We never share them, and you can unsubscribe at any time.');
    expect(form).toMatch(/<button type="submit"[^>]*>Subscribe<\/button>/);
    expect(form).not.toContain('role="alert"');
    expect(form).toContain('href="/subscribe/manage"');
  });

  it('renders the link pages without calling the API: the manage page’s e-mail form, the unsubscribe question', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    const manage = main((await page('/subscribe/manage')).html);
    expect(manage).toContain('Manage your alerts');
    expect(manage).toContain('E-mail me a link');
    const managed = main((await page('/subscribe/manage?token=abc')).html);
    expect(managed).toContain('Loading your alert settings...');
    // Opening an unsubscribe link stops nothing (mail scanners open links): a person presses the button.
    const unsubscribe = main((await page('/unsubscribe?token=abc')).html);
    expect(unsubscribe).toContain('Stop all Kakyerɛ alerts to this address?');
    expect(unsubscribe).toMatch(/<button type="button"[^>]*>Unsubscribe<\/button>/);
    expect(main((await page('/unsubscribe')).html)).toContain(SUBSCRIBE_MESSAGES.unsubscribeLinkInvalid);
    expect(main((await page('/subscribe/confirm')).html)).toContain(SUBSCRIBE_MESSAGES.manageLinkInvalid);
    // Nor does a texted confirmation link (messaging apps fetch links for previews): only its button confirms.
    const phone = main((await page('/subscribe/phone?token=abc')).html);
    expect(phone).toContain('Send Kakyerɛ alerts about Parliament to this phone number?');
    expect(phone).toMatch(/<button type="button"[^>]*>Confirm my number<\/button>/);
    expect(main((await page('/subscribe/phone')).html)).toContain(SUBSCRIBE_MESSAGES.phoneLinkInvalid);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('keeps the profile’s Subscriptions section as the spec words it', async () => {
    const { html } = await page('/profile', { user: ama });
    expect(html).toContain('Manage your hansard alert subscriptions (coming soon)');
    expect(html).toMatch(/<button type="button" disabled=""[^>]*>Configure Alerts \(Coming Soon\)<\/button>/);
    expect(html).toContain('Looking for your alerts...');
  });
});

describe('a Hansard whose editors’ summary is kept over a newer machine one, rendered on the server', () => {
  const sitting = {
    id: '2011-10-26',
    title: 'Statements on the doctors’ strike',
    date: '2011-10-26',
    session_type: 'Plenary Sitting — Third Meeting, Third Session, Fifth Parliament',
    summary: 'The editors’ summary of the sitting.',
    affected_industries: [],
    key_topics: [],
    bills_discussed: [],
    mps_present: [],
    document_url: null,
    has_pdf: false,
    provenance: { source: 'seed', engine: 'editor', engine_version: 'seed-1', model: null, created_at: '2026-11-01T00:00:00.000Z', updated_at: '2026-11-01T00:00:00.000Z' },
    analysis_version: 1,
  };
  const withSitting = (newer: { version: number } | null): PageDataSource => ({ ...data, hansard: async (id) => (id === sitting.id ? { ...sitting, newer_machine_summary: newer } : null) });

  it('says in the HTML that a newer machine-written summary exists, and ships the record it rests on', async () => {
    const { html, state } = await render(new URL('/hansards/2011-10-26', 'http://localhost'), withSitting({ version: 2 }), { user: null });
    expect(html).toContain('The editors’ summary of the sitting.');
    expect(html).toContain('A newer machine-written summary of this sitting exists; the editors&#x27; summary is shown.');
    expect(JSON.stringify(state)).toContain('"newer_machine_summary":{"version":2}');
  });

  it('says nothing of the kind when the shown summary is the newest', async () => {
    const { html } = await render(new URL('/hansards/2011-10-26', 'http://localhost'), withSitting(null), { user: null });
    expect(html).toContain('The editors’ summary of the sitting.');
    expect(html).not.toContain('newer machine-written summary');
  });
});

describe('a sitting with speeches, rendered on the server', () => {
  const raw = 'PRAYERS\n\nMr Second Deputy Speaker: Hon Members, order.\n\nSome Hon Members: Hear! Hear!\n';
  const provenance = { source: 'file:x.txt', engine: 'builtin', engine_version: 'builtin-1', model: null, created_at: '2026-11-01T00:00:00.000Z', updated_at: '2026-11-01T00:00:00.000Z' };
  const hansard = {
    id: '2011-10-26',
    title: 'Votes and Proceedings',
    date: '2011-10-26',
    session_type: null,
    summary: 'A summary.',
    affected_industries: [],
    key_topics: [],
    bills_discussed: [],
    mps_present: ['Dr Anthony Akoto Osei', 'Mr Cletus A. Avoka'],
    mps_present_people: [
      { name: 'Dr Anthony Akoto Osei', person: { id: 'anthony-akoto-osei', name: 'Anthony Akoto Osei' } },
      { name: 'Mr Cletus A. Avoka', person: null },
    ],
    raw_text: raw,
    document_url: null,
    has_pdf: false,
    akn_path: '/akn/gh/debate/2011-10-26/eng@/main.xml',
    provenance,
    analysis_version: 1,
    newer_machine_summary: null,
    evidence: null,
  };
  const speech = (n: number, label: string, person: { id: string; name: string } | null, post: string | null) => ({
    id: `2011-10-26-c111-${n}`,
    hansard_id: '2011-10-26',
    date: '2011-10-26',
    position: n - 1,
    label,
    person,
    post,
    heading: null,
    column: 111,
    text: 'words',
    start: raw.indexOf(`${label}:`),
    end: raw.indexOf(`${label}:`) + 10,
  });
  const source: PageDataSource = {
    ...data,
    hansard: async (id) => (id === hansard.id ? { ...hansard, raw_text: undefined, evidence: undefined, mps_present_people: undefined } : null),
    hansardSpeeches: async (id) =>
      id === hansard.id
        ? {
            hansard,
            speeches: [
              speech(1, 'Mr Second Deputy Speaker', { id: 'aaron-michael-oquaye', name: 'Aaron Michael Oquaye' }, 'Second Deputy Speaker'),
              speech(2, 'Some Hon Members', null, null),
            ],
          }
        : null,
  };

  it('opened at a speech (?speech=), has every speech in the HTML under its anchor, its speaker linked or said to be unidentified, and the linked Members present', async () => {
    const { html, state } = await render(new URL('/hansards/2011-10-26?speech=2011-10-26-c111-1', 'http://localhost'), source, { user: null });
    expect(html).toContain('id="speech-2011-10-26-c111-1"');
    expect(html).toMatch(/<a[^>]*href="\/members\/aaron-michael-oquaye"[^>]*>Aaron Michael Oquaye<\/a>/);
    expect(html).toContain('Second Deputy Speaker');
    expect(html).toContain('id="speech-2011-10-26-c111-2"');
    expect(html).toContain('(speaker not identified)');
    expect(html).toContain('Hon Members, order.');
    expect(html).toMatch(/<a[^>]*href="\/members\/anthony-akoto-osei"[^>]*>Dr Anthony Akoto Osei<\/a>/);
    expect(html).toContain('<li>Mr Cletus A. Avoka</li>');
    // The sitting in the standard XML, a plain link that needs no JavaScript.
    expect(html).toMatch(/<a href="\/akn\/gh\/debate\/2011-10-26\/eng@\/main\.xml" type="application\/akn\+xml"[^>]*>Akoma Ntoso XML<\/a>/);
    // The speeches travel without their words: the transcript carries them once.
    expect(JSON.stringify(state)).toContain('"queryKey":["hansards","speeches","2011-10-26"]');
    expect(JSON.stringify(state)).not.toContain('"text":"words"');
  });

  it('opened plainly, stays light: the transcript and its speeches follow in the browser (decision 009)', async () => {
    const { html, state } = await render(new URL('/hansards/2011-10-26', 'http://localhost'), source, { user: null });
    expect(html).toContain('A summary.');
    expect(html).not.toContain('id="speech-2011-10-26-c111-1"');
    expect(html).not.toContain('Hon Members, order.');
    expect(JSON.stringify(state)).not.toContain('"speeches"');
  });
});

describe('a bill page, rendered on the server', () => {
  // The fictional bill of the server's bill-text fixtures (apps/server/test/fixtures/bill-texts).
  const journey = {
    bill: {
      id: 'lagoon-fisheries-bill-2031',
      billNumber: null,
      title: 'Lagoon Fisheries (Test Fixture) Bill, 2031',
      shortTitle: null,
      summary: 'A fictional bill for the tests.',
      billType: 'Government Bill' as const,
      sponsor: null,
      ministry: null,
      status: 'active' as const,
      currentStage: 'first_reading' as const,
      introductionDate: '2031-01-15',
      lastActionDate: null,
      actNumber: null,
      actTitle: null,
      parliament: null,
      industries: [],
      aliases: [],
      sources: [],
    },
    stages: [],
    amendments: [],
    debates: [],
    stakeholders: [],
  };
  const aknPath = '/akn/gh/bill/2031/lagoon-fisheries-bill-2031/eng@/main.xml';
  const withText = (text: boolean, path = aknPath): PageDataSource => ({
    ...data,
    billJourney: async (id) => (id === journey.bill.id ? journey : null),
    billSections: async () => (text ? { hasText: true, sections: [{ number: '1', heading: 'Object', kind: 'section' }], aknPath: path } : { hasText: false, sections: [], aknPath: null }),
  });

  it('links the stored text as Akoma Ntoso XML with a plain link, and says nothing of it without a text', async () => {
    const url = new URL(`/bills/${journey.bill.id}`, 'http://localhost');
    const { html } = await render(url, withText(true), { user: null });
    expect(html).toMatch(/<a href="\/akn\/gh\/bill\/2031\/lagoon-fisheries-bill-2031\/eng@\/main\.xml" type="application\/akn\+xml"[^>]*>Akoma Ntoso XML<\/a>/);
    expect((await render(url, withText(false), { user: null })).html).not.toContain('Akoma Ntoso');
  });

  it("calls the text the bill's while it is a bill's, and the Act's once it is published as the Act", async () => {
    const url = new URL(`/bills/${journey.bill.id}`, 'http://localhost');
    const asBill = (await render(url, withText(true), { user: null })).html;
    expect(asBill).toContain('The bill’s text');
    expect(asBill).not.toContain('The Act’s text');
    const asAct = (await render(url, withText(true, '/akn/gh/act/2031/1234/eng@/main.xml'), { user: null })).html;
    expect(asAct).toContain('The Act’s text');
    expect(asAct).not.toContain('The bill’s text');
  });
});
