import { expect } from 'vitest';
import { SearchResponseSchema, type SearchResponse } from '@kakyere/contract';
import type { TestApp } from '../test-app.js';

/** `GET /api/search?q=…` as a client sends it: answered 200, in the contract's shape. */
export async function searchWords(t: TestApp, q: string): Promise<SearchResponse> {
  const res = await t.app.inject({ method: 'GET', url: `/api/search?q=${encodeURIComponent(q)}` });
  expect(res.statusCode, res.body).toBe(200);
  return SearchResponseSchema.parse(res.json());
}

/** The labels of the speeches that say every word, sorted. */
export const fullMatchLabels = (found: SearchResponse) => found.data.speeches.filter((s) => s.match === 'all').map((s) => s.label).sort();
