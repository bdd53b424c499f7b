import { EXPERIMENT_REDIRECT_DELAY_MS, EXPERIMENT_REDIRECT_MAX_DELAY_MS } from '../constants';

// Experiments (issue 15, SPEC §4): schema-free so the matching page can read its variant without
// loading Zod. The API assigns signed-in people with pickVariant; a visitor's browser runs the
// same function on the remote config, so both sides agree for the same key.

/** SPEC §3 storage key, and the experiment the matching results read. */
export const MATCHING_EXPERIMENT = 'matching_experiment_24';
/** control: every match at once; top_three: the three best first, the rest behind a button. */
export const MATCHING_EXPERIMENT_VARIANTS = ['control', 'top_three'] as const;

/** SPEC §3: a variant is null (unset), a value, or false (the lookup failed). */
export type ExperimentVariant = string | null | false;

export interface WeightedVariant {
  name: string;
  weight: number;
}

/** FNV-1a, 32 bits: stable across engines and releases, unlike anything seeded. */
function hash32(text: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index++) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

/**
 * The variant `key` (a person's uuid, a visitor's device id) gets in `experiment`: the same key
 * always lands in the same variant, and across many keys each variant's share follows its weight.
 * Null when no variant has weight.
 */
export function pickVariant(
  experiment: string,
  key: string,
  variants: readonly WeightedVariant[],
): string | null {
  const total = variants.reduce((sum, variant) => sum + Math.max(0, variant.weight), 0);
  if (total <= 0) return null;
  let point = hash32(`${experiment}:${key}`) % total;
  for (const variant of variants) {
    const weight = Math.max(0, variant.weight);
    if (point < weight) return variant.name;
    point -= weight;
  }
  return null;
}

/** SPEC §9: the experiment redirect delay, default 100 ms, never more than 1,000 ms. */
export function experimentRedirectDelay(configured?: number | null): number {
  if (configured === undefined || configured === null || !Number.isFinite(configured)) {
    return EXPERIMENT_REDIRECT_DELAY_MS;
  }
  return Math.min(EXPERIMENT_REDIRECT_MAX_DELAY_MS, Math.max(0, Math.round(configured)));
}
