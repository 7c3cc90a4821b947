import { describe, expect, it } from 'vitest';
import { hansardPdfPath, hansardPermalink } from './hansard-links';

describe('Hansard links', () => {
  it('builds the permalink that Share copies', () => {
    expect(hansardPermalink('https://kakyere.gh', 'budget-2012')).toBe(
      'https://kakyere.gh/hansards/budget-2012',
    );
    expect(hansardPermalink('http://127.0.0.1:3000/', 'a-1')).toBe('http://127.0.0.1:3000/hansards/a-1');
  });

  it('points the PDF download at the API', () => {
    expect(hansardPdfPath('budget-2012')).toBe('/api/hansards/budget-2012/pdf');
  });
});
