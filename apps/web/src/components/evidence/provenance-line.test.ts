import { createElement, Fragment } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ProvenanceLine } from './provenance-line';

describe('ProvenanceLine', () => {
  it("writes a sitting's summary's line as a sentence, names kept whole, the source a link", () => {
    const html = renderToStaticMarkup(
      createElement(ProvenanceLine, {
        look: 'ruled',
        testId: 'hansard-provenance',
        srLabel: 'How this summary was made: ',
        author: [{ text: "Summarised by Kakyerɛ's built-in engine" }, { text: ' (' }, { text: 'builtin-1.0.0', name: true }, { text: ')' }],
        source: { kind: 'link', href: 'https://parliament.gh/x.pdf', label: 'the Official Report' },
        note: null,
      }),
    );
    expect(html).toContain(
      '<div class="min-w-0 break-words" data-testid="hansard-provenance"><p><span class="sr-only">How this summary was made: </span>Summarised by Kakyerɛ&#x27;s built-in engine (<span class="whitespace-nowrap">builtin-1.0.0</span>) from <a',
    );
    expect(html).toMatch(/<\/a>\.<\/p><\/div><\/div>$/);
  });

  it("writes an opinion's line as one line of text, with what comes before and after", () => {
    const html = renderToStaticMarkup(
      createElement(ProvenanceLine, {
        look: 'plain',
        className: 'mt-4 text-sm text-slate-600',
        testId: 'opinion-meta',
        lead: createElement(Fragment, null, 'Given ', createElement('time', { dateTime: '2026-11-25T10:00:00Z' }, '25 Nov 2026, 10:00 UTC'), ' · '),
        author: "Written by Kakyerɛ's built-in engine (opinion-1)",
        tail: ' · asked before, so this is the answer given then',
      }),
    );
    expect(html).toBe(
      '<p class="mt-4 text-sm text-slate-600" data-testid="opinion-meta">Given <time dateTime="2026-11-25T10:00:00Z">25 Nov 2026, 10:00 UTC</time> · Written by Kakyerɛ&#x27;s built-in engine (opinion-1) · asked before, so this is the answer given then</p>',
    );
  });
});
