/** SPEC §2: the query parameters read when the app starts. */
const START_PARAMS = [
  'platform',
  'hideBackBtn',
  'clickid',
  'isDisableEdit',
  'skip_analytics',
  'sectionid',
  'app_token',
  'token',
  'ispm',
  'company',
  'is_secondary_token_handled',
  'jwt',
  'auth_token',
  'code',
  'CRNID',
] as const;

export type StartParamName = (typeof START_PARAMS)[number];
export type StartParams = Partial<Record<StartParamName, string>>;

/**
 * SPEC §5: 'undefined', 'null' and '' count as empty: the rule of the contracts' isEmptyValue,
 * restated for strings here because contracts keeps it in validation.ts beside Zod schemas, and
 * importing that module would put Zod into the start-up bundle (issue 2 JavaScript budget).
 */
const EMPTY_VALUES = new Set(['', 'undefined', 'null']);

/** Reads the start parameters; empty values count as absent. */
export function readStartParams(search: string): StartParams {
  const query = new URLSearchParams(search);
  const params: StartParams = {};
  for (const name of START_PARAMS) {
    const value = query.get(name);
    if (value !== null && !EMPTY_VALUES.has(value)) params[name] = value;
  }
  return params;
}

/** The search string without the given parameters ('' or '?a=b'). */
export function searchWithout(search: string, names: readonly string[]): string {
  const query = new URLSearchParams(search);
  for (const name of names) query.delete(name);
  const rest = query.toString();
  return rest ? `?${rest}` : '';
}

export const isTrue = (value: string | undefined) => value === 'true';
