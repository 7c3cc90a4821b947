import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { FollowedTopicList } from './followed-topics';

const render = (initial: { id: string; label: string; url: string; search: Record<string, string> }[]) =>
  renderToStaticMarkup(
    createElement(MemoryRouter, null, createElement(QueryClientProvider, { client: new QueryClient() }, createElement(FollowedTopicList, { token: 't', initial }))),
  );

describe('the manage page’s followed searches, rendered', () => {
  it('lists each search, linked to its results, with a remove control named for it', () => {
    const html = render([{ id: 'abc', label: '“galamsey” by Ama Mensah', url: '/search?q=galamsey&person=ama-mensah', search: { q: 'galamsey', person: 'ama-mensah' } }]);
    expect(html).toMatch(/<h2 id="followed-topics"[^>]*>Searches you follow<\/h2>/);
    expect(html).toContain('href="/search?q=galamsey&amp;person=ama-mensah"');
    expect(html).toContain('“galamsey” by Ama Mensah');
    expect(html).toMatch(/<button type="button" disabled=""[^>]*aria-label="Stop following “galamsey” by Ama Mensah"[^>]*>Remove<\/button>/);
  });

  it('shows nothing when no search is followed', () => {
    expect(render([])).toBe('');
  });
});
