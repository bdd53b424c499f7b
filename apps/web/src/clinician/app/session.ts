import {
  CLINICIAN_PLATFORM_HEADER_VALUE,
  CLINICIAN_WORKSPACE_ONLY_MESSAGE,
  isClinicianUserType,
  signInEndpoint,
  signOutEndpoint,
  urlOf,
  validateTokenEndpoint,
  type User,
} from '@kaizen/contracts';
import { useSyncExternalStore } from 'react';
import { createHttpClient } from '../../lib/http/client';
import { readStoredSession, removeStoredSession } from '../../lib/http/stored-session';
import { localStore, type KeyValueStore } from '../../lib/storage';

// The clinician workspace signs in through the same token protocol as the patient app (SPEC §4,
// §7), with its own platform value, so the server refuses patients here and clinicians there.

const SESSION_ENDED_MESSAGE = 'Your session ended. Please sign in again.';

/**
 * A view of a store whose keys carry a prefix. The workspace keeps its session apart from the
 * patient app's on the same origin: the patient app would find a clinician's session, refuse it
 * and sign it out on the server.
 */
export function prefixedStore(base: KeyValueStore, prefix: string): KeyValueStore {
  return {
    getItem: (key) => base.getItem(prefix + key),
    setItem: (key, value) => base.setItem(prefix + key, value),
    removeItem: (key) => base.removeItem(prefix + key),
    keys: () =>
      base
        .keys()
        .filter((key) => key.startsWith(prefix))
        .map((key) => key.slice(prefix.length)),
    inMemory: base.inMemory,
  };
}

const clinicianStore = prefixedStore(localStore, 'kaizen-clinician:');

export type WorkspaceSession =
  | { status: 'checking' }
  | { status: 'signed-out'; message?: string }
  | { status: 'signed-in'; user: User };

let current: WorkspaceSession = { status: 'checking' };
const listeners = new Set<() => void>();

function setSession(next: WorkspaceSession) {
  current = next;
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};
const snapshot = () => current;

export const useWorkspaceSession = (): WorkspaceSession =>
  useSyncExternalStore(subscribe, snapshot, snapshot);

/** The workspace's one HTTP client: the SPEC §7 headers, its own session keys and platform. */
export const api = createHttpClient({
  store: clinicianStore,
  platform: CLINICIAN_PLATFORM_HEADER_VALUE,
  onSessionExpired: () => () =>
    setSession({ status: 'signed-out', message: SESSION_ENDED_MESSAGE }),
});

/** A non-clinician session (a token carried over some other way) is dropped with the reason. */
function accept(user: User): User | null {
  if (isClinicianUserType(user.usertype)) {
    setSession({ status: 'signed-in', user });
    return user;
  }
  removeStoredSession(clinicianStore);
  setSession({ status: 'signed-out', message: CLINICIAN_WORKSPACE_ONLY_MESSAGE });
  return null;
}

/** Start-up: a stored session is checked with the server; none means signed out. */
export async function restoreSession(): Promise<void> {
  if (!readStoredSession(clinicianStore)) return setSession({ status: 'signed-out' });
  try {
    const response = await api.get(urlOf(validateTokenEndpoint));
    const body = validateTokenEndpoint.response.parse(response.data);
    if (body.success) accept(body.data);
    else setSession({ status: 'signed-out' });
  } catch {
    setSession({ status: 'signed-out' });
  }
}

/** Signs in; the server answers 403 with CLINICIAN_WORKSPACE_ONLY_MESSAGE for patients. */
export async function signIn(credentials: { login: string; password: string }): Promise<void> {
  const response = await api.post(urlOf(signInEndpoint), credentials);
  accept(signInEndpoint.response.parse(response.data).data);
}

export async function signOut(): Promise<void> {
  try {
    await api.delete(urlOf(signOutEndpoint), { skipSessionExpiry: true });
  } catch {
    // Signed out here either way: the server session ends with its expiry.
  } finally {
    removeStoredSession(clinicianStore);
    setSession({ status: 'signed-out' });
  }
}
