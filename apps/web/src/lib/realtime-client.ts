import { API_BASE } from './http/api-base';

// The realtime tree of SPEC §3 and §7 (attribution, experiments, appConfig), served by the API at
// /api/realtime/{path} like a Firebase REST database, with the signed-in user's fb_token. Plain
// fetch: the tree has its own credential and never rotates the session.

class RealtimeError extends Error {
  constructor(readonly status: number) {
    super(`realtime request failed with ${status}`);
  }
}

const call = async (
  method: 'GET' | 'PUT',
  path: string,
  token: string,
  body?: unknown,
  send: typeof fetch = (...args) => globalThis.fetch(...args),
): Promise<unknown> => {
  const response = await send(`${API_BASE}/realtime/${path}`, {
    method,
    headers: {
      Authorization: `Bearer ${token}`,
      Accept: 'application/json',
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  if (!response.ok) throw new RealtimeError(response.status);
  return response.json() as Promise<unknown>;
};

/** The value at a path; null when nothing is stored there. */
export const readRealtime = (path: string, token: string, send?: typeof fetch) =>
  call('GET', path, token, undefined, send);

/** Replaces the value at a path. */
export const writeRealtime = (path: string, token: string, value: unknown, send?: typeof fetch) =>
  call('PUT', path, token, value, send);
