import { cfConfigsEndpoint, hasCfRole, urlOf } from '@kaizen/contracts';
import { http } from '../../lib/http/client';
import { isCancelledRequest } from '../../lib/http/request-error';
import { cfConfigCleared, cfConfigReceived, type AppConfigState, type CfUserConfig } from './slice';

// SPEC §3 isCfUser and cfUserConfig, loaded with the signed-in start-up (app/signed-in-actions.ts,
// a lazy chunk: the HTTP client stays off the log-in page's path).

/** SPEC §3 table "GET cf configs": data.data.cf_booking_configs. */
async function fetchCfConfig(): Promise<CfUserConfig> {
  const response = await http.get(urlOf(cfConfigsEndpoint));
  return cfConfigsEndpoint.response.parse(response.data).data.cf_booking_configs as CfUserConfig;
}

interface Store {
  dispatch: (action: ReturnType<typeof cfConfigCleared | typeof cfConfigReceived>) => unknown;
  getState: () => { appConfig: AppConfigState };
}

/**
 * `providers` is the providers dropdown whose roles say who is a CF user; null when it could not
 * be loaded (a 401 ended the session, the network is down): then nothing is known and nothing is
 * asked, as on an error. `person` names whom the answer is for: another person's persisted
 * answer is cleared at once. SPEC §3: `{}` on error; a cancelled request changes nothing.
 */
export async function loadCfConfig(
  store: Store,
  providers: readonly { roles: readonly string[] }[] | null,
  person: string,
  fetch: () => Promise<CfUserConfig> = fetchCfConfig,
): Promise<void> {
  if (store.getState().appConfig.cfConfigFor !== person) store.dispatch(cfConfigCleared(person));
  if (!providers || !hasCfRole(providers)) {
    store.dispatch(cfConfigReceived({ for: person, isCfUser: false, config: {} }));
    return;
  }
  try {
    store.dispatch(cfConfigReceived({ for: person, isCfUser: true, config: await fetch() }));
  } catch (error) {
    if (isCancelledRequest(error)) return;
    store.dispatch(cfConfigReceived({ for: person, isCfUser: true, config: {} }));
  }
}
