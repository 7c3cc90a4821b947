import type { Locator, Page } from '@playwright/test';
import { byId, fetchHansards, patchDetailResponse, type HansardListItem } from '../support/api.js';
import { expect, test } from '../support/fixtures.js';

// packages/db/seed/hansards.json: no sitting has a transcript or a PDF. The RTI urgency debate links
// to Odekro's copy (staging.odekro.org); the 2012 Presidential (Transition) Bill sitting links nowhere.
const ODEKRO_SITTING = '2018-04-26';
const UNLINKED_SITTING = '2012-02-14';
const PARLIAMENT_LISTING = 'https://www.parliament.gh/docs?type=HS';
const INGEST_FILE = 'npm run ingest -- path/to/hansard.pdf';
const INGEST_PARLIAMENT = 'npm run ingest -- --source parliament-gh';

let seed: HansardListItem[];

test.beforeAll(async ({ request }) => {
  seed = await fetchHansards(request);
});

/** Opens a sitting's dialog and returns its Full Proceedings section, once the record has loaded. */
async function openFullProceedings(page: Page, hansard: HansardListItem): Promise<Locator> {
  await page.goto(`/hansards/${hansard.id}`);
  const dialog = page.getByRole('dialog', { name: hansard.title });
  const proceedings = dialog
    .locator('section')
    .filter({ has: page.getByRole('heading', { name: 'Full Proceedings', exact: true }) });
  await expect(proceedings).toContainText('The full transcript of this sitting has not been published on Kakyerɛ yet.');
  await proceedings.scrollIntoViewIfNeeded();
  return proceedings;
}

/** Both ingest commands are named, each whole in its own <code>, and fit inside the panel. */
async function expectIngestCommands(proceedings: Locator): Promise<void> {
  await expect(proceedings).toContainText('Running this site?');
  await expect(proceedings.locator('code')).toHaveText([INGEST_FILE, INGEST_PARLIAMENT]);
  const panel = (await proceedings.locator('code').first().locator('..').boundingBox())!;
  for (const code of await proceedings.locator('code').all()) {
    const box = (await code.boundingBox())!;
    expect(box.x + box.width, 'a command runs past the panel').toBeLessThanOrEqual(panel.x + panel.width + 0.5);
  }
}

test.describe('Full Proceedings without a transcript', () => {
  test('a sitting kept on Odekro links to Odekro, says whose copy it is, and names the ingest commands @phone', async ({
    page,
  }) => {
    const hansard = byId(seed, ODEKRO_SITTING);
    expect(hansard.document_url).toMatch(/^https?:\/\/staging\.odekro\.org\//);
    const proceedings = await openFullProceedings(page, hansard);

    const link = proceedings.getByRole('link', { name: /^Read this sitting on Odekro \(odekro\.org\)/ });
    await expect(link).toHaveAttribute('href', hansard.document_url!);
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(link).toContainText('(opens in a new tab)');
    await expect(proceedings).toContainText("a parliamentary-monitoring site's copy of the record");
    // Odekro's copy is not presented as Parliament's own, and the listing is not offered instead.
    await expect(proceedings).not.toContainText('Parliament of Ghana');
    await expect(proceedings.locator(`a[href="${PARLIAMENT_LISTING}"]`)).toHaveCount(0);
    await expectIngestCommands(proceedings);
  });

  test("a sitting with no document links to Parliament's Hansard listing and names the ingest commands @phone", async ({
    page,
  }) => {
    const hansard = byId(seed, UNLINKED_SITTING);
    expect(hansard.document_url).toBeNull();
    const proceedings = await openFullProceedings(page, hansard);

    const link = proceedings.getByRole('link', { name: /^Find it in the Parliament of Ghana's Hansard listing/ });
    await expect(link).toHaveAttribute('href', PARLIAMENT_LISTING);
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(proceedings).toContainText('(parliament.gh), where the Official Reports are published.');
    await expect(proceedings.getByRole('link')).toHaveCount(1);
    await expectIngestCommands(proceedings);
  });

  test("a sitting kept on Parliament's website is named as such", async ({ page }) => {
    const hansard = byId(seed, ODEKRO_SITTING);
    const pdf = 'https://www.parliament.gh/epanel/docs/hansard/2018-04-26.pdf';
    await patchDetailResponse(page, hansard.id, (record) => ({ ...record, document_url: pdf }));
    const proceedings = await openFullProceedings(page, hansard);

    const link = proceedings.getByRole('link', { name: /^Read this sitting on the Parliament of Ghana's website/ });
    await expect(link).toHaveAttribute('href', pdf);
    await expect(proceedings).not.toContainText('Odekro');
  });
});
