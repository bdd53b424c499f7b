import { describe, expect, it } from 'vitest';
import { isDeeperThan, objectKeys, prune, valueAt, withValueAt } from './tree';

describe('realtime tree operations (Firebase rules: null is absent, no empty objects)', () => {
  const tree = { homepage: 'b', pricing: { variant: 'a', at: 1 } };

  it('reads values at paths, and null for missing ones or paths through leaves', () => {
    expect(valueAt(tree, [])).toEqual(tree);
    expect(valueAt(tree, ['pricing', 'variant'])).toBe('a');
    expect(valueAt(tree, ['missing'])).toBeNull();
    expect(valueAt(tree, ['homepage', 'deeper'])).toBeNull();
    expect(valueAt(tree, ['constructor'])).toBeNull();
  });

  it('writes without touching siblings and without changing the original', () => {
    const next = withValueAt(tree, ['pricing', 'variant'], 'c');
    expect(next).toEqual({ homepage: 'b', pricing: { variant: 'c', at: 1 } });
    expect(tree.pricing.variant).toBe('a');
  });

  it('replaces a leaf by an object when writing below it', () => {
    expect(withValueAt(tree, ['homepage', 'variant'], 'x')).toEqual({
      homepage: { variant: 'x' },
      pricing: { variant: 'a', at: 1 },
    });
  });

  it('removes with null and prunes parents left empty, down to null for an empty tree', () => {
    expect(withValueAt(tree, ['pricing', 'variant'], null)).toEqual({
      homepage: 'b',
      pricing: { at: 1 },
    });
    const single = { a: { b: { c: 1 } } };
    expect(withValueAt(single, ['a', 'b', 'c'], null)).toBeNull();
    expect(withValueAt(null, ['a'], { b: null, c: {} })).toBeNull();
  });

  it('keeps false, 0 and empty strings, which are values (SPEC §3: false marks a failed variant)', () => {
    expect(prune({ variant: false, count: 0, label: '', gone: null })).toEqual({
      variant: false,
      count: 0,
      label: '',
    });
  });

  it('measures nesting and lists every key, inside arrays too', () => {
    expect(isDeeperThan('x', 0)).toBe(false);
    expect(isDeeperThan({ a: [1, { b: 2 }] }, 3)).toBe(false);
    expect(isDeeperThan({ a: [1, { b: 2 }] }, 2)).toBe(true);
    expect([...objectKeys({ a: [{ b: 1 }], c: { d: 2 } })].sort()).toEqual(['a', 'b', 'c', 'd']);
  });
});
