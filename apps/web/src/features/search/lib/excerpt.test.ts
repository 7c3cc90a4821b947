import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ExcerptText } from '../components/excerpt-text';
import { parseExcerpt, unescapeHtml } from './excerpt';

const render = (excerpt: string) => renderToStaticMarkup(createElement('p', null, createElement(ExcerptText, { excerpt })));

describe('an excerpt as the API writes it', () => {
  it('is cut into the words around the matches and the matches themselves', () => {
    expect(parseExcerpt('asked the Minister for <mark>Education</mark> what plans, and <mark>schools</mark>.')).toEqual([
      { text: 'asked the Minister for ', marked: false },
      { text: 'Education', marked: true },
      { text: ' what plans, and ', marked: false },
      { text: 'schools', marked: true },
      { text: '.', marked: false },
    ]);
    expect(parseExcerpt('<mark>Galamsey</mark>')).toEqual([{ text: 'Galamsey', marked: true }]);
    expect(parseExcerpt('No match here')).toEqual([{ text: 'No match here', marked: false }]);
    expect(parseExcerpt('')).toEqual([]);
  });

  it('reads the escaped characters back as the record printed them, once', () => {
    expect(unescapeHtml('Roads &amp; Highways &lt;sic&gt; &quot;quoted&quot; it&#39;s')).toBe('Roads & Highways <sic> "quoted" it\'s');
    // An escaped entity in the words stays the text of that entity, not the character it names.
    expect(unescapeHtml('&amp;lt;b&amp;gt;')).toBe('&lt;b&gt;');
    expect(unescapeHtml('AT&T &copy; &#60;')).toBe('AT&T &copy; &#60;');
    expect(parseExcerpt('Ways <mark>&amp;</mark> Means')).toEqual([
      { text: 'Ways ', marked: false },
      { text: '&', marked: true },
      { text: ' Means', marked: false },
    ]);
  });

  it('renders text and <mark> elements only: words that look like HTML stay words', () => {
    const html = render('He said &lt;script&gt;alert(1)&lt;/script&gt; and <mark>&lt;img src=x onerror=alert(1)&gt;</mark> &amp;amp;');
    expect(html).toBe('<p>He said &lt;script&gt;alert(1)&lt;/script&gt; and <mark class="rounded-sm bg-gold-300/70 px-0.5 text-slate-900">&lt;img src=x onerror=alert(1)&gt;</mark> &amp;amp;</p>');
    expect(html).not.toContain('<script');
    expect(html).not.toContain('<img');
  });

  it('shows a tag other than <mark> as text, escaped or not', () => {
    const html = render('a <b>bold</b> claim <mark onclick="x()">not a mark</mark>');
    expect(html).not.toContain('<b>');
    expect(html).toContain('&lt;b&gt;bold&lt;/b&gt;');
    expect(html).not.toMatch(/<mark onclick/);
    expect(html).toContain('&lt;mark onclick=&quot;x()&quot;&gt;not a mark');
  });
});
