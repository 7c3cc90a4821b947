import { describe, expect, it } from 'vitest';
import { seatLine, speechHref, speechLine } from './speech-line';

describe('a speech in a list', () => {
  it('shows one line of it, cut at a word', () => {
    expect(speechLine('Mr  Speaker,\n I rise.')).toBe('Mr Speaker, I rise.');
    const line = speechLine(`Mr Speaker, ${'the House '.repeat(40)}`);
    expect(line.length).toBeLessThanOrEqual(181);
    expect(line).toMatch(/ (the|House)…$/);
  });

  it('links to the sitting, opened at the speech', () => {
    expect(speechHref({ id: '2012-02-08-c10-1', hansard_id: '2012-02-08' })).toBe('/hansards/2012-02-08?speech=2012-02-08-c10-1#speech-2012-02-08-c10-1');
  });

  it('names a seat, and says what the source does not', () => {
    expect(seatLine({ constituency: { id: 'suame', name: 'Suame' }, region: 'Ashanti Region', party: null })).toBe('Suame · Ashanti Region · Party not recorded');
  });
});
