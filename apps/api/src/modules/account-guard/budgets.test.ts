import { FORGOT_PASSWORD_MESSAGE, PROFILE_CHANGES_LIMIT_MESSAGE } from '@kaizen/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';
import { signUp } from '../../test/auth';
import { outboxMessages } from '../outbox/tables';

// Issue 8 case 4: reset emails per recipient are capped (same answer, no more email); profile
// updates per account are limited, whatever address or device they come from.

describe('per-account budgets', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ AUTH_RATE_LIMIT_MAX: '100000' });
  });
  afterAll(() => t.app.close());

  it('sends at most three reset emails per hour to one person, answering every request the same', async () => {
    const user = await signUp(t.app);
    const responses = await Promise.all(
      Array.from({ length: 100 }, () =>
        t.app.inject({
          method: 'POST',
          url: '/api/customers/authenticate/password',
          payload: { email: user.email },
        }),
      ),
    );
    for (const response of responses) {
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ success: true, message: FORGOT_PASSWORD_MESSAGE });
    }
    const resetMail = () =>
      t.app.db
        .select()
        .from(outboxMessages)
        .where(
          and(
            eq(outboxMessages.recipient, user.email),
            eq(outboxMessages.template, 'password-reset'),
          ),
        );
    expect(await resetMail()).toHaveLength(3);
    t.clock.advance(3_600_000);
    await t.app.inject({
      method: 'POST',
      url: '/api/customers/authenticate/password',
      payload: { email: user.email },
    });
    expect(await resetMail()).toHaveLength(4);
  });

  it('limits profile updates to ten an hour per account, with when to retry', async () => {
    const user = await signUp(t.app);
    const update = (firstname: string) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/customers/profile',
        headers: user.session,
        payload: { firstname, lastname: 'Verma', email: user.email, mobile: user.mobile },
      });
    const statuses = (
      await Promise.all(Array.from({ length: 30 }, (_, i) => update(`Asha${'a'.repeat(i % 5)}`)))
    ).map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(10);
    expect(statuses.filter((status) => status === 429)).toHaveLength(20);
    const refused = await update('Asha');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().errors[0]).toBe(
      `${PROFILE_CHANGES_LIMIT_MESSAGE} Try again in 60 minutes.`,
    );
    expect(refused.headers['retry-after']).toBe('3600');
  });
});
