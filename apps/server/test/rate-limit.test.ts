import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_PER_MINUTE: '3' });
});
afterAll(() => t.close());

describe('rate limiting', () => {
  it('answers 429 in the error shape once a client exceeds its limit', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 4; i++) codes.push((await t.app.inject({ method: 'GET', url: '/api/hansards' })).statusCode);
    expect(codes).toEqual([200, 200, 200, 429]);
    const res = await t.app.inject({ method: 'GET', url: '/api/hansards' });
    expect(res.json()).toEqual({ success: false, error: expect.stringMatching(/Too many requests/) });
  });
});
