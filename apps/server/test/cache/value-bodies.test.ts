import { describe, expect, it } from 'vitest';
import { ValueBodies } from '../../src/modules/platform/cache/response-cache.js';

describe('ValueBodies', () => {
  it("serialises a cached value's answer once, and another value's afresh", () => {
    let answers = 0;
    const bodies = new ValueBodies<{ n: number }>((value) => ({ success: true, data: value, answers: ++answers }));
    const value = { n: 1 };
    const first = bodies.of(value);
    expect(first.identity.toString()).toBe('{"success":true,"data":{"n":1},"answers":1}');
    expect(bodies.of(value)).toBe(first);
    expect(bodies.of({ n: 1 }).identity.toString()).toBe('{"success":true,"data":{"n":1},"answers":2}');
  });
});
