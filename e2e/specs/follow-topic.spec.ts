import { TOPIC_FOLLOW_MESSAGES } from '@kakyere/contract/constants';
import { actAsNewClient, newEmail, readMail } from '../support/accounts.js';
import { expect, test } from '../support/fixtures.js';

// "E-mail me when this is said" (issue 30) on a search's results: the form counts what the search
// would have sent in the last 30 days of sittings, then saves it; the confirmation e-mail arrives
// at the e2e server's SMTP stand-in (double opt-in, as for a followed Member).
test('a reader saves a search as an alert: sees how often it would write, then confirms the address @phone', async ({ page }) => {
  await actAsNewClient(page);
  const email = newEmail('follows-kindergarten');
  await page.goto('/search?q=kindergarten');
  const section = page.getByRole('region', { name: TOPIC_FOLLOW_MESSAGES.button });
  await section.getByText(TOPIC_FOLLOW_MESSAGES.button).first().click();

  // The preview, before anything is saved.
  const preview = section.getByTestId('topic-preview');
  await expect(preview).toBeVisible();
  await expect(preview).toContainText(/speech(es)? said this in the sittings from|No speech said this in the last 30 days/);

  const form = section.getByRole('form', { name: 'E-mail me when “kindergarten” is said' });
  await form.getByRole('textbox', { name: 'Email' }).fill(email);
  const sent = page.waitForResponse((r) => r.url().endsWith('/api/search/follow') && r.request().method() === 'POST');
  await form.getByRole('button', { name: TOPIC_FOLLOW_MESSAGES.button }).click();
  const response = await sent;
  expect(response.request().postDataJSON()).toEqual({ email, frequency: 'immediate', search: { q: 'kindergarten' } });
  await expect(form.getByRole('status')).toContainText('Please confirm your address');

  const confirm = await readMail(email, 'Confirm your address');
  expect(confirm.text).toContain('/subscribe/confirm');
});
