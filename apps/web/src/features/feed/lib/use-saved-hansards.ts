import { STORAGE_KEYS } from '@kakyere/contract/constants';
import { useCallback, useEffect, useSyncExternalStore } from 'react';
import { browserStorage } from '../../../lib/safe-storage';
import { createSavedStore, type SavedStore } from './saved-hansards';

// Created on first use, not at load: the first touch of localStorage opens it synchronously, which
// pages that never show the feed should not pay for.
let savedStore: SavedStore | undefined;
function getStore(): SavedStore {
  savedStore ??= createSavedStore(browserStorage(), STORAGE_KEYS.savedHansards);
  return savedStore;
}

const NONE_SAVED: readonly string[] = [];
const getServerSnapshot = () => NONE_SAVED;
const nonEmptyOr = (ids: readonly string[]) => (ids.length === 0 ? NONE_SAVED : ids);

/** The Hansards the reader saved on this device, most recent first, kept in sync across tabs. */
export function useSavedHansards() {
  const store = getStore();
  // The server has no saved list; hydration starts from that too, then reads this device's.
  // An empty list is the server's very array, so hydration's switch to this device's empty list
  // re-renders nothing.
  const ids = useSyncExternalStore(store.subscribe, () => nonEmptyOr(store.getSnapshot()), getServerSnapshot);

  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key === null || event.key === STORAGE_KEYS.savedHansards) store.refresh();
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [store]);

  const toggle = useCallback((id: string) => store.toggle(id), [store]);
  return { ids, toggle };
}
