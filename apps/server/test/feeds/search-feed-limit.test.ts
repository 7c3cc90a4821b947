import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_PER_MINUTE: '3' });
});
afterAll(() => t.close());

describe('a search feed is limited like the search', () => {
  it('answers 429 in the error shape once a client asks too often, whatever it searches', async () => {
    const codes: number[] = [];
    for (const q of ['tax', 'roads', 'cocoa', 'galamsey']) codes.push((await t.app.inject({ url: `/feeds/search.atom?q=${q}` })).statusCode);
    expect(codes).toEqual([200, 200, 200, 429]);
    const res = await t.app.inject({ url: '/feeds/search.atom?q=schools' });
    expect(res.json()).toEqual({ success: false, error: expect.stringMatching(/Too many requests/) });
  });
});
