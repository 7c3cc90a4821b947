import AxeBuilder from '@axe-core/playwright';
import type { HansardAnalysesResponse, HansardDetailResponse } from '@kakyere/contract';
import type { APIRequestContext } from '@playwright/test';
import { E2E_INGESTED_SITTING } from '../support/constants.js';
import { expect, test } from '../support/fixtures.js';

// The e2e server ingests one sitting from a test Official Report (start-e2e-server.ts): its summary
// is the built-in engine's, so readers are asked about it. Every other seeded summary is the editors'.
const EDITORS_SITTING = '2012-02-14';
const NOTE = 'The adjournment time in the summary does not match the record.';

async function newestAnalysis(request: APIRequestContext) {
  const response = await request.get(`/api/hansards/${E2E_INGESTED_SITTING}/analyses`);
  expect(response.ok()).toBe(true);
  const { data } = (await response.json()) as HansardAnalysesResponse;
  return data.at(-1)!;
}

test('a reader marks an AI summary inaccurate with a note, is thanked, and the analyses list counts the "no"', async ({ page, request }) => {
  // The editors' own summaries ask nothing.
  await page.goto(`/hansards/${EDITORS_SITTING}`);
  await expect(page.getByRole('dialog').getByRole('heading', { name: 'Summary' })).toBeVisible();
  await expect(page.getByRole('group', { name: 'Is this summary accurate?' })).toHaveCount(0);

  const { hansard } = ((await (await request.get(`/api/hansards/${E2E_INGESTED_SITTING}`)).json()) as HansardDetailResponse).data;
  const before = await newestAnalysis(request);
  expect(before).toMatchObject({ version: hansard.analysis_version, engine: 'builtin' });

  await page.goto(`/hansards/${E2E_INGESTED_SITTING}`);
  const dialog = page.getByRole('dialog', { name: hansard.title });
  const question = dialog.getByRole('group', { name: 'Is this summary accurate?' });
  const no = question.getByRole('button', { name: 'No' });
  await no.click();
  await expect(no).toHaveAttribute('aria-pressed', 'true');
  await question.getByRole('textbox', { name: /What is wrong or missing\?/ }).fill(NOTE);
  await question.getByRole('button', { name: 'Send feedback' }).click();

  await expect(dialog.getByRole('status').filter({ hasText: 'Thank you' })).toHaveText('Thank you for your feedback.');
  await expect(question).toHaveCount(0);

  // Counted against the version the reader saw (read against the count before: a retried run adds its own).
  const after = await newestAnalysis(request);
  expect(after.version).toBe(before.version);
  expect(after.feedback).toEqual({ yes: before.feedback.yes, no: before.feedback.no + 1 });

  const results = await new AxeBuilder({ page }).include('[role="dialog"]').analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.help}`), 'axe-core violations').toEqual([]);
});
