import { MAX_PROFILE_MEMBERS } from '@kaizen/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';
import { signUp } from '../../test/auth';

// The member limit under a burst of parallel adds, on the PostgreSQL server only (PGlite runs one
// transaction at a time, which hides races).

describe.skipIf(!process.env.TEST_DATABASE_URL)('adding members, raced', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ DATABASE_POOL_SIZE: '20', AUTH_RATE_LIMIT_MAX: '1000' });
  }, 60_000);
  afterAll(() => t.app.close());

  it(`12 parallel adds leave exactly ${MAX_PROFILE_MEMBERS} members`, async () => {
    const guardian = await signUp(t.app);
    const responses = await Promise.all(
      Array.from({ length: 12 }, (_, index) =>
        t.app.inject({
          method: 'POST',
          url: '/api/profiles',
          headers: guardian.session,
          payload: {
            firstname: 'Burst',
            lastname: `Member ${String.fromCharCode(65 + index)}`,
            relationship: 'child',
            date_of_birth: '2015-01-01',
            gender: 'other',
          },
        }),
      ),
    );
    const codes = responses.map((response) => response.statusCode).sort();
    expect(codes.filter((code) => code === 201)).toHaveLength(MAX_PROFILE_MEMBERS);
    expect(codes.every((code) => code === 201 || code === 422 || code === 409)).toBe(true);
    const listed = await t.app.inject({
      method: 'GET',
      url: '/api/profiles',
      headers: guardian.session,
    });
    expect(listed.json().meta.added_member_count).toBe(MAX_PROFILE_MEMBERS);
  }, 60_000);
});
