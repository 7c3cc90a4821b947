import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { FollowMemberForm } from './follow-member-form';

const render = (props: Parameters<typeof FollowMemberForm>[0]) => renderToStaticMarkup(createElement(FollowMemberForm, props));

describe('the follow-a-Member form, rendered', () => {
  it('offers "E-mail me when this Member speaks" with an address field, a daily choice and its button', () => {
    const html = render({ personId: 'kwame-mensah', personName: 'Kwame Mensah' });
    expect(html).toMatch(/<h2 id="follow-kwame-mensah"[^>]*>E-mail me when this Member speaks<\/h2>/);
    expect(html).toContain('aria-label="E-mail me when Kwame Mensah speaks"');
    expect(html).toMatch(/<input[^>]*type="email"[^>]*required=""[^>]*value=""/);
    expect(html).toMatch(/<input type="checkbox"[^>]*name="daily"[^>]*\/><span>One e-mail a day instead/);
    expect(html).toMatch(/<button type="submit"[^>]*>E-mail me when this Member speaks<\/button>/);
    expect(html).toContain('each sitting in which Kwame Mensah speaks');
  });

  it('fills in a signed-in reader’s address', () => {
    expect(render({ personId: 'kwame-mensah', personName: 'Kwame Mensah', email: 'kwame.reader@example.com' })).toMatch(/<input[^>]*type="email"[^>]*value="kwame.reader@example.com"/);
  });

  it('waits for the page to be live before it can be sent, as the subscribe form does', () => {
    expect(render({ personId: 'kwame-mensah', personName: 'Kwame Mensah' })).toMatch(/<button type="submit" disabled=""/);
  });
});
