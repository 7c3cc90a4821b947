import { describe, expect, it } from 'vitest';
import { BillIdSchema } from './bills.js';
import { HansardIdSchema } from './hansards.js';
import { isBillId, isHansardId } from './ids.js';

// The web app checks ids with the plain functions and the server with the schemas; a link the
// browser accepts must be one the API accepts, and the other way round.
const samples = ['2012-02-14', 'ghana-2011-10-27', 'a', 'e-levy-bill-2021', '', 'A-bill', '-leading', 'has space', 'semi;colon', 'ü', 'x'.repeat(120), 'x'.repeat(121), 'x'.repeat(160), 'x'.repeat(161), 42, null, undefined];

describe('record ids', () => {
  it('isHansardId agrees with HansardIdSchema on every sample', () => {
    for (const sample of samples) expect(isHansardId(sample), String(sample)).toBe(HansardIdSchema.safeParse(sample).success);
  });

  it('isBillId agrees with BillIdSchema on every sample', () => {
    for (const sample of samples) expect(isBillId(sample), String(sample)).toBe(BillIdSchema.safeParse(sample).success);
  });

  it('accepts readable slugs and rejects anything else', () => {
    expect(isHansardId('2012-02-14')).toBe(true);
    expect(isHansardId('../etc/passwd')).toBe(false);
    expect(isBillId('x'.repeat(161))).toBe(false);
  });
});
