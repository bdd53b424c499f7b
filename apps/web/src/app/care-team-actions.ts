import { PROVIDERS_DROPDOWN_ERROR_MESSAGE, type MyProvider } from '@kaizen/contracts';
import { acknowledgeProvider, fetchMyProviders } from '../features/care-team/api';
import {
  allProvidersReceived,
  allProvidersRequested,
  providerAcknowledged,
} from '../features/auth/slice';
import { errorMessagesOf, isCancelledRequest } from '../lib/http/request-error';
import { helperToast, notify } from '../lib/toast';
import type { AppDispatch } from './store';

// The providers dropdown in auth state (SPEC §3 allProviders, loadingAllProviders; SPEC §4 login):
// it joins two features (care-team calls, auth state), so it lives in app/. Loaded on demand by
// start-up/signed-in.ts so that the HTTP client stays out of the entry chunk.

const DROPDOWN_TOAST_ID = 'providers-dropdown-error';

/** The list as loaded, or null when it could not be (the state then holds an empty list). */
export async function loadAllProviders(dispatch: AppDispatch): Promise<MyProvider[] | null> {
  dispatch(allProvidersRequested());
  try {
    const providers = await fetchMyProviders();
    dispatch(allProvidersReceived(providers));
    return providers;
  } catch (error) {
    // SPEC §8: the message, and the list set empty. A cancelled call has nothing to show.
    dispatch(allProvidersReceived([]));
    if (!isCancelledRequest(error)) {
      notify.error(PROVIDERS_DROPDOWN_ERROR_MESSAGE, DROPDOWN_TOAST_ID);
    }
    return null;
  }
}

/** update_temp_flag, then the acknowledged entry replaces the new one in auth state. */
export async function acknowledge(dispatch: AppDispatch, provider: MyProvider): Promise<void> {
  try {
    dispatch(providerAcknowledged(await acknowledgeProvider(provider)));
  } catch (error) {
    const [message] = errorMessagesOf(error);
    if (message) helperToast.error(message);
  }
}
