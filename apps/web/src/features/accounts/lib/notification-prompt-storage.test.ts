import { STORAGE_KEYS } from '@kakyere/contract/constants';
import { describe, expect, it } from 'vitest';
import { memoryStorage } from '../../../lib/safe-storage';
import { markNotificationPromptShown, shouldOfferNotifications } from './notification-prompt-storage';

describe('the notification prompt', () => {
  it('is offered only while permission is undecided and the flag is not stored', () => {
    expect(shouldOfferNotifications(memoryStorage(), 'default')).toBe(true);
    expect(shouldOfferNotifications(memoryStorage(), 'granted')).toBe(false);
    expect(shouldOfferNotifications(memoryStorage(), 'denied')).toBe(false);
    expect(shouldOfferNotifications(memoryStorage(), null)).toBe(false);
    expect(shouldOfferNotifications(memoryStorage({ [STORAGE_KEYS.notificationPromptShown]: 'true' }), 'default')).toBe(false);
  });

  it("is not offered again once dismissed or enabled, under the spec's key", () => {
    const storage = memoryStorage();
    markNotificationPromptShown(storage);
    expect(storage.getItem('notificationPromptShown')).toBe('true');
    expect(shouldOfferNotifications(storage, 'default')).toBe(false);
  });

  it('is still offered where storage is unavailable (the flag cannot be kept)', () => {
    expect(shouldOfferNotifications(null, 'default')).toBe(true);
    expect(() => markNotificationPromptShown(null)).not.toThrow();
  });
});
