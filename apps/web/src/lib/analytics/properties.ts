import { ANALYTICS_PROPERTY_MAX_LENGTH, isClinicalProperty } from '@kaizen/contracts';

export type PropertyValue = string | number | boolean | null;

const NAME = /^[A-Za-z0-9_$.-]{1,64}$/;
// The API refuses a batch with any control character (issue 8 input rule): strip them here.
// eslint-disable-next-line no-control-regex -- removing control characters is the point
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/g;

/**
 * The properties an event may carry: flat values only, names the API accepts, text without
 * control characters and cut at 255 characters (SPEC §9 "property truncation 255 characters"),
 * and never a clinical one (answers, scores, notes...: contracts isClinicalProperty), at most
 * `max` of them.
 */
export function analyticsProperties(
  input: Record<string, unknown>,
  max: number,
): Record<string, PropertyValue> {
  const kept: Record<string, PropertyValue> = {};
  let count = 0;
  for (const [name, value] of Object.entries(input)) {
    if (count >= max) break;
    if (!NAME.test(name) || isClinicalProperty(name)) continue;
    let cleaned: PropertyValue | undefined;
    if (typeof value === 'string') {
      cleaned = value.replace(CONTROL, '').slice(0, ANALYTICS_PROPERTY_MAX_LENGTH);
    } else if (typeof value === 'number') {
      cleaned = Number.isFinite(value) ? value : undefined;
    } else if (typeof value === 'boolean' || value === null) {
      cleaned = value;
    }
    if (cleaned === undefined) continue;
    kept[name] = cleaned;
    count += 1;
  }
  return kept;
}
