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

  it('keeps a newer token when an older one arrives later (responses out of order)', () => {
    const store = memory();
    writeStoredSession({ 'access-token': 'first', client: 'c', uid: 'u', expiry: '100' }, store);
    expect(
      refreshSessionFromHeaders({ 'access-token': 'newer', expiry: '200' }, store),
    ).toMatchObject({ 'access-token': 'newer' });
    // The slow response of an earlier request, carrying the token the newer one replaced.
    expect(refreshSessionFromHeaders({ 'access-token': 'older', expiry: '150' }, store)).toBeNull();
    expect(readStoredSession(store)).toMatchObject({ 'access-token': 'newer', expiry: '200' });
    // Same second: the later arrival wins (nothing tells them apart).
    refreshSessionFromHeaders({ 'access-token': 'same-second', expiry: '200' }, store);
    expect(readStoredSession(store)?.['access-token']).toBe('same-second');
    // Another device id (a new sign-in) is always taken.
    refreshSessionFromHeaders(
      { 'access-token': 'other', client: 'd', uid: 'u', expiry: '5' },
      store,
    );
    expect(readStoredSession(store)).toMatchObject({ 'access-token': 'other', client: 'd' });
  });
});
