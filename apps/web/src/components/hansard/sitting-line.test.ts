import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { SittingLine } from './sitting-line';

const sitting = { date: '2011-08-24', session_type: ' Second Meeting ' };

describe('SittingLine', () => {
  it('writes the long date and the session type as the cards and modal headers did', () => {
    expect(renderToStaticMarkup(createElement(SittingLine, { hansard: sitting, className: 'mt-1 text-sm text-slate-600' }))).toBe(
      '<p class="mt-1 text-sm text-slate-600"><time dateTime="2011-08-24">24 August 2011</time><span aria-hidden="true"> · </span>Second Meeting</p>',
    );
    expect(
      renderToStaticMarkup(createElement(SittingLine, { hansard: { ...sitting, session_type: null }, className: 'c', timeClassName: 't' })),
    ).toBe('<p class="c"><time dateTime="2011-08-24" class="t">24 August 2011</time><span aria-hidden="true"> · </span>Official Proceeding</p>');
  });

  it("writes the feed card's flex line, the long date its title", () => {
    expect(
      renderToStaticMarkup(createElement(SittingLine, { hansard: sitting, className: 'f', timeClassName: 't', layout: 'flex', dateText: '3 days ago' })),
    ).toBe('<p class="f"><time dateTime="2011-08-24" title="24 August 2011" class="t">3 days ago</time><span aria-hidden="true">·</span><span>Second Meeting</span></p>');
  });
});
