import { readItem, writeItem, type KeyValueStorage } from '../../../lib/safe-storage';

/** Reads the saved-Hansard ids from storage, ignoring anything malformed. */
export function parseSavedIds(raw: string | null): string[] {
  if (!raw) return [];
  try {
    const value: unknown = JSON.parse(raw);
    if (!Array.isArray(value)) return [];
    const ids = value.filter((id): id is string => typeof id === 'string' && id.length > 0);
    return [...new Set(ids)];
  } catch {
    return [];
  }
}

/** Saving puts the Hansard first (most recently saved on top); saving it again removes it. */
export function toggleSavedId(ids: readonly string[], id: string): string[] {
  return ids.includes(id) ? ids.filter((saved) => saved !== id) : [id, ...ids];
}

export interface SavedStore {
  getSnapshot(): readonly string[];
  subscribe(listener: () => void): () => void;
  isSaved(id: string): boolean;
  toggle(id: string): void;
  /** Re-reads storage, e.g. after another tab changed it. */
  refresh(): void;
}

/**
 * A tiny external store for useSyncExternalStore. The snapshot only changes identity when the
 * saved list changes, so components re-render exactly when they should.
 */
export function createSavedStore(storage: KeyValueStorage | null, key: string): SavedStore {
  let ids: readonly string[] = parseSavedIds(readItem(storage, key));
  const listeners = new Set<() => void>();
  const emit = () => listeners.forEach((listener) => listener());

  return {
    getSnapshot: () => ids,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    isSaved: (id) => ids.includes(id),
    toggle(id) {
      ids = toggleSavedId(ids, id);
      writeItem(storage, key, JSON.stringify(ids));
      emit();
    },
    refresh() {
      const next = parseSavedIds(readItem(storage, key));
      if (next.length === ids.length && next.every((id, i) => id === ids[i])) return;
      ids = next;
      emit();
    },
  };
}
