import { TOPIC_FOLLOW_MESSAGES } from '@kakyere/contract/constants';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { topicOf, topicPreviewUrl } from '../api/topic-follow-requests';
import { FollowTopicForm } from './follow-topic-form';

const render = (props: Parameters<typeof FollowTopicForm>[0]) => renderToStaticMarkup(createElement(FollowTopicForm, props));

describe('"E-mail me when this is said", rendered', () => {
  it('is folded away under its button text, with an address field, a daily choice and the search in hidden fields', () => {
    const html = render({ search: { q: 'galamsey', party: 'ndc', industry: 'Mining' } });
    expect(html).toMatch(new RegExp(`<summary[^>]*>.*${TOPIC_FOLLOW_MESSAGES.button}</summary>`));
    expect(html).not.toMatch(/<details[^>]* open/);
    expect(html).toContain('aria-label="E-mail me when “galamsey” is said"');
    expect(html).toContain('<input type="hidden" name="q" value="galamsey"/><input type="hidden" name="party" value="ndc"/><input type="hidden" name="industry" value="Mining"/>');
    expect(html).toMatch(/<input[^>]*type="email"[^>]*required=""[^>]*value=""/);
    expect(html).toMatch(/<input type="checkbox"[^>]*name="daily"[^>]*\/><span>One e-mail a day instead/);
  });

  it('fills in a signed-in reader’s address, and waits for the page to be live before it can be sent', () => {
    const html = render({ search: { q: 'cocoa' }, email: 'ama@example.com' });
    expect(html).toMatch(/<input[^>]*type="email"[^>]*value="ama@example.com"/);
    expect(html).toMatch(/<button type="submit" disabled=""[^>]*>E-mail me when this is said<\/button>/);
  });
});

describe('the followed search', () => {
  it('keeps only its words and filters, none empty, and asks for its preview at one address whatever their order', () => {
    expect(topicOf({ q: 'cocoa', industry: 'Agriculture', party: '', person: 'kwame-mensah' })).toEqual({ q: 'cocoa', person: 'kwame-mensah', industry: 'Agriculture' });
    expect(topicPreviewUrl({ q: 'cocoa', industry: 'Agriculture', person: 'kwame-mensah' })).toBe('/api/search/follow-preview?q=cocoa&person=kwame-mensah&industry=Agriculture');
  });
});
