import type {
  COMPANY_PROFILE_NAME_HEADER,
  COMPANY_PROFILE_UUID_HEADER,
  TOKEN_TYPE_HEADER,
  UID_HEADER,
} from '@kaizen/contracts';
import {
  ACCESS_TOKEN_HEADER,
  CLIENT_HEADER,
  EXPIRY_HEADER,
  SESSION_HEADERS,
} from '@kaizen/contracts';
import { localStore, readJson, type KeyValueStore } from '../storage';
import { StorageKey } from '../storage-keys';

/** SPEC §3 stored auth session; keys are the header names they are sent back as (SPEC §7). */
export interface StoredSession {
  [ACCESS_TOKEN_HEADER]: string;
  [CLIENT_HEADER]: string;
  [UID_HEADER]: string;
  [EXPIRY_HEADER]: string;
  [TOKEN_TYPE_HEADER]?: string;
  [COMPANY_PROFILE_NAME_HEADER]?: string;
  [COMPANY_PROFILE_UUID_HEADER]?: string;
}

export function readStoredSession(store: KeyValueStore = localStore): StoredSession | null {
  const session = readJson<Partial<StoredSession>>(store, StorageKey.authSession);
  if (!session?.[ACCESS_TOKEN_HEADER] || !session.client || !session.uid) return null;
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
 * Responses can land out of order (parallel calls, a slow one, another tab): a token of the same
 * device whose expiry is earlier than the stored one's was issued before it (the server slides
 * the expiry with every token it issues), and storing it would replace the newer token. Kept,
 * the newer token works, and so does the one it replaced until the newer one is used.
 */
function issuedBefore(
  header: (name: string) => string | undefined,
  stored: Partial<StoredSession>,
): boolean {
  const client = header(CLIENT_HEADER);
  if (client !== undefined && client !== stored.client) return false;
  const incoming = Number(header(EXPIRY_HEADER));
  const current = Number(stored[EXPIRY_HEADER]);
  return Number.isFinite(incoming) && Number.isFinite(current) && incoming < current;
}

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
  if (!header(ACCESS_TOKEN_HEADER)) return null;
  const previous = readJson<Partial<StoredSession>>(store, StorageKey.authSession) ?? {};
  if (issuedBefore(header, previous)) return null;
  const next: Partial<StoredSession> = { ...previous };
  for (const field of SESSION_HEADERS) {
    const value = header(field);
    if (value !== undefined) next[field] = value;
  }
  if (!next.client || !next.uid) return null;
  const session = { expiry: '', ...next } as StoredSession;
  writeStoredSession(session, store);
  return session;
}
