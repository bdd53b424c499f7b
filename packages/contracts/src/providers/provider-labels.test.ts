import { describe, expect, it } from 'vitest';
import { CONCERN_TOPICS, PROVIDER_TYPES } from './provider-filters';
import { CONCERN_LABELS, providerTypeLabel } from './provider-labels';

describe('provider labels', () => {
  it('names every provider type, cf_ variants as their base type', () => {
    for (const type of PROVIDER_TYPES) expect(providerTypeLabel(type)).toMatch(/^[A-Z]/);
    expect(providerTypeLabel('cf_psychiatry')).toBe('Psychiatrist');
    expect(providerTypeLabel('couples')).toBe('Couples therapist');
  });

  it('writes concern topics as a person would', () => {
    for (const topic of CONCERN_TOPICS) expect(CONCERN_LABELS[topic]).toMatch(/^[A-Z]/);
    expect(CONCERN_LABELS['social anxiety']).toBe('Social anxiety');
    expect(CONCERN_LABELS.adhd).toBe('ADHD');
    expect(CONCERN_LABELS['lgbtqia concerns']).toBe('LGBTQIA+ concerns');
  });
});
