import { expect, test } from '../support/fixtures.js';

// What WhatsApp, X or Facebook see when someone shares a link: they read the HTML and run no script.
test.describe('Link previews', () => {
  test.use({ javaScriptEnabled: false });

  test('a shared bill link names the bill in its title and Open Graph tags, with a PNG card', async ({ page, request }) => {
    await page.goto('/bills/electronic-transfer-levy-bill-2022?tab=debates');
    await expect(page).toHaveTitle('Electronic Transfer Levy Bill, 2022 · Kakyerɛ');
    const og = (property: string) => page.locator(`meta[property="${property}"]`).getAttribute('content');
    expect(await og('og:title')).toBe('Electronic Transfer Levy Bill, 2022 · Kakyerɛ');
    expect(await og('og:description')).toMatch(/levy/i);
    expect(await og('og:url')).toMatch(/^https?:\/\/[^/]+\/bills\/electronic-transfer-levy-bill-2022$/);
    const image = new URL((await og('og:image'))!);
    expect(image.pathname).toBe('/og-card.png');
    const png = await request.get(image.pathname);
    expect(png.headers()['content-type']).toBe('image/png');
    const bytes = await png.body();
    expect(bytes.length).toBeLessThan(300 * 1024);
    // The PNG header's width and height.
    expect([bytes.readUInt32BE(16), bytes.readUInt32BE(20)]).toEqual([1200, 630]);
  });

  test('a shared Hansard link names the sitting; an unknown bill answers 404', async ({ page, request }) => {
    const [sitting] = ((await (await request.get('/api/hansards?limit=1')).json()) as { data: { hansards: { id: string; title: string }[] } }).data.hansards;
    await page.goto(`/hansards/${sitting!.id}`);
    await expect(page).toHaveTitle(`${sitting!.title} · Kakyerɛ`);
    expect(await page.locator('meta[name="twitter:card"]').getAttribute('content')).toBe('summary_large_image');
    const missing = await request.get('/bills/no-such-bill');
    expect(missing.status()).toBe(404);
    expect(await missing.text()).toContain('<title>Bill not found · Kakyerɛ</title>');
  });
});
