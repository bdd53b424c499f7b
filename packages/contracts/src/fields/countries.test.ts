import { describe, expect, it } from 'vitest';
import { countries, findCountry } from './countries';

describe('country list (SPEC §3: about 250 entries, label nationality, value code, name)', () => {
  const list = countries();

  it('has at least 245 entries with unique two-letter codes', () => {
    expect(list.length).toBeGreaterThanOrEqual(245);
    const codes = list.map((country) => country.value);
    expect(new Set(codes).size).toBe(codes.length);
    for (const code of codes) expect(code).toMatch(/^[A-Z]{2}$/);
  });

  it('every entry has a nationality and a name', () => {
    for (const country of list) {
      expect(country.label.trim()).not.toBe('');
      expect(country.name.trim()).not.toBe('');
      expect(country.label).not.toContain('|');
    }
  });

  it('includes India and Kosovo (XK)', () => {
    expect(findCountry('IN')).toEqual({ label: 'Indian', value: 'IN', name: 'India' });
    expect(findCountry('XK')).toEqual({ label: 'Kosovar', value: 'XK', name: 'Kosovo' });
    expect(findCountry('in')?.name).toBe('India');
    expect(findCountry('ZZ')).toBeUndefined();
  });

  it('every code is a region the platform knows (Intl display names)', () => {
    const regions = new Intl.DisplayNames(['en'], { type: 'region' });
    for (const { value } of list) expect(regions.of(value)).not.toBe(value);
  });

  it('is ordered by country name for pickers', () => {
    const names = list.map((country) => country.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')));
  });

  it('is parsed once and shared', () => {
    expect(countries()).toBe(list);
  });
});
