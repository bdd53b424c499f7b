import type { UiConfigResponse } from '@kaizen/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';
import { signUp, type ClientSession } from '../../test/auth';

// New-profile communication flags (SPEC §3 UI-config flag, §4 "shown until the flag is set false
// on the server", §7 GET with config_key, PUT update_user_interface_config).

const URL = '/api/customers/new_profile_communication';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});

afterAll(async () => {
  await t.app.close();
});

const read = (session: ClientSession | undefined, key: string) =>
  t.app.inject({
    method: 'GET',
    url: `${URL}?config_key=${key}`,
    ...(session ? { headers: session } : {}),
  });

const update = (session: ClientSession | undefined, payload: Record<string, unknown>) =>
  t.app.inject({
    method: 'PUT',
    url: `${URL}/update_user_interface_config`,
    payload,
    ...(session ? { headers: session } : {}),
  });

async function status(session: ClientSession, key: string) {
  const response = await read(session, key);
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as UiConfigResponse).data.status;
}

describe('new profile communication flags', () => {
  it('are true (still to show) for a new user', async () => {
    const { session } = await signUp(t.app);
    expect(await status(session, 'new_profile_modal')).toBe(true);
    expect(await status(session, 'new_profile_tooltip')).toBe(true);
  });

  it('store a status per key, for the caller only', async () => {
    const alice = await signUp(t.app);
    const bob = await signUp(t.app);
    const response = await update(alice.session, {
      config_key: 'new_profile_modal',
      status: false,
      user_id: bob.id,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ data: { config_key: 'new_profile_modal', status: false } });
    expect(await status(alice.session, 'new_profile_modal')).toBe(false);
    expect(await status(alice.session, 'new_profile_tooltip')).toBe(true);
    expect(await status(bob.session, 'new_profile_modal')).toBe(true);

    await update(alice.session, { config_key: 'new_profile_modal', status: true });
    expect(await status(alice.session, 'new_profile_modal')).toBe(true);
  });

  it('answer 422 for an unknown key or a status that is not a boolean', async () => {
    const { session } = await signUp(t.app);
    expect((await read(session, 'dark_mode')).statusCode).toBe(422);
    expect((await read(session, '')).statusCode).toBe(422);
    const badKey = await update(session, { config_key: 'dark_mode', status: false });
    expect(badKey.statusCode).toBe(422);
    const badStatus = await update(session, { config_key: 'new_profile_modal', status: 'no' });
    expect(badStatus.statusCode).toBe(422);
    expect(await status(session, 'new_profile_modal')).toBe(true);
  });

  it('need a session', async () => {
    expect((await read(undefined, 'new_profile_modal')).statusCode).toBe(401);
    const response = await update(undefined, { config_key: 'new_profile_modal', status: false });
    expect(response.statusCode).toBe(401);
  });
});
