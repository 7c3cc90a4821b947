import { INDUSTRIES, SUBSCRIBE_MESSAGES } from '@kakyere/contract/constants';
import { describe, expect, it } from 'vitest';
import {
  allIndustriesSelected,
  checkEmail,
  checkSubscribeFields,
  initialSubscribeFields,
  needsPhone,
  selectedCountText,
  setIndustry,
  subscribeBody,
  toggleAllIndustries,
  toggleAllLabel,
  type SubscribeFields,
} from './subscribe-fields';

const filled = (changes: Partial<SubscribeFields> = {}): SubscribeFields => ({
  ...initialSubscribeFields(),
  email: 'Ama@Example.com ',
  industries: ['Energy', 'Agriculture'],
  ...changes,
});

describe('the subscribe form defaults (spec §5)', () => {
  it('opens with e-mail ticked, SMS and WhatsApp unticked, no industries and empty fields', () => {
    expect(initialSubscribeFields()).toEqual({
      email: '',
      name: '',
      industries: [],
      channels: { email: true, sms: false, whatsapp: false },
      phone: '',
    });
  });

  it('gives a fresh copy each time, so a filled-in form cannot leak into the next reset', () => {
    const first = initialSubscribeFields();
    first.channels.sms = true;
    (first.industries as string[]).push('Energy');
    expect(initialSubscribeFields().channels.sms).toBe(false);
    expect(initialSubscribeFields().industries).toEqual([]);
  });
});

describe('the industry checklist', () => {
  it("counts 'Selected: N of 20'", () => {
    expect(INDUSTRIES).toHaveLength(20);
    expect(selectedCountText([])).toBe('Selected: 0 of 20');
    expect(selectedCountText(['Energy', 'Mining'])).toBe('Selected: 2 of 20');
  });

  it('has one button that selects all, then (when all are selected) deselects all', () => {
    expect(toggleAllLabel([])).toBe('Select All');
    expect(toggleAllLabel(['Energy'])).toBe('Select All');
    const all = toggleAllIndustries(['Energy']);
    expect(all).toEqual([...INDUSTRIES]);
    expect(allIndustriesSelected(all)).toBe(true);
    expect(toggleAllLabel(all)).toBe('Deselect All');
    expect(selectedCountText(all)).toBe('Selected: 20 of 20');
    expect(toggleAllIndustries(all)).toEqual([]);
    // Unticking one of the 20 by hand makes it Select All again.
    expect(toggleAllLabel(setIndustry(all, 'Mining', false))).toBe('Select All');
  });

  it('keeps the chosen industries in the spec’s order, whatever order they were ticked in', () => {
    const picked = setIndustry(setIndustry([], 'Mining', true), 'Agriculture', true);
    expect(picked).toEqual(['Agriculture', 'Mining']);
    expect(setIndustry(picked, 'Mining', false)).toEqual(['Agriculture']);
  });
});

describe('the phone field', () => {
  it('is needed (shown and required) only when SMS or WhatsApp is ticked', () => {
    expect(needsPhone({ email: true, sms: false, whatsapp: false })).toBe(false);
    expect(needsPhone({ email: false, sms: true, whatsapp: false })).toBe(true);
    expect(needsPhone({ email: false, sms: false, whatsapp: true })).toBe(true);
  });
});

describe('checking the form before sending (spec §5, in order)', () => {
  const message = (fields: SubscribeFields) => {
    const checked = checkSubscribeFields(fields);
    return checked.ok ? null : [checked.message, checked.field];
  };

  it('says the first thing wrong, and which part of the form it is about', () => {
    expect(message(initialSubscribeFields())).toEqual([SUBSCRIBE_MESSAGES.emailRequired, 'email']);
    expect(message(filled({ email: 'ama @example.com', industries: [] }))).toEqual([SUBSCRIBE_MESSAGES.emailInvalid, 'email']);
    expect(message(filled({ industries: [], channels: { email: false, sms: false, whatsapp: false } }))).toEqual([SUBSCRIBE_MESSAGES.industryRequired, 'industries']);
    expect(message(filled({ channels: { email: false, sms: false, whatsapp: false } }))).toEqual([SUBSCRIBE_MESSAGES.methodRequired, 'channels']);
    expect(message(filled({ channels: { email: false, sms: true, whatsapp: false }, phone: '' }))).toEqual([SUBSCRIBE_MESSAGES.phoneInvalid, 'phone']);
    expect(message(filled({ channels: { email: true, sms: false, whatsapp: true }, phone: '12' }))).toEqual([SUBSCRIBE_MESSAGES.phoneInvalid, 'phone']);
  });

  it('ignores a number left in the hidden phone field, and does not send it', () => {
    const checked = checkSubscribeFields(filled({ phone: 'not a number' }));
    expect(checked.ok).toBe(true);
    if (checked.ok) expect(subscribeBody(checked.value)).not.toHaveProperty('phone');
  });

  it("sends spec §3's payload, plus the phone in international form when SMS or WhatsApp is chosen", () => {
    const checked = checkSubscribeFields(filled({ name: ' Ama ', channels: { email: true, sms: true, whatsapp: false }, phone: '024 123 4567' }));
    if (!checked.ok) throw new Error(checked.message);
    expect(subscribeBody(checked.value)).toEqual({
      email: 'ama@example.com',
      name: 'Ama',
      industries: ['Agriculture', 'Energy'],
      notificationPreferences: { email: true, sms: true, whatsapp: false },
      phone: '+233241234567',
    });
    const anonymous = checkSubscribeFields(filled());
    if (anonymous.ok) expect(subscribeBody(anonymous.value).name).toBe('');
  });

  it('checks the address alone for a manage link the same way', () => {
    expect(checkEmail('  ')).toBe(SUBSCRIBE_MESSAGES.emailRequired);
    expect(checkEmail('ama@example')).toBe(SUBSCRIBE_MESSAGES.emailInvalid);
    expect(checkEmail(' ama@example.com ')).toBeNull();
  });
});
