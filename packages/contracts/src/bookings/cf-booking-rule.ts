import type { CfBookingConfig } from './cf-booking';
import type { ProviderType, SessionKind } from '../providers/provider-vocabulary';

// The care-first booking rule without schemas (no Zod): the web's app config slice reads it, and
// that slice is on the log-in page's path, where a module with schemas would bring Zod along.

/** A cf configs answer that restricts something (`{}` means: not a CF user, or not known). */
export const isCfBookingConfig = (value: unknown): value is CfBookingConfig =>
  typeof value === 'object' &&
  value !== null &&
  Array.isArray((value as Partial<CfBookingConfig>).provider_types) &&
  Array.isArray((value as Partial<CfBookingConfig>).session_kinds);

/**
 * Whether a booking choice is one the configuration allows; null (not a CF user) allows all. The
 * API refuses what this refuses and the web offers only what it allows: one rule for both.
 */
export function cfAllows(
  config: CfBookingConfig | null,
  choice: { providerType?: ProviderType; kind?: SessionKind },
): boolean {
  if (!config) return true;
  return (
    (choice.providerType === undefined || config.provider_types.includes(choice.providerType)) &&
    (choice.kind === undefined || config.session_kinds.includes(choice.kind))
  );
}
