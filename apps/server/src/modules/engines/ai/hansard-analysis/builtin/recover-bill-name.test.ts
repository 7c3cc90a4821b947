import { describe, expect, it } from 'vitest';
import { recoverBillName } from './recover-bill-name.js';

// Fictional bill names.
const whole = ['Coastal Fisheries (Amendment) Bill, 2031', 'Harbour Levy Bill, 2031', 'Coastal Fisheries (Amendment) Bill, 2029'];

describe('recoverBillName', () => {
  it('keeps a whole name as it is', () => {
    expect(recoverBillName('Harbour Levy Bill, 2031', whole)).toBe('Harbour Levy Bill, 2031');
  });

  it('makes a name cut at a line break whole from the one name of that year it ends', () => {
    expect(recoverBillName('(Amendment) Bill, 2031', whole)).toBe('Coastal Fisheries (Amendment) Bill, 2031');
    expect(recoverBillName('(Amendment) Bill, 2029', whole)).toBe('Coastal Fisheries (Amendment) Bill, 2029');
  });

  it('leaves a bill out when no whole name, or more than one, could be meant', () => {
    expect(recoverBillName('(Amendment) Bill, 2030', whole)).toBeNull();
    expect(recoverBillName('(Amendment) Bill, 2031', [...whole, 'Roads (Amendment) Bill, 2031'])).toBeNull();
    expect(recoverBillName('Bill, 2031', whole)).toBeNull();
    expect(recoverBillName('(Amendment) Bill, 2031', [])).toBeNull();
  });
});
