import { describe, expect, it } from 'vitest';
import { createSafeStore } from '../storage';
import { StorageKey } from '../storage-keys';
import {
  readStoredSession,
  refreshSessionFromHeaders,
  removeStoredSession,
  writeStoredSession,
} from './stored-session';

const memory = () => createSafeStore(() => undefined);

describe('stored session (SPEC §3, §4)', () => {
  it('is stored under its key and read back', () => {
    const store = memory();
    writeStoredSession({ 'access-token': 't', client: 'c', uid: 'u', expiry: '1' }, store);
    expect(store.getItem(StorageKey.authSession)).toContain('"access-token":"t"');
    expect(readStoredSession(store)).toMatchObject({ 'access-token': 't', client: 'c', uid: 'u' });
    removeStoredSession(store);
    expect(readStoredSession(store)).toBeNull();
  });

  it('is not a session without token, client and uid', () => {
    const store = memory();
    store.setItem(StorageKey.authSession, JSON.stringify({ 'access-token': 't' }));
    expect(readStoredSession(store)).toBeNull();
  });

  it('is refreshed from a response carrying access-token, keeping the company fields', () => {
    const store = memory();
    writeStoredSession(
      {
        'access-token': 'old',
        client: 'c',
        uid: 'u',
        expiry: '1',
        'x-company-profile-name': 'Acme',
      },
      store,
    );
    const session = refreshSessionFromHeaders({ 'access-token': 'new', expiry: '2' }, store);
    expect(session).toMatchObject({
      'access-token': 'new',
      expiry: '2',
      client: 'c',
      'x-company-profile-name': 'Acme',
    });
    expect(readStoredSession(store)?.['access-token']).toBe('new');
  });

  it('is left alone by a response without access-token (a batch inside the rotation window)', () => {
    const store = memory();
    writeStoredSession({ 'access-token': 'kept', client: 'c', uid: 'u', expiry: '1' }, store);
    expect(refreshSessionFromHeaders({ uid: 'someone' }, store)).toBeNull();
    expect(readStoredSession(store)).toMatchObject({ 'access-token': 'kept', uid: 'u' });
  });
});
