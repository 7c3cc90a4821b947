import { STORAGE_KEYS } from '@kakyere/contract/constants';
import { readItem, writeItem, type KeyValueStorage } from '../../../lib/safe-storage';

/**
 * Spec §2: the prompt is offered only while the browser's permission is undecided and the local
 * flag is not stored. `permission` null: push unsupported, nothing to offer.
 */
export function shouldOfferNotifications(storage: KeyValueStorage | null, permission: NotificationPermission | null): boolean {
  return permission === 'default' && readItem(storage, STORAGE_KEYS.notificationPromptShown) === null;
}

/** Enable, Not Now and close all set it. */
export function markNotificationPromptShown(storage: KeyValueStorage | null): void {
  writeItem(storage, STORAGE_KEYS.notificationPromptShown, 'true');
}
