import { afterEach, describe, expect, it, vi } from 'vitest';
import { obtainPushToken, removePushToken } from './push-token';

/** A browser with the Push API whose permission is `permission`; `answer` is what asking gives. */
function browserWith(permission: NotificationPermission, answer: NotificationPermission = permission) {
  const requestPermission = vi.fn(async () => answer);
  vi.stubGlobal('window', { Notification: {}, PushManager: {} });
  vi.stubGlobal('Notification', { permission, requestPermission });
  vi.stubGlobal('navigator', { serviceWorker: {} });
  return { requestPermission };
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the push token (spec §3 fcmToken, §8)', () => {
  it('is not there where push is unsupported, with a warning logged', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.stubGlobal('window', {});
    expect(await obtainPushToken({ ask: true })).toBeNull();
    expect(warn).toHaveBeenCalledWith('Push notifications are not supported in this browser.');
  });

  it('is empty when permission is denied, which is logged, and the browser is not asked again', async () => {
    const info = vi.spyOn(console, 'info').mockImplementation(() => {});
    const { requestPermission } = browserWith('denied');
    expect(await obtainPushToken({ ask: true })).toBe('');
    expect(requestPermission).not.toHaveBeenCalled();
    expect(info).toHaveBeenCalled();
  });

  it('asks an undecided browser only when a click asked for it (decision 014)', async () => {
    vi.spyOn(console, 'info').mockImplementation(() => {});
    const silent = browserWith('default');
    expect(await obtainPushToken({ ask: false })).toBe('');
    expect(silent.requestPermission).not.toHaveBeenCalled();

    const clicked = browserWith('default', 'denied');
    expect(await obtainPushToken({ ask: true })).toBe('');
    expect(clicked.requestPermission).toHaveBeenCalledTimes(1);
  });

  it('is never removed where nothing could have been subscribed (logging out stays quick)', async () => {
    browserWith('default');
    await expect(removePushToken()).resolves.toBeUndefined();
    vi.stubGlobal('window', {});
    await expect(removePushToken()).resolves.toBeUndefined();
  });
});
