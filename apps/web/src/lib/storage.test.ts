import { describe, expect, it } from 'vitest';
import { clearStore, createSafeStore, readJson } from './storage';

// SPEC §9: local storage falls back to memory when unavailable.
describe('createSafeStore', () => {
  it('uses memory when the browser storage is missing', () => {
    const store = createSafeStore(() => undefined);
    store.setItem('a', '1');
    expect(store.inMemory).toBe(true);
    expect(store.getItem('a')).toBe('1');
    expect(store.keys()).toEqual(['a']);
    store.removeItem('a');
    expect(store.getItem('a')).toBeNull();
  });

  it('uses memory when touching the browser storage throws (private mode, blocked storage)', () => {
    const store = createSafeStore(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    store.setItem('k', 'v');
    expect(store.inMemory).toBe(true);
    expect(store.getItem('k')).toBe('v');
  });

  it('uses memory when writes are refused', () => {
    const refusing = {
      setItem: () => {
        throw new DOMException('full', 'QuotaExceededError');
      },
    } as unknown as Storage;
    const store = createSafeStore(() => refusing);
    store.setItem('k', 'v');
    expect(store.inMemory).toBe(true);
    expect(store.getItem('k')).toBe('v');
  });

  it('uses the browser storage when it works, and survives a later failing write', () => {
    const store = createSafeStore(() => localStorage);
    expect(store.inMemory).toBe(false);
    store.setItem('k', 'v');
    expect(localStorage.getItem('k')).toBe('v');
    const original = Storage.prototype.setItem;
    Storage.prototype.setItem = () => {
      throw new DOMException('full', 'QuotaExceededError');
    };
    try {
      expect(() => store.setItem('k', 'w')).not.toThrow();
    } finally {
      Storage.prototype.setItem = original;
    }
    expect(store.getItem('k')).toBe('v');
  });
});

describe('clearStore and readJson', () => {
  it('removes every key but the ones kept', () => {
    const store = createSafeStore(() => undefined);
    for (const key of ['a', 'b', 'c']) store.setItem(key, key);
    clearStore(store, ['b']);
    expect(store.keys()).toEqual(['b']);
  });

  it('reads JSON and answers null for garbage', () => {
    const store = createSafeStore(() => undefined);
    store.setItem('ok', '{"a":1}');
    store.setItem('bad', '{');
    expect(readJson(store, 'ok')).toEqual({ a: 1 });
    expect(readJson(store, 'bad')).toBeNull();
    expect(readJson(store, 'missing')).toBeNull();
  });
});
