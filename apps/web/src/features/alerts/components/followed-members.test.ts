import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { FollowedMemberList } from './followed-members';

const render = (initial: { id: string; name: string }[]) =>
  renderToStaticMarkup(createElement(QueryClientProvider, { client: new QueryClient() }, createElement(FollowedMemberList, { token: 't', initial })));

describe('the manage page’s followed Members, rendered', () => {
  it('lists each Member with a remove control named for them', () => {
    const html = render([
      { id: 'ama-mensah', name: 'Ama Mensah' },
      { id: 'kofi-boateng', name: 'Kofi Boateng' },
    ]);
    expect(html).toMatch(/<h2 id="followed-members"[^>]*>Members you follow<\/h2>/);
    expect(html).toContain('Ama Mensah');
    expect(html).toMatch(/<button type="button" disabled=""[^>]*aria-label="Stop following Ama Mensah"[^>]*>Remove<\/button>/);
    expect(html).toContain('aria-label="Stop following Kofi Boateng"');
  });

  it('shows nothing when no Member is followed', () => {
    expect(render([])).toBe('');
  });
});
