import {
  AxiosError,
  AxiosHeaders,
  type AxiosAdapter,
  type AxiosResponse,
  type InternalAxiosRequestConfig,
} from 'axios';
import { DEVICE_LOGGED_OUT_MESSAGE, REQUEST_TIMEOUT_MS } from '@kaizen/contracts';
import { describe, expect, it, vi } from 'vitest';
import { createSafeStore } from '../storage';
import { StorageKey } from '../storage-keys';
import { createHttpClient } from './client';
import { OFFLINE_MESSAGE, RequestError, TIMEOUT_MESSAGE } from './request-error';
import { readStoredSession, writeStoredSession } from './stored-session';

interface Reply {
  status: number;
  data?: unknown;
  headers?: Record<string, string>;
}

/** An adapter answering like a server would, and remembering the requests it saw. */
function fakeServer(reply: Reply | ((config: InternalAxiosRequestConfig) => Reply)) {
  const seen: InternalAxiosRequestConfig[] = [];
  const adapter: AxiosAdapter = async (config) => {
    seen.push(config);
    const { status, data = {}, headers = {} } = typeof reply === 'function' ? reply(config) : reply;
    const response: AxiosResponse = {
      status,
      statusText: String(status),
      data,
      headers: new AxiosHeaders(headers),
      config,
    };
    if (status >= 400) {
      throw new AxiosError(`HTTP ${status}`, 'ERR_BAD_RESPONSE', config, null, response);
    }
    return response;
  };
  return { adapter, seen };
}

function setup(reply: Reply | ((config: InternalAxiosRequestConfig) => Reply)) {
  const store = createSafeStore(() => undefined);
  const onExpired = vi.fn();
  const server = fakeServer(reply);
  const client = createHttpClient({
    store,
    adapter: server.adapter,
    readCookie: (name) => ({ _fbp: 'fb.1.abc', _fbc: 'fb.1.click' })[name],
    onSessionExpired: () => onExpired,
  });
  return { store, onExpired, client, seen: server.seen };
}

const session = { 'access-token': 'tok', client: 'cli', uid: 'a@b.co', expiry: '123' };

describe('HTTP client requests (SPEC §7)', () => {
  it('sends the session, cookies, secondary token, company and platform headers', async () => {
    const { store, client, seen } = setup({ status: 200 });
    writeStoredSession({ ...session, 'token-type': 'Bearer' }, store);
    store.setItem(StorageKey.secondaryToken, 'second');
    store.setItem(StorageKey.companyDetails, JSON.stringify({ name: 'Acme', uuid: 'u-1' }));
    await client.get('health');
    const headers = seen[0]?.headers;
    expect(seen[0]?.url).toBe('health');
    expect(seen[0]?.baseURL).toBe('/api');
    expect(seen[0]?.timeout).toBe(REQUEST_TIMEOUT_MS);
    expect(headers?.get('access-token')).toBe('tok');
    expect(headers?.get('client')).toBe('cli');
    expect(headers?.get('uid')).toBe('a@b.co');
    expect(headers?.get('expiry')).toBe('123');
    expect(headers?.get('fbp')).toBe('fb.1.abc');
    expect(headers?.get('fbc')).toBe('fb.1.click');
    expect(headers?.get('secondary-profile-access-token')).toBe('second');
    expect(headers?.get('x-company-profile-name')).toBe('Acme');
    expect(headers?.get('x-company-profile-uuid')).toBe('u-1');
    expect(headers?.get('platform')).toBe('kaizen');
    expect(headers?.get('Accept')).toBe('application/json');
    expect(headers?.get('Content-Type')).toBe('application/json');
  });

  it('sends no session headers without a session, and lets the caller set a header', async () => {
    const { client, seen } = setup({ status: 200 });
    await client.post('decode-token', null, { headers: { 'jwt-token': 'app' } });
    expect(seen[0]?.headers.get('access-token')).toBeUndefined();
    expect(seen[0]?.headers.get('jwt-token')).toBe('app');
  });
});

describe('HTTP client error answers (issue 17: codes, not texts)', () => {
  it('carries the code and the fields of the answer', async () => {
    const { client } = setup({
      status: 422,
      data: {
        errors: ['Enter a valid email.'],
        code: 'invalid_input',
        fields: { partner_email: 'Enter a valid email.' },
      },
    });
    await expect(client.post('bookings')).rejects.toMatchObject({
      status: 422,
      code: 'invalid_input',
      messages: ['Enter a valid email.'],
      fields: { partner_email: 'Enter a valid email.' },
    });
  });

  it('keeps the texts of an answer with a code it does not know', async () => {
    const { client } = setup({ status: 409, data: { errors: ['Newer.'], code: 'from_later' } });
    await expect(client.post('x')).rejects.toMatchObject({
      code: undefined,
      messages: ['Newer.'],
      fields: {},
    });
  });

  it('forgets the selected member when the server says the profile is not available', async () => {
    const { store, client } = setup({
      status: 403,
      data: { errors: ['Reworded.'], code: 'profile_not_available' },
    });
    store.setItem(StorageKey.secondaryToken, 'member');
    await expect(client.get('x')).rejects.toMatchObject({ code: 'profile_not_available' });
    expect(store.getItem(StorageKey.secondaryToken)).toBeNull();
  });

  it('keeps the selected member on another 403', async () => {
    const { store, client } = setup({ status: 403, data: { errors: ['No.'], code: 'forbidden' } });
    store.setItem(StorageKey.secondaryToken, 'member');
    await expect(client.get('x')).rejects.toMatchObject({ code: 'forbidden' });
    expect(store.getItem(StorageKey.secondaryToken)).toBe('member');
  });
});

describe('HTTP client responses (SPEC §4 session expiry)', () => {
  it('refreshes the stored session from every access-token header', async () => {
    const { store, client } = setup({
      status: 200,
      headers: { 'access-token': 'next', expiry: '124' },
    });
    writeStoredSession(session, store);
    await client.get('x');
    expect(readStoredSession(store)).toMatchObject({
      'access-token': 'next',
      expiry: '124',
      client: 'cli',
    });
  });

  it('refreshes the session from an error answer too', async () => {
    const { store, client } = setup({
      status: 422,
      data: { errors: ['Bad'] },
      headers: { 'access-token': 'rotated' },
    });
    writeStoredSession(session, store);
    await expect(client.put('x')).rejects.toBeInstanceOf(RequestError);
    expect(readStoredSession(store)?.['access-token']).toBe('rotated');
  });

  it('on 401 removes the stored token and hands the error to the expiry handler', async () => {
    const { store, client, onExpired } = setup({
      status: 401,
      data: { errors: ['You need to sign in'] },
    });
    writeStoredSession(session, store);
    const failure = await client.get('x').catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(RequestError);
    expect(failure).toMatchObject({ status: 401, messages: ['You need to sign in'] });
    expect(readStoredSession(store)).toBeNull();
    expect(onExpired).toHaveBeenCalledWith(failure);
  });

  it('keeps the session on a 401 for a token replaced while the request was in flight', async () => {
    const newer = { ...session, 'access-token': 'newer', expiry: '124' };
    const { store, client, onExpired } = setup(() => {
      // Another response brought a newer token before this one was refused.
      writeStoredSession(newer, store);
      return { status: 401, data: { errors: ['You need to sign in'] } };
    });
    writeStoredSession(session, store);
    await expect(client.get('x')).rejects.toMatchObject({ status: 401 });
    expect(readStoredSession(store)).toMatchObject({ 'access-token': 'newer' });
    expect(onExpired).not.toHaveBeenCalled();
  });

  it('on 403 device logged out does the same', async () => {
    const { store, client, onExpired } = setup({
      status: 403,
      data: { errors: [DEVICE_LOGGED_OUT_MESSAGE], code: 'device_logged_out' },
    });
    writeStoredSession(session, store);
    await expect(client.get('x')).rejects.toMatchObject({ status: 403 });
    expect(readStoredSession(store)).toBeNull();
    expect(onExpired).toHaveBeenCalledOnce();
  });

  it('leaves the session alone on any other 403, whatever its text says', async () => {
    const { store, client, onExpired } = setup({
      status: 403,
      data: { errors: [DEVICE_LOGGED_OUT_MESSAGE], code: 'forbidden' },
    });
    writeStoredSession(session, store);
    await expect(client.get('x')).rejects.toMatchObject({ status: 403, code: 'forbidden' });
    expect(readStoredSession(store)).not.toBeNull();
    expect(onExpired).not.toHaveBeenCalled();
  });

  it('leaves the session alone on a 403 without a code', async () => {
    const { store, client, onExpired } = setup({ status: 403, data: { errors: ['Not yours'] } });
    writeStoredSession(session, store);
    await expect(client.get('x')).rejects.toMatchObject({ status: 403, messages: ['Not yours'] });
    expect(readStoredSession(store)).not.toBeNull();
    expect(onExpired).not.toHaveBeenCalled();
  });

  it('removes the token but skips the redirect for calls that ask to (logout)', async () => {
    const { store, client, onExpired } = setup({ status: 401 });
    writeStoredSession(session, store);
    await expect(
      client.delete('authenticate/sign_out', { skipSessionExpiry: true }),
    ).rejects.toThrow();
    expect(readStoredSession(store)).toBeNull();
    expect(onExpired).not.toHaveBeenCalled();
  });

  it('ignores a cancelled request silently: no messages, no expiry handling', async () => {
    const { store, client, onExpired } = setup({ status: 401 });
    writeStoredSession(session, store);
    const controller = new AbortController();
    controller.abort();
    const failure = await client
      .get('x', { signal: controller.signal })
      .catch((error: unknown) => error);
    expect(failure).toMatchObject({ kind: 'cancelled', messages: [] });
    expect(readStoredSession(store)).not.toBeNull();
    expect(onExpired).not.toHaveBeenCalled();
  });

  it('turns a lost network and a timeout into sentences to show', async () => {
    const network = createHttpClient({
      store: createSafeStore(() => undefined),
      adapter: (config) => Promise.reject(new AxiosError('Network Error', 'ERR_NETWORK', config)),
    });
    await expect(network.get('x')).rejects.toMatchObject({
      kind: 'network',
      messages: [OFFLINE_MESSAGE],
    });
    const slow = createHttpClient({
      store: createSafeStore(() => undefined),
      adapter: (config) => Promise.reject(new AxiosError('timeout', 'ECONNABORTED', config)),
    });
    await expect(slow.get('x')).rejects.toMatchObject({
      kind: 'timeout',
      messages: [TIMEOUT_MESSAGE],
    });
  });
});
