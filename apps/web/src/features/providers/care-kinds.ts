import {
  PROVIDER_TYPES,
  providerTypeLabel,
  type AppVisibility,
  type ProviderType,
  type ProviderTypeFilterWord,
} from '@kaizen/contracts';
import { planTypeWord, type CarePlan } from '../../entities/provider/care-plan';

// The kinds of care the landing offers (SPEC §2 /therapy-psychiatry/), as `type` filter words.

export interface CareKind {
  type: ProviderTypeFilterWord;
  title: string;
  description: string;
  /** Plural noun for headings and sentences: "psychiatrists". */
  plural: string;
  /** The listing's heading. */
  heading: string;
}

const CARE_KINDS: readonly CareKind[] = [
  {
    type: 'therapy',
    title: 'Therapy',
    description: 'Talk through what is on your mind with a trained therapist, at your own pace.',
    plural: 'therapists',
    heading: 'Find a therapist',
  },
  {
    type: 'psychiatry',
    title: 'Psychiatry',
    description: 'A medical doctor who can assess, diagnose and, where it helps, prescribe.',
    plural: 'psychiatrists',
    heading: 'Find a psychiatrist',
  },
  {
    type: 'couples',
    title: 'Couples therapy',
    description: 'Work on your relationship together, with a therapist for the two of you.',
    plural: 'couples therapists',
    heading: 'Find a couples therapist',
  },
  {
    type: 'others',
    title: 'Other experts',
    description: 'Coaches, assessment specialists and care for children and families.',
    plural: 'experts',
    heading: 'Find another kind of expert',
  },
];

/** SPEC §3 app visibility: a kind of care the app does not offer is not shown. */
export function visibleCareKinds(visibility: AppVisibility): CareKind[] {
  const offered: Partial<Record<ProviderTypeFilterWord, boolean>> = {
    therapy: visibility.is_therapy_offered,
    psychiatry: visibility.is_psychiatry_offered,
    couples: visibility.is_couple_therapy_offered,
  };
  return CARE_KINDS.filter((kind) => offered[kind.type] !== false);
}

/**
 * The kinds of care a care-first person's plan covers (SPEC §3 cf configs), each with the `type`
 * word that lists what it covers (cf_therapy when the plan covers only the care-first variant).
 */
export function coveredCareKinds(
  kinds: readonly CareKind[],
  plan: CarePlan | null,
): (CareKind & { listType: ProviderTypeFilterWord })[] {
  return kinds.flatMap((kind) => {
    const listType = planTypeWord(plan, kind.type);
    return listType ? [{ ...kind, listType }] : [];
  });
}

/** The landing's kind a `type` word lists: its own, or the one whose care-first variant it is. */
const careKindFor = (type: ProviderTypeFilterWord | undefined): CareKind | undefined =>
  CARE_KINDS.find((kind) => kind.type === type || `cf_${kind.type}` === type);

export const listingHeading = (type: ProviderTypeFilterWord | undefined): string =>
  careKindFor(type)?.heading ?? 'Find an expert';

/** The plural for a listing's type: one of the landing's kinds, any other type, or "experts". */
export function pluralFor(type: ProviderTypeFilterWord | undefined): string {
  const kind = careKindFor(type);
  if (kind) return kind.plural;
  const providerType = PROVIDER_TYPES.find((known): known is ProviderType => known === type);
  if (!providerType) return 'experts';
  const label = providerTypeLabel(providerType).toLowerCase();
  return `${label}${label.endsWith('ch') ? 'es' : 's'}`;
}
