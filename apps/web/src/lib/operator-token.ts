import { ADMIN_TOKEN_HEADER, operatorCheckEndpoint } from '@kaizen/contracts';
import { call } from './http/call';
import { statusOf } from './http/request-error';
import { sessionStore, type KeyValueStore } from './storage';
import { StorageKey } from './storage-keys';

// The operator console's credential (web /operator): the deployment's ADMIN_TOKEN, typed by the
// operator and kept in session storage only (it goes when the tab closes, and never into local
// storage where the patient app's data lives). Every console page sends it with operatorHeaders.

export const readOperatorToken = (store: KeyValueStore = sessionStore): string | null =>
  store.getItem(StorageKey.operatorToken);

export const saveOperatorToken = (token: string, store: KeyValueStore = sessionStore): void =>
  store.setItem(StorageKey.operatorToken, token);

export const clearOperatorToken = (store: KeyValueStore = sessionStore): void =>
  store.removeItem(StorageKey.operatorToken);

/** The header an admin route checks; empty without a token (the route then answers 404). */
export function operatorHeaders(store: KeyValueStore = sessionStore): Record<string, string> {
  const token = readOperatorToken(store);
  return token ? { [ADMIN_TOKEN_HEADER]: token } : {};
}

/**
 * Whether the API takes `token`: true, false on its 404 (admin routes do not exist for a wrong
 * token), and the request's error for anything else (offline, server down), so the console can
 * say which it was.
 */
export async function checkOperatorToken(token: string): Promise<boolean> {
  try {
    await call(operatorCheckEndpoint, { headers: { [ADMIN_TOKEN_HEADER]: token } });
    return true;
  } catch (error) {
    if (statusOf(error) === 404) return false;
    throw error;
  }
}
