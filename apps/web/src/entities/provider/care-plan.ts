import {
  cfAllows,
  PROVIDER_TYPES,
  providerTypesForFilter,
  type CfBookingConfig,
  type ProviderType,
  type ProviderTypeFilterWord,
  type SessionKind,
} from '@kaizen/contracts';

// A care-first (CF) person's plan (SPEC §3 cf configs) narrows what the web offers to what the
// API would book (contracts cfAllows, the rule offer.ts enforces): provider types on the directory
// and session kinds on a profile and in the booking flow. Everyone else gets everything.

/** What a CF person may book and with whom the plan is (their organisation, else Kaizen). */
export interface CarePlan {
  config: CfBookingConfig;
  organisation: string;
}

export const carePlanOf = (
  config: CfBookingConfig | null,
  organisationName: string | null | undefined,
): CarePlan | null =>
  config ? { config, organisation: organisationName?.trim() || 'Kaizen' } : null;

/**
 * The session kinds of an expert this person may book: none when the plan does not cover the
 * expert's type of care, else the expert's kinds the plan allows (all of them without a plan).
 */
export function bookableSessionKinds<Kind extends { kind: SessionKind }>(
  plan: CarePlan | null,
  providerType: ProviderType,
  kinds: readonly Kind[],
): Kind[] {
  const config = plan?.config ?? null;
  if (!cfAllows(config, { providerType })) return [];
  return kinds.filter((each) => cfAllows(config, { kind: each.kind }));
}

/** A directory `type` word is offered when the plan covers one of the types it stands for. */
export const planCoversTypeWord = (plan: CarePlan | null, word: ProviderTypeFilterWord): boolean =>
  providerTypesForFilter(word).some((providerType) =>
    cfAllows(plan?.config ?? null, { providerType }),
  );

/**
 * The directory `type` word to offer for a kind of care: the word itself when the plan covers it,
 * else its care-first variant (therapy → cf_therapy) when the plan covers that, else null (not
 * offered). Without a plan, the word itself.
 */
export function planTypeWord(
  plan: CarePlan | null,
  word: ProviderTypeFilterWord,
): ProviderTypeFilterWord | null {
  if (planCoversTypeWord(plan, word)) return word;
  const variant = PROVIDER_TYPES.find((type) => type === `cf_${word}`);
  return variant && planCoversTypeWord(plan, variant) ? variant : null;
}

const CARE_NAMES: Record<string, string> = {
  therapy: 'therapy',
  psychiatry: 'psychiatry',
  coach: 'coaching',
  couples: 'couples therapy',
  children_first: "children's care",
  ancillary_assessment: 'assessment',
  care_coordinator: 'care coordination',
};
const KIND_WORDS: Record<SessionKind, string> = {
  tele: 'online',
  offline: 'in-person',
  couple: 'couple',
  group: 'group',
};

/** "a, b or c" */
const either = (words: string[]) =>
  words.length < 2 ? (words[0] ?? '') : `${words.slice(0, -1).join(', ')} or ${words.at(-1)}`;

/** "online therapy sessions", "online or in-person therapy or psychiatry sessions". */
function coveredSessionsText(config: CfBookingConfig): string {
  const care = [
    ...new Set(config.provider_types.map((type) => CARE_NAMES[type.replace(/^cf_/, '')] ?? type)),
  ];
  const kinds = config.session_kinds.map((kind) => KIND_WORDS[kind]);
  return `${either(kinds)} ${either(care)} sessions`;
}

/** Why the choices are narrowed: "Your care plan with Acme Corp covers online therapy sessions." */
export const carePlanText = (plan: CarePlan): string =>
  `Your care plan with ${plan.organisation} covers ${coveredSessionsText(plan.config)}.`;

/** Where nothing on a page is covered: the plan, and the way forward. */
export const notCoveredText = (plan: CarePlan): string =>
  `${carePlanText(plan)} Contact your care team to change it.`;
