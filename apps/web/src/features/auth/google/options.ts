import { SIGN_IN_OPTIONS_PATH, type SignInOptions } from '@kaizen/contracts';
import { API_BASE } from '../../../lib/http/api-base';

type GoogleOptions = SignInOptions['google'];

let google: Promise<GoogleOptions> | undefined;

/**
 * The server's answer read by hand, not with signInOptionsResponseSchema: this runs as the log-in
 * screen opens, and the schema would bring Zod and the HTTP client with it, over the screen's
 * JavaScript budget (issue 14). Anything unexpected reads as "no Google".
 */
function googleOf(body: unknown): GoogleOptions {
  const google = (body as { google?: { client_id?: unknown; script_url?: unknown } } | null)
    ?.google;
  if (typeof google?.client_id !== 'string' || typeof google.script_url !== 'string') return null;
  return { client_id: google.client_id, script_url: google.script_url };
}

/**
 * Google's client id and script address from the server (GET sign_in_options), asked once per
 * page load; null when the server has no client id (then nothing of Google renders and nothing is
 * sent to Google) or when asking failed (asked again next time).
 */
export function googleSignInOptions(): Promise<GoogleOptions> {
  google ??= fetch(`${API_BASE}${SIGN_IN_OPTIONS_PATH}`, {
    headers: { Accept: 'application/json' },
  })
    .then(async (response) => {
      if (!response.ok) throw new Error(`sign_in_options answered ${response.status}`);
      return googleOf(await response.json());
    })
    .catch(() => {
      google = undefined;
      return null;
    });
  return google;
}
