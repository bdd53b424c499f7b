import { describe, expect, it } from 'vitest';
import { providerSearchQuerySchema, providerTypesForFilter } from './providers';

describe('providerTypesForFilter (SPEC §3 type aliases)', () => {
  it('maps each alias to its base type and exact types to themselves', () => {
    expect(providerTypesForFilter('therapist')).toEqual(['therapy']);
    expect(providerTypesForFilter('psychiatrist')).toEqual(['psychiatry']);
    expect(providerTypesForFilter('couplestherapist')).toEqual(['couples']);
    expect(providerTypesForFilter('cf_coach')).toEqual(['cf_coach']);
  });

  it('reads others as every type outside therapy, psychiatry and couples', () => {
    expect(providerTypesForFilter('others')).toEqual([
      'coach',
      'children_first',
      'ancillary_assessment',
      'care_coordinator',
      'cf_coach',
      'cf_children_first',
      'cf_ancillary_assessment',
      'cf_care_coordinator',
    ]);
  });
});

describe('providerSearchQuerySchema', () => {
  it('takes lists as repeated keys or comma lists, any case, and applies defaults', () => {
    const query = providerSearchQuerySchema.parse({
      languages: ['Hindi', 'english,TAMIL'],
      price: '1, 2',
      ih_clinic_ids: '3,4',
    });
    expect(query).toEqual({
      languages: ['hindi', 'english', 'tamil'],
      price: [1, 2],
      ih_clinic_ids: [3, 4],
      sort: 'earliest',
      limit: 20,
    });
  });

  it('names the unknown value in its message', () => {
    const result = providerSearchQuerySchema.safeParse({ languages: 'hindi,klingon' });
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([
      "Unknown language 'klingon'.",
    ]);
  });
});
