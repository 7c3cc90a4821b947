import { INDUSTRIES, type Industry } from '@kakyere/contract/constants';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { Channels } from '../lib/subscribe-fields';
import { ChannelChoices } from './channel-choices';
import { IndustryChecklist } from './industry-checklist';

const noop = () => {};

const checklist = (selected: Industry[], disabled = false) =>
  renderToStaticMarkup(createElement(IndustryChecklist, { selected, onChange: noop, disabled, buttonDisabled: disabled }));

const channels = (picked: Channels, disabled = false) =>
  renderToStaticMarkup(createElement(ChannelChoices, { channels: picked, onChannelsChange: noop, phone: '024', onPhoneChange: noop, disabled }));

const checkedCount = (html: string) => (html.match(/<input[^>]*checked=""/g) ?? []).length;

describe('the industry checklist, rendered', () => {
  it('is a fieldset with a legend, one checkbox per industry, the count and the toggle', () => {
    const html = checklist(['Energy']);
    expect(html).toMatch(/^<fieldset[^>]*><legend[^>]*>Industries<\/legend>/);
    for (const industry of INDUSTRIES) expect(html).toContain(`value="${industry}"`);
    expect((html.match(/type="checkbox"/g) ?? []).length).toBe(20);
    expect(checkedCount(html)).toBe(1);
    expect(html).toContain('Selected: 1 of 20');
    expect(html).toMatch(/<button type="button"[^>]*>Select All<\/button>/);
  });

  it('flips the button to Deselect All when all 20 are ticked', () => {
    const html = checklist([...INDUSTRIES]);
    expect(checkedCount(html)).toBe(20);
    expect(html).toContain('Selected: 20 of 20');
    expect(html).toMatch(/>Deselect All<\/button>/);
  });

  it('disables every checkbox and the button while a request is in flight', () => {
    const html = checklist([], true);
    expect((html.match(/<input[^>]*disabled=""/g) ?? []).length).toBe(20);
    expect(html).toMatch(/<button type="button" disabled=""/);
  });
});

describe('the notification methods, rendered', () => {
  it('offers Email, SMS and WhatsApp, and no phone field for e-mail alone', () => {
    const html = channels({ email: true, sms: false, whatsapp: false });
    for (const label of ['Email', 'SMS', 'WhatsApp']) expect(html).toContain(`${label}</label>`);
    expect(checkedCount(html)).toBe(1);
    expect(html).not.toContain('type="tel"');
    expect(html).not.toContain('Phone number');
  });

  it('shows the phone field, required and with its example, once SMS or WhatsApp is ticked', () => {
    for (const picked of [
      { email: true, sms: true, whatsapp: false },
      { email: false, sms: false, whatsapp: true },
    ]) {
      const html = channels(picked);
      expect(html).toMatch(/<label[^>]*>Phone number<\/label>/);
      expect(html).toMatch(/<input[^>]*type="tel"[^>]*required=""/);
      expect(html).toContain('e.g. 024 123 4567');
    }
    expect(channels({ email: false, sms: true, whatsapp: false }, true)).toMatch(/<input[^>]*type="tel"[^>]*disabled=""/);
  });
});
