import { describe, expect, it } from 'vitest';
import {
  matchingAnswersSchema,
  matchingDataBodySchema,
  matchingProviderTypeSchema,
} from './matching';
import { uiConfigUpdateBodySchema } from '../web/ui-config';

describe('matching contracts', () => {
  it('keep answers under a SPEC §1 type; one-type SPEC §3 aliases name it', () => {
    expect(matchingProviderTypeSchema.parse(' Therapist ')).toBe('therapy');
    expect(matchingProviderTypeSchema.parse('cf_psychiatry')).toBe('cf_psychiatry');
    expect(matchingProviderTypeSchema.safeParse('others').success).toBe(false);
  });

  it('default the answers a person skipped', () => {
    expect(matchingAnswersSchema.parse({})).toEqual({
      concerns: [],
      languages: [],
      gender_preference: 'any',
      urgency: 'flexible',
    });
  });

  it('need a city for in-person sessions', () => {
    const result = matchingAnswersSchema.safeParse({ session_kind: 'offline' });
    expect(result.error?.issues[0]?.path).toEqual(['city']);
    expect(matchingAnswersSchema.safeParse({ session_kind: 'offline', city: 'del' }).success).toBe(
      true,
    );
  });

  it('take at most 30 matches (SPEC §9) and a timestamp with its offset', () => {
    const body = { provider_type: 'therapy', updated_at: '2026-01-05T10:00:00+05:30' };
    expect(matchingDataBodySchema.safeParse(body).success).toBe(true);
    const uuids = (count: number) => Array.from({ length: count }, () => crypto.randomUUID());
    expect(matchingDataBodySchema.safeParse({ ...body, all_matches: uuids(30) }).success).toBe(
      true,
    );
    expect(matchingDataBodySchema.safeParse({ ...body, all_matches: uuids(31) }).success).toBe(
      false,
    );
    expect(matchingDataBodySchema.safeParse({ ...body, updated_at: 'yesterday' }).success).toBe(
      false,
    );
  });

  it('know only the SPEC §3 UI-config keys', () => {
    const flag = { config_key: 'new_profile_tooltip', status: false };
    expect(uiConfigUpdateBodySchema.parse(flag)).toEqual(flag);
    expect(uiConfigUpdateBodySchema.safeParse({ ...flag, config_key: 'x' }).success).toBe(false);
  });
});
