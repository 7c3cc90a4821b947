import type { Subscription } from '@kakyere/contract';
import { SUBSCRIBE_MESSAGES } from '@kakyere/contract/constants';
import { describe, expect, it } from 'vitest';
import { checkManageFields, manageFieldsOf, phoneAwaitsConfirmation } from './manage-fields';

const subscription: Subscription = {
  email: 'ama@example.com',
  name: 'Ama',
  industries: ['Energy', 'Mining'],
  channels: { email: true, sms: true, whatsapp: false },
  phone: '+233241234567',
  phoneConfirmed: true,
  emailConfirmed: true,
  frequency: 'daily',
  active: true,
  createdAt: '2026-11-02T10:00:00.000Z',
};

describe('the manage form', () => {
  it('opens with the subscription’s choices, the number as people write it', () => {
    expect(manageFieldsOf(subscription)).toEqual({
      industries: ['Energy', 'Mining'],
      channels: { email: true, sms: true, whatsapp: false },
      phone: '024 123 4567',
      frequency: 'daily',
    });
    expect(manageFieldsOf({ ...subscription, phone: null }).phone).toBe('');
  });

  it('lets a subscription that follows Members keep no industries; one that follows none still needs one', () => {
    const fields = { ...manageFieldsOf(subscription), industries: [] };
    expect(checkManageFields(subscription, fields)).toEqual({ ok: false, message: SUBSCRIBE_MESSAGES.industryRequired, field: 'industries' });
    expect(checkManageFields(subscription, fields, { followsMembers: true })).toMatchObject({ ok: true, choices: { industries: [], frequency: 'daily' } });
  });

  it('checks with the subscribe form’s rules, then sends the choices PUT takes', () => {
    const fields = manageFieldsOf(subscription);
    expect(checkManageFields(subscription, { ...fields, industries: [] })).toEqual({ ok: false, message: SUBSCRIBE_MESSAGES.industryRequired, field: 'industries' });
    expect(checkManageFields(subscription, { ...fields, phone: '' })).toMatchObject({ ok: false, field: 'phone' });
    expect(checkManageFields(subscription, fields)).toEqual({
      ok: true,
      choices: { industries: ['Energy', 'Mining'], notificationPreferences: { email: true, sms: true, whatsapp: false }, phone: '+233241234567', frequency: 'daily' },
    });
    // E-mail only: no phone is kept.
    const emailOnly = checkManageFields(subscription, { ...fields, channels: { email: true, sms: false, whatsapp: false } });
    expect(emailOnly.ok && emailOnly.choices.phone).toBeNull();
  });

  it('says a number is not yet confirmed: an unconfirmed one, or one being changed, when SMS or WhatsApp is chosen', () => {
    const fields = manageFieldsOf(subscription);
    expect(phoneAwaitsConfirmation(subscription, fields)).toBe(false);
    expect(phoneAwaitsConfirmation(subscription, { ...fields, phone: '0241234567' })).toBe(false);
    expect(phoneAwaitsConfirmation(subscription, { ...fields, phone: '020 000 0000' })).toBe(true);
    expect(phoneAwaitsConfirmation({ ...subscription, phoneConfirmed: false }, fields)).toBe(true);
    expect(phoneAwaitsConfirmation({ ...subscription, phoneConfirmed: false }, { ...fields, channels: { email: true, sms: false, whatsapp: false } })).toBe(false);
  });
});
