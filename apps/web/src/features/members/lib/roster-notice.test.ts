import { describe, expect, it } from 'vitest';
import { rosterNotice } from './roster-notice';

const parliament = (n: number, seats: number, known: number) => ({ parliament: n, name: `${n}th Parliament`, start_date: null, end_date: null, seats, members_known: known });
const all = [parliament(9, 276, 71), parliament(8, 275, 259), parliament(7, 275, 275)];

describe('the roster notice', () => {
  it('says plainly how much of an incomplete Parliament is known', () => {
    expect(rosterNotice(all, 9)).toBe('Kakyerɛ knows the Members for 71 of the 276 seats of the 9th Parliament so far. A Member missing here is not yet on Kakyerɛ, not absent.');
    expect(rosterNotice(all, 7)).toBeNull();
    expect(rosterNotice(all, 'all')).toBe('The 8th and 9th Parliaments are not yet complete on Kakyerɛ: a Member missing here is not yet on Kakyerɛ, not absent.');
  });
});
