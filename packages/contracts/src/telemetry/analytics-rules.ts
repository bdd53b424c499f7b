// Analytics rules both sides apply, schema-free (the web's pipeline loads without Zod).

export const ANALYTICS_EVENT_NAME_PATTERN = /^[a-z][a-z0-9_]{0,63}$/;
export const ANALYTICS_URL_MAX_LENGTH = 2048;
export const ANALYTICS_MAX_PROPERTIES = 50;
/** Events of a page view: the funnel's first step. */
export const PAGE_VIEW_EVENT = 'page_view';
/** SPEC §4 "initial referrer (or direct)". */
export const DIRECT_REFERRER = 'direct';

/**
 * Never clinical content in analytics (issue 15): assessment answers, scores and bands, notes,
 * journal or chat text, symptoms, diagnoses, medication, crisis and risk details. A property whose
 * name says it may carry one is dropped by the web before sending and by the server before
 * storing; events name what happened (assessment_submitted, instrument PHQ-9), never what a
 * person answered or wrote.
 */
const CLINICAL_PROPERTY =
  /answer|response|note|score|band|severity|symptom|journal|reflection|diagnos|prescri|medic|dosage|crisis|risk|suicid|harm|message|chat|free_?text|comment|feeling|mood/i;

export const isClinicalProperty = (name: string): boolean => CLINICAL_PROPERTY.test(name);

/**
 * Query parameters that carry credentials in the app's addresses (SPEC §2: app_token, token, jwt,
 * auth_token, code; reset links: reset_password_token). Matched loosely so that variants
 * (access_token, id_token...) go too. SPEC §4: "with token query parameters removed".
 */
const SECRET_PARAM = /token|jwt|secret|password|^code$|^auth$|^uid$|^client$/i;

export const isSecretParam = (name: string): boolean => SECRET_PARAM.test(name);

/** The address without credentials: token-like query parameters and the fragment removed. */
export function stripSecretsFromUrl(address: string): string {
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    // Not an absolute URL: keep the path only, which cannot hold a query parameter.
    return address.split(/[?#]/)[0] ?? '';
  }
  for (const name of [...url.searchParams.keys()]) {
    if (isSecretParam(name)) url.searchParams.delete(name);
  }
  url.hash = '';
  return url.toString();
}
