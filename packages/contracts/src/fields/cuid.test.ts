import { describe, expect, it } from 'vitest';
import { createCuid, isClassicCuid, isCuid, isCuid2 } from './cuid';

describe('cuid (SPEC §5: the stored anonymous id must be a valid cuid)', () => {
  it('accepts a classic cuid: c then 24 lowercase base-36 characters', () => {
    expect(isClassicCuid('cjld2cjxh0000qzrmn831i7rn')).toBe(true);
    expect(isCuid('cjld2cjxh0000qzrmn831i7rn')).toBe(true);
  });

  it('a classic cuid needs exactly 25 characters starting with c', () => {
    expect(isClassicCuid('cjld2cjxh0000qzrmn831i7r')).toBe(false);
    expect(isClassicCuid('cjld2cjxh0000qzrmn831i7rnn')).toBe(false);
    expect(isClassicCuid('djld2cjxh0000qzrmn831i7rn')).toBe(false);
    expect(isClassicCuid('cJLD2cjxh0000qzrmn831i7rn')).toBe(false);
  });

  it('accepts a cuid2 of the default 24 characters', () => {
    expect(isCuid2('tz4a98xxat96iws9zmbrgj3a')).toBe(true);
    expect(isCuid('pfh0haxfpzowht3oi213cqos')).toBe(true);
  });

  it('cuid2 length: 1 refused, 2 accepted, 32 accepted, 33 refused', () => {
    expect(isCuid('a')).toBe(false);
    expect(isCuid('ab')).toBe(true);
    expect(isCuid(`a${'0'.repeat(31)}`)).toBe(true);
    expect(isCuid(`a${'0'.repeat(32)}`)).toBe(false);
  });

  it.each([
    ['starts with a digit', '1z4a98xxat96iws9zmbrgj3a'],
    ['has upper case', 'Tz4a98xxat96iws9zmbrgj3a'],
    ['has a hyphen (a UUID)', '123e4567-e89b-12d3-a456-426614174000'],
    ['has spaces', ' tz4a98xxat96iws9zmbrgj3a'],
    ['is empty', ''],
    ["is the text 'undefined' (SPEC §5 empty value)", 'undefined'],
    ["is the text 'null' (SPEC §5 empty value)", 'null'],
  ])('refuses an id that %s', (_label, value) => {
    expect(isCuid(value)).toBe(false);
  });

  it('refuses values that are not strings', () => {
    for (const value of [undefined, null, 42, {}, ['ab']]) {
      expect(isCuid(value)).toBe(false);
    }
  });

  it('createCuid makes valid, distinct 24-character ids', () => {
    const ids = Array.from({ length: 500 }, createCuid);
    for (const id of ids) {
      expect(id).toHaveLength(24);
      expect(isCuid2(id)).toBe(true);
    }
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('createCuid uses every base-36 character and starts with every letter', () => {
    const ids = Array.from({ length: 2_000 }, createCuid);
    expect(new Set(ids.join('')).size).toBe(36);
    expect(new Set(ids.map((id) => id[0])).size).toBe(26);
  });
});
