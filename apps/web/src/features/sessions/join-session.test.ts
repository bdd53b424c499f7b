import { describe, expect, it } from 'vitest';
import { joinPlatform } from './join-session';

describe('join platform (SPEC §4)', () => {
  it('is the platform the native shell announced, else website', () => {
    expect(joinPlatform('android')).toBe('android');
    expect(joinPlatform('IOS')).toBe('ios');
    expect(joinPlatform('kaios')).toBe('website');
    expect(joinPlatform(null)).toBe('website');
  });
});
