import { STORAGE_KEYS } from '@kakyere/contract';
import { useCallback, useEffect, useSyncExternalStore } from 'react';
import { browserStorage } from '../../../lib/safe-storage';
import { createSavedStore } from './saved-hansards';

const store = createSavedStore(browserStorage(), STORAGE_KEYS.savedHansards);

/** The Hansards the reader saved on this device, most recent first, kept in sync across tabs. */
export function useSavedHansards() {
  const ids = useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);

  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key === null || event.key === STORAGE_KEYS.savedHansards) store.refresh();
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);

  const toggle = useCallback((id: string) => store.toggle(id), []);
  return { ids, toggle };
}
