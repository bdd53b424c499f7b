import {
  addMemberEndpoint,
  profileSessionEndpoint,
  SECONDARY_PROFILE_TOKEN_HEADER,
  urlOf,
} from '@kaizen/contracts';
import { expect } from 'vitest';
import type { TestApp } from '../../test/app';
import type { ClientSession } from '../../test/auth';

// What the profiles tests do over and over: call the API as someone, add a child, switch to one.

export const child = {
  firstname: 'Asha',
  lastname: 'Rao',
  relationship: 'child',
  date_of_birth: '2016-05-04',
  gender: 'female',
};

export type Headers = ClientSession | Record<string, string>;

export function profilesKit(t: () => TestApp) {
  const inject = (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    session: Headers,
    payload?: Record<string, unknown>,
  ) =>
    t().app.inject({
      method,
      url,
      headers: session,
      ...(payload === undefined ? {} : { payload }),
    });

  async function addChild(session: ClientSession, overrides: Partial<typeof child> = {}) {
    const added = await inject('POST', `/api/${urlOf(addMemberEndpoint)}`, session, {
      ...child,
      ...overrides,
    });
    expect(added.statusCode).toBe(201);
    return added.json().data as { uuid: string; firstname: string };
  }

  async function switchTo(session: ClientSession, uuid: string) {
    const switched = await inject(
      'POST',
      `/api/${urlOf(profileSessionEndpoint, { uuid })}`,
      session,
    );
    expect(switched.statusCode).toBe(200);
    const token = switched.headers[SECONDARY_PROFILE_TOKEN_HEADER];
    expect(typeof token).toBe('string');
    return { ...session, [SECONDARY_PROFILE_TOKEN_HEADER]: String(token) };
  }

  return { inject, addChild, switchTo };
}
