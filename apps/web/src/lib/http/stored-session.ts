import { localStore, readJson, type KeyValueStore } from '../storage';
import { StorageKey } from '../storage-keys';

/** SPEC §3 stored auth session; keys are the header names they are sent back as (SPEC §7). */
export interface StoredSession {
  'access-token': string;
  client: string;
  uid: string;
  expiry: string;
  'token-type'?: string;
  'x-company-profile-name'?: string;
  'x-company-profile-uuid'?: string;
}

const SESSION_FIELDS = ['access-token', 'client', 'uid', 'expiry', 'token-type'] as const;

export function readStoredSession(store: KeyValueStore = localStore): StoredSession | null {
  const session = readJson<Partial<StoredSession>>(store, StorageKey.authSession);
  if (!session?.['access-token'] || !session.client || !session.uid) return null;
  return { expiry: '', ...session } as StoredSession;
}

export function writeStoredSession(session: StoredSession, store: KeyValueStore = localStore) {
  store.setItem(StorageKey.authSession, JSON.stringify(session));
}

export function removeStoredSession(store: KeyValueStore = localStore) {
  store.removeItem(StorageKey.authSession);
}

type HeaderBag = Record<string, unknown>;

/**
 * SPEC §4: every response with an access-token header refreshes and persists the stored session.
 * Returns the new session, or null when the response carries no access-token.
 */
export function refreshSessionFromHeaders(
  headers: HeaderBag,
  store: KeyValueStore = localStore,
): StoredSession | null {
  const header = (name: string) => {
    const value = headers[name];
    return typeof value === 'string' && value !== '' ? value : undefined;
  };
  if (!header('access-token')) return null;
  const previous = readJson<Partial<StoredSession>>(store, StorageKey.authSession) ?? {};
  const next: Partial<StoredSession> = { ...previous };
  for (const field of SESSION_FIELDS) {
    const value = header(field);
    if (value !== undefined) next[field] = value;
  }
  if (!next.client || !next.uid) return null;
  const session = { expiry: '', ...next } as StoredSession;
  writeStoredSession(session, store);
  return session;
}
