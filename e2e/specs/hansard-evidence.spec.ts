import AxeBuilder from '@axe-core/playwright';
import type { Hansard, HansardEvidence } from '@kakyere/contract';
import type { Locator, Page } from '@playwright/test';
import { isDetailRequest, isListRequest, type HansardListItem } from '../support/api.js';
import { cardTitled } from '../support/feed.js';
import { expect, test } from '../support/fixtures.js';

/*
 * TEST DATA: every sitting, speech, quote and bill below is invented for these tests (apart from
 * the id of one seeded bill record, which the bill link must reach). None of it is from a real
 * Official Report.
 */

const ID = 'test-evidence-sitting';
const TITLE = 'TEST DATA: Invented sitting with traceable claims';
const PDF_URL = 'https://example.org/test-data/official-report.pdf';
const SEEDED_BILL_ID = 'right-to-information-bill-2018';

const filler = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, i) => `(Test filler line ${from + i}: invented text, not a real record.)`);

const RAW_TEXT = [
  '[TEST DATA — an invented transcript for an end-to-end test]',
  '[Col. 101]',
  'MR SPEAKER: Honourable Members, the House will consider the Test Fisheries (Amendment) Bill, 2099 today.',
  'THE TEST MINISTER: Mr Speaker, the Right to Information Bill, 2018 was cited as a model for this Bill.',
  ...filler(1, 45),
  '[Col. 102]',
  'MR TEST MEMBER: The levy on premix fuel must be reviewed before the lean season, Mr Speaker.',
  ...filler(46, 70),
  'MS EXAMPLE MEMBER: I read the placard: "<script>alert(\'xss\')</script> is not a bill", it said.',
  ...filler(71, 80),
].join('\n');

const QUOTES = {
  consider: 'the House will consider the Test Fisheries (Amendment) Bill, 2099',
  premix: 'The levy on premix fuel must be reviewed before the lean season',
  script: '"<script>alert(\'xss\')</script> is not a bill"',
  rti: 'the Right to Information Bill, 2018 was cited as a model',
} as const;

/** The quote's span in RAW_TEXT, with the printed column given. */
function located(quote: string, column: number | null) {
  const start = RAW_TEXT.indexOf(quote);
  if (start < 0) throw new Error(`test data: quote not in the transcript: ${quote}`);
  return { quote, span: { start, end: start + quote.length, column } };
}

const SENTENCES = [
  'The House took up the Test Fisheries (Amendment) Bill, 2099.',
  'A member asked for the premix fuel levy to be reviewed before the lean season.',
  'A placard read out in the House said "<script>alert(\'xss\')</script> is not a bill".',
];

const EVIDENCE: HansardEvidence = {
  summary: [
    { sentence: SENTENCES[0]!, ...located(QUOTES.consider, 101) },
    { sentence: SENTENCES[1]!, ...located(QUOTES.premix, 102) },
    { sentence: SENTENCES[2]!, ...located(QUOTES.script, null) },
  ],
  affected_industries: [{ industry: 'Agriculture', ...located(QUOTES.premix, 102) }],
  bills_discussed: [
    { bill: 'Test Fisheries (Amendment) Bill, 2099', bill_id: null, ...located(QUOTES.consider, 101) },
    { bill: 'Right to Information Bill, 2018', bill_id: SEEDED_BILL_ID, ...located(QUOTES.rti, 101) },
  ],
  fallback_reason: null,
};

const RECORD: Hansard = {
  id: ID,
  title: TITLE,
  date: '2024-06-04',
  session_type: 'Test Sitting',
  summary: SENTENCES.join(' '),
  affected_industries: ['Agriculture', 'Trade'],
  key_topics: ['Test topic one', 'Test topic two'],
  bills_discussed: EVIDENCE.bills_discussed.map((b) => b.bill),
  mps_present: ['Test Member One', 'Test Member Two'],
  mps_present_people: [
    { name: 'Test Member One', person: null },
    { name: 'Test Member Two', person: null },
  ],
  raw_text: RAW_TEXT,
  document_url: PDF_URL,
  has_pdf: false,
  akn_path: null,
  provenance: {
    source: PDF_URL,
    engine: 'builtin',
    engine_version: 'builtin-1.0.0',
    model: null,
    created_at: '2024-06-05T09:00:00.000Z',
    updated_at: '2024-06-05T09:00:00.000Z',
  },
  // Not stored, so no version a reader could rate: the accuracy question is summary-feedback.spec's.
  analysis_version: null,
  newer_machine_summary: null,
  evidence: EVIDENCE,
};

/** Answers GET /api/hansards/{id} for the invented sitting with `record`, and its speeches (it has none). */
async function serveRecord(page: Page, record: Hansard = RECORD): Promise<void> {
  await page.route(isDetailRequest(record.id), (route) =>
    route.fulfill({ status: 200, json: { success: true, data: { hansard: record } } }),
  );
  await page.route(
    (url) => url.pathname === `/api/hansards/${record.id}/speeches`,
    (route) => route.fulfill({ status: 200, json: { success: true, data: [], total: 0 } }),
  );
}

/** Puts the invented sitting (as the list sends it: no transcript, no evidence) first in the list. */
async function listRecord(page: Page, record: Hansard = RECORD): Promise<void> {
  const { raw_text: _raw, evidence: _evidence, ...item } = record;
  await page.route(isListRequest, async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { success: true; data: { hansards: HansardListItem[] } };
    await route.fulfill({ status: 200, json: { ...body, data: { hansards: [item, ...body.data.hansards] } } });
  });
}

function section(dialog: Locator, title: string): Locator {
  return dialog.locator('section').filter({ has: dialog.page().getByRole('heading', { name: title, exact: true }) });
}

const proceedings = (dialog: Locator) => dialog.getByRole('region', { name: 'Full proceedings transcript' });

/**
 * The invented sitting exists only in the stubbed API, so the server rightly answers its permalink
 * with a 404 page; serve that page as a 200 (a 404 document is a console error in Chromium).
 */
async function servePermalink(page: Page, id: string): Promise<void> {
  await page.route(
    (url) => url.pathname === `/hansards/${id}`,
    async (route) => {
      if (route.request().resourceType() !== 'document') return route.fallback();
      // It renders 'Hansard not found', which the browser hydrates and then replaces with the stubbed record.
      const response = await route.fetch();
      await route.fulfill({ response, status: 200 });
    },
  );
}

async function openRecord(page: Page, record: Hansard = RECORD): Promise<Locator> {
  await serveRecord(page, record);
  await servePermalink(page, record.id);
  await page.goto(`/hansards/${record.id}`);
  const dialog = page.getByRole('dialog', { name: record.title });
  await expect(proceedings(dialog)).toBeVisible();
  return dialog;
}

test.describe('Hansard evidence: every AI claim traceable to the record', () => {
  test('a reader sees how the summary was made, reveals a sentence’s source and finds it in the proceedings', async ({
    page,
  }) => {
    await serveRecord(page);
    await listRecord(page);
    await page.goto('/hansards');
    await cardTitled(page, TITLE).getByRole('button', { name: 'Read Full Hansard' }).click();
    await expect(page).toHaveURL(`/hansards/${ID}`);
    const dialog = page.getByRole('dialog', { name: TITLE });
    const summary = section(dialog, 'Summary');

    await expect(summary.getByTestId('hansard-provenance')).toContainText(
      "Summarised by Kakyerɛ's built-in engine (builtin-1.0.0) from the Official Report",
    );
    await expect(summary.getByRole('link', { name: /the Official Report/ })).toHaveAttribute('href', PDF_URL);

    // One Source control per sentence, collapsed until asked.
    const sources = summary.getByRole('button', { name: /^Show source for sentence \d$/ });
    await expect(sources).toHaveCount(3);
    await expect(summary.locator('blockquote')).toHaveCount(0);

    const second = summary.getByRole('button', { name: 'Show source for sentence 2' });
    await expect(second).toHaveAttribute('aria-expanded', 'false');
    await second.click();
    const hide = summary.getByRole('button', { name: 'Hide source for sentence 2' });
    await expect(hide).toHaveAttribute('aria-expanded', 'true');
    const quote = summary.locator('blockquote');
    await expect(quote).toHaveText(QUOTES.premix);
    await expect(quote.locator('xpath=..')).toContainText('Col. 102');

    // The passage is far down the transcript: showing it scrolls there and highlights exactly it.
    const box = proceedings(dialog);
    await expect(box.locator('mark')).toHaveCount(0);
    await summary.getByRole('button', { name: 'Show in full proceedings' }).click();
    const mark = box.locator('mark');
    await expect(mark).toHaveText(RAW_TEXT.slice(EVIDENCE.summary[1]!.span.start, EVIDENCE.summary[1]!.span.end));
    await expect(mark).toBeVisible();
    await expect(mark).toBeInViewport();
    await expect(mark).toBeFocused();
    expect(await box.evaluate((el) => el.scrollTop)).toBeGreaterThan(0);
    await expect(section(dialog, 'Full Proceedings')).toContainText('Highlighted: the source of sentence 2 (Col. 102)');
    // The transcript is intact around the highlight.
    await expect(box).toContainText('(Test filler line 1: invented text');
    await expect(box).toContainText('(Test filler line 80: invented text');

    // Hiding the source again.
    await hide.click();
    await expect(summary.locator('blockquote')).toHaveCount(0);
    await section(dialog, 'Full Proceedings').getByRole('button', { name: 'Clear highlight' }).click();
    await expect(box.locator('mark')).toHaveCount(0);
    await expect(box).toBeFocused();
  });

  test('it works from the keyboard alone', async ({ page }) => {
    const dialog = await openRecord(page);
    const first = dialog.getByRole('button', { name: 'Show source for sentence 1' });
    await first.focus();
    await page.keyboard.press('Enter');
    await expect(dialog.getByRole('button', { name: 'Hide source for sentence 1' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(dialog.getByRole('button', { name: 'Show in full proceedings' })).toBeFocused();
    await page.keyboard.press('Enter');
    const mark = proceedings(dialog).locator('mark');
    await expect(mark).toHaveText(QUOTES.consider);
    await expect(mark).toBeFocused();
    await expect(mark).toBeInViewport();
  });

  test('industries and bills show their quotes; a bill with a record links to it', async ({ page }) => {
    const dialog = await openRecord(page);

    const industries = section(dialog, 'Affected Industries');
    await expect(industries.getByRole('listitem')).toHaveText(['Agriculture', 'Trade']);
    // Trade has no recorded evidence, so it stays a plain chip.
    await expect(industries.getByRole('button')).toHaveCount(1);
    await industries.getByRole('button', { name: 'Show source for Agriculture' }).click();
    await expect(industries.locator('blockquote')).toHaveText(QUOTES.premix);
    await expect(industries).toContainText('Col. 102');
    await industries.getByRole('button', { name: 'Show in full proceedings' }).click();
    await expect(proceedings(dialog).locator('mark')).toHaveText(QUOTES.premix);
    await expect(section(dialog, 'Full Proceedings')).toContainText('the source of “Agriculture”');

    const bills = section(dialog, 'Bills Discussed');
    await expect(bills.getByRole('link')).toHaveCount(1);
    // A bill without a record is named but not linked.
    const unlinked = bills.getByRole('listitem').filter({ hasText: 'Test Fisheries (Amendment) Bill, 2099' });
    await expect(unlinked).toBeVisible();
    await expect(unlinked.getByRole('link')).toHaveCount(0);
    await bills.getByRole('button', { name: 'Show source for Test Fisheries (Amendment) Bill, 2099' }).click();
    await expect(bills.locator('blockquote')).toHaveText(QUOTES.consider);
    await expect(bills).toContainText('Col. 101');

    const link = bills.getByRole('link', { name: 'Right to Information Bill, 2018' });
    await expect(link).toHaveAttribute('href', `/bills/${SEEDED_BILL_ID}`);
    await link.click();
    await expect(page).toHaveURL(`/bills/${SEEDED_BILL_ID}`);
    await expect(page.getByRole('heading', { name: 'Right to Information Bill, 2018', level: 1 })).toBeVisible();
  });

  test('record text that looks like HTML is shown literally, never run', async ({ page }) => {
    let dialogs = 0;
    page.on('dialog', (d) => {
      dialogs += 1;
      void d.dismiss();
    });
    const dialog = await openRecord(page);
    const summary = section(dialog, 'Summary');
    await expect(summary).toContainText(SENTENCES[2]!);
    await summary.getByRole('button', { name: 'Show source for sentence 3' }).click();
    await expect(summary.locator('blockquote')).toHaveText(QUOTES.script);
    // No column was recorded for this passage, so none is claimed.
    await expect(summary.locator('figcaption')).toHaveText('Quoted from the proceedings');
    await summary.getByRole('button', { name: 'Show in full proceedings' }).click();
    await expect(proceedings(dialog).locator('mark')).toHaveText(QUOTES.script);
    await expect(dialog.locator('script')).toHaveCount(0);
    expect(dialogs).toBe(0);
  });

  test('an LLM summary names its model and provider, and a rejected LLM answer is explained', async ({ page }) => {
    const llm: Hansard = {
      ...RECORD,
      provenance: { ...RECORD.provenance, engine: 'anthropic', engine_version: 'llm-1', model: 'test-model-1' },
    };
    let dialog = await openRecord(page, llm);
    await expect(dialog.getByTestId('hansard-provenance')).toContainText(
      'Summarised by test-model-1 via Anthropic from the Official Report',
    );
    await page.unrouteAll({ behavior: 'wait' });

    const fellBack: Hansard = {
      ...RECORD,
      id: `${ID}-fallback`,
      evidence: { ...EVIDENCE, fallback_reason: 'timed out after 60000 ms' },
    };
    dialog = await openRecord(page, fellBack);
    await expect(dialog.getByTestId('hansard-provenance')).toContainText(
      "An AI model's answer was not used (timed out after 60000 ms), so the built-in engine wrote this summary instead.",
    );
  });

  test('an editor-written record says so and offers no Source controls', async ({ page }) => {
    await page.goto('/hansards/2023-07-04');
    const dialog = page.getByRole('dialog', { name: /Assin North/ });
    await expect(section(dialog, 'Full Proceedings')).toContainText('has not been published');
    const line = dialog.getByTestId('hansard-provenance');
    await expect(line).toContainText(
      'Written by the Kakyerɛ editors from the Official Report (Parliament of Ghana), as republished by Odekro',
    );
    await expect(line.getByRole('link')).toHaveCount(0);
    await expect(dialog.getByRole('button', { name: /source for/i })).toHaveCount(0);
    await expect(dialog.locator('blockquote')).toHaveCount(0);
  });

  test('with a source revealed and highlighted, the dialog is axe-clean and fits the screen @phone', async ({
    page,
  }, testInfo) => {
    test.slow();
    const dialog = await openRecord(page);
    const summary = section(dialog, 'Summary');
    await summary.getByRole('button', { name: 'Show source for sentence 2' }).click();
    await section(dialog, 'Bills Discussed')
      .getByRole('button', { name: 'Show source for Right to Information Bill, 2018' })
      .click();

    // No horizontal overflow at this width.
    const overflow = await page.evaluate(() => document.scrollingElement!.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    const dialogBox = (await dialog.boundingBox())!;
    expect(dialogBox.width).toBeLessThanOrEqual(page.viewportSize()!.width);

    await summary.getByRole('button', { name: 'Hide source for sentence 2' }).scrollIntoViewIfNeeded();
    await page.screenshot({ path: `/tmp/evidence-${testInfo.project.name}-source.png` });

    await section(dialog, 'Bills Discussed').scrollIntoViewIfNeeded();
    await page.screenshot({ path: `/tmp/evidence-${testInfo.project.name}-bills.png` });

    await summary.getByRole('button', { name: 'Show in full proceedings' }).click();
    await expect(proceedings(dialog).locator('mark')).toBeInViewport();
    // Let the smooth scroll settle before the picture.
    await page.waitForTimeout(600);
    await page.screenshot({ path: `/tmp/evidence-${testInfo.project.name}-highlight.png` });

    const results = await new AxeBuilder({ page }).include('[role="dialog"]').analyze();
    const violations = results.violations.map(
      (v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(' | ')}`,
    );
    expect(violations, 'axe-core violations').toEqual([]);
    expect(results.passes.length).toBeGreaterThan(3);
  });
});
