import type { CfBookingConfig, ProviderSessionKind } from '@kaizen/contracts';
import { describe, expect, it } from 'vitest';
import {
  bookableSessionKinds,
  carePlanOf,
  carePlanText,
  notCoveredText,
  planCoversTypeWord,
  planTypeWord,
} from './care-plan';

const ONLINE_THERAPY: CfBookingConfig = {
  provider_types: ['therapy'],
  session_kinds: ['tele'],
  source: 'user',
};
const kindsOf = (...kinds: ProviderSessionKind['kind'][]) =>
  kinds.map((kind) => ({ kind, duration_minutes: 50, price: 1000 }));

describe('care plan narrowing (SPEC §3 cf configs)', () => {
  const plan = carePlanOf(ONLINE_THERAPY, null);
  const surely = <T>(value: T | null): T => {
    if (value === null) throw new Error('expected a plan');
    return value;
  };

  it('offers an expert only the session kinds the plan covers, none for a type it does not', () => {
    const offered = kindsOf('tele', 'offline', 'couple');
    expect(bookableSessionKinds(plan, 'therapy', offered).map((each) => each.kind)).toEqual([
      'tele',
    ]);
    expect(bookableSessionKinds(plan, 'psychiatry', offered)).toEqual([]);
    expect(bookableSessionKinds(plan, 'cf_therapy', offered)).toEqual([]);
    // Everyone else: every kind the expert offers.
    expect(bookableSessionKinds(null, 'psychiatry', offered)).toEqual(offered);
  });

  it('offers the kinds of care the plan covers, or their care-first variant', () => {
    expect(planCoversTypeWord(plan, 'therapy')).toBe(true);
    expect(planCoversTypeWord(plan, 'therapist')).toBe(true);
    expect(planCoversTypeWord(plan, 'psychiatry')).toBe(false);
    expect(planCoversTypeWord(plan, 'others')).toBe(false);
    expect(planTypeWord(null, 'couples')).toBe('couples');
    const cfDefault = carePlanOf(
      {
        provider_types: ['cf_therapy', 'cf_coach'],
        session_kinds: ['tele', 'offline'],
        source: 'default',
      },
      'Acme Corp',
    );
    expect(planTypeWord(cfDefault, 'therapy')).toBe('cf_therapy');
    expect(planTypeWord(cfDefault, 'psychiatry')).toBeNull();
    expect(planTypeWord(cfDefault, 'others')).toBe('others');
  });

  it('says why, with the organisation or Kaizen', () => {
    expect(carePlanOf(null, 'Acme Corp')).toBeNull();
    expect(carePlanText(surely(plan))).toBe(
      'Your care plan with Kaizen covers online therapy sessions.',
    );
    const wider = carePlanOf(
      {
        provider_types: ['therapy', 'cf_therapy', 'psychiatry', 'coach'],
        session_kinds: ['tele', 'offline'],
        source: 'organisation',
      },
      ' Acme Corp ',
    );
    expect(notCoveredText(surely(wider))).toBe(
      'Your care plan with Acme Corp covers online or in-person therapy, psychiatry or coaching sessions. Contact your care team to change it.',
    );
  });
});
