import { STORAGE_KEYS } from '@kakyere/contract/constants';
import { describe, expect, it, vi } from 'vitest';
import { memoryStorage } from '../../../lib/safe-storage';
import { createSavedStore, parseSavedIds, toggleSavedId } from './saved-hansards';

const key = STORAGE_KEYS.savedHansards;

describe('parseSavedIds', () => {
  it('reads a stored list of ids', () => {
    expect(parseSavedIds('["a","b"]')).toEqual(['a', 'b']);
  });

  it('treats missing, corrupt or foreign data as an empty list', () => {
    expect(parseSavedIds(null)).toEqual([]);
    expect(parseSavedIds('{not json')).toEqual([]);
    expect(parseSavedIds('{"a":1}')).toEqual([]);
  });

  it('drops duplicates and values that are not ids', () => {
    expect(parseSavedIds('["a",1,"","a",null,"b"]')).toEqual(['a', 'b']);
  });
});

describe('toggleSavedId', () => {
  it('puts a newly saved Hansard first', () => {
    expect(toggleSavedId(['a'], 'b')).toEqual(['b', 'a']);
  });

  it('removes a Hansard that was already saved', () => {
    expect(toggleSavedId(['b', 'a'], 'b')).toEqual(['a']);
  });
});

describe('createSavedStore', () => {
  it('keeps saved Hansards across reloads', () => {
    const storage = memoryStorage();
    const first = createSavedStore(storage, key);
    first.toggle('budget-statement-2012');
    first.toggle('data-protection-bill');

    const afterReload = createSavedStore(storage, key);
    expect(afterReload.getSnapshot()).toEqual(['data-protection-bill', 'budget-statement-2012']);
    expect(afterReload.isSaved('budget-statement-2012')).toBe(true);
    expect(storage.getItem(key)).toBe('["data-protection-bill","budget-statement-2012"]');
  });

  it('tells subscribers about changes and keeps the snapshot stable otherwise', () => {
    const store = createSavedStore(memoryStorage(), key);
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    const before = store.getSnapshot();
    expect(store.getSnapshot()).toBe(before);

    store.toggle('x');
    expect(listener).toHaveBeenCalledTimes(1);
    expect(store.getSnapshot()).not.toBe(before);

    unsubscribe();
    store.toggle('x');
    expect(listener).toHaveBeenCalledTimes(1);
    expect(store.isSaved('x')).toBe(false);
  });

  it('picks up changes made in another tab only when they differ', () => {
    const storage = memoryStorage({ [key]: '["a"]' });
    const store = createSavedStore(storage, key);
    const listener = vi.fn();
    store.subscribe(listener);

    store.refresh();
    expect(listener).not.toHaveBeenCalled();

    storage.setItem(key, '["b","a"]');
    store.refresh();
    expect(listener).toHaveBeenCalledTimes(1);
    expect(store.getSnapshot()).toEqual(['b', 'a']);
  });

  it('still works in memory when storage is unavailable', () => {
    const store = createSavedStore(null, key);
    store.toggle('a');
    expect(store.isSaved('a')).toBe(true);
  });
});
