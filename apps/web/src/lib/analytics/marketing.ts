import { DEFAULT_COUNTRY, MARKETING_TIMESTAMP_VALIDITY_MS } from '@kaizen/contracts';

// SPEC §4 marketing automation: "The marketing-automation script loads only if: userCountry is
// unset or IN; and either the event is auth_status (phone sign-up) or auth_verify_otp_confirm
// (phone), or the user's stored timestamp is at most 45 days old." Kaizen ships no marketing-
// automation integration and loads no third-party script: this gate is what one must pass
// (besides the analytics consent and block/skip gates), kept as a pure, tested rule.

/** SPEC §4: the phone sign-up events that open the gate on their own. */
const MARKETING_SIGN_UP_EVENTS: readonly string[] = ['auth_status', 'auth_verify_otp_confirm'];

interface MarketingGateInput {
  /** Stored userCountry (SPEC §3); null or '' when unset. */
  country: string | null;
  /** The event about to be sent to marketing automation. */
  event: string;
  /** The user's stored moengage_web_timestamp (SPEC §3 appConfig), milliseconds; null if none. */
  storedTimestamp: number | null;
  now: number;
}

export function marketingAutomationAllowed(input: MarketingGateInput): boolean {
  const countryAllowed = !input.country || input.country.toUpperCase() === DEFAULT_COUNTRY;
  if (!countryAllowed) return false;
  if (MARKETING_SIGN_UP_EVENTS.includes(input.event)) return true;
  if (input.storedTimestamp === null || !Number.isFinite(input.storedTimestamp)) return false;
  const age = input.now - input.storedTimestamp;
  return age >= 0 && age <= MARKETING_TIMESTAMP_VALIDITY_MS;
}
