import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, uniqueEmail, type TestApp } from '../../test/app';
import { enqueueEmail } from './service';

const ADMIN_TOKEN = 'admin-token-for-tests-0123456789';

describe('GET /api/admin/outbox', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ ADMIN_TOKEN });
  });
  afterAll(() => t.app.close());

  const list = (query: string, token: string | null = ADMIN_TOKEN) =>
    t.app.inject({
      method: 'GET',
      url: `/api/admin/outbox${query}`,
      headers: token === null ? {} : { 'x-admin-token': token },
    });

  it('lists a recipient’s emails newest first, with what the e2e suite needs to read', async () => {
    const to = uniqueEmail('outbox');
    const base = t.clock.now().getTime();
    await enqueueEmail(
      t.app.db,
      { to, template: 'welcome', subject: 'Welcome', text: 'Hello' },
      new Date(base),
    );
    await enqueueEmail(
      t.app.db,
      {
        to,
        template: 'password-reset',
        subject: 'Reset your Kaizen password',
        text: 'Open https://kaizen.example/auth/set-password/?reset_password_token=abc',
        html: '<p>Reset</p>',
        attachments: [{ filename: 'a.txt', contentType: 'text/plain', content: 'aGk=' }],
        userId: 42,
      },
      new Date(base + 1000),
    );

    const res = await list(`?recipient=${encodeURIComponent(to.toUpperCase())}`);
    expect(res.statusCode).toBe(200);
    const { messages } = res.json<{ messages: Record<string, unknown>[] }>();
    expect(messages.map((message) => message.template)).toEqual(['password-reset', 'welcome']);
    expect(messages[0]).toEqual({
      id: expect.any(Number),
      channel: 'email',
      recipient: to,
      template: 'password-reset',
      subject: 'Reset your Kaizen password',
      text: 'Open https://kaizen.example/auth/set-password/?reset_password_token=abc',
      html: '<p>Reset</p>',
      attachments: [{ filename: 'a.txt', content_type: 'text/plain' }],
      user_id: '42',
      created_at: new Date(base + 1000).toISOString(),
      sent_at: null,
      attempts: 0,
      last_error: null,
    });

    const limited = await list(`?recipient=${encodeURIComponent(to)}&limit=1`);
    expect(limited.json<{ messages: unknown[] }>().messages).toHaveLength(1);
  });

  it('answers 404, like an unknown route, without the right token', async () => {
    const unknownRoute = await t.app.inject({ method: 'GET', url: '/api/admin/nothing' });
    for (const token of [null, '', 'wrong-token-of-the-same-length!!', `${ADMIN_TOKEN}x`]) {
      const res = await list('', token);
      expect(res.statusCode, String(token)).toBe(404);
      expect(res.json(), String(token)).toMatchObject({
        errors: ['No route GET /api/admin/outbox.'],
      });
    }
    expect(unknownRoute.statusCode).toBe(404);
  });

  it('checks its query', async () => {
    expect((await list('?limit=0')).statusCode).toBe(422);
    expect((await list('?limit=101')).statusCode).toBe(422);
  });
});

describe('GET /api/admin/outbox without ADMIN_TOKEN', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.app.close());

  it('does not exist, whatever token is sent', async () => {
    for (const headers of [{}, { 'x-admin-token': ADMIN_TOKEN }, { 'x-admin-token': '' }]) {
      const res = await t.app.inject({ method: 'GET', url: '/api/admin/outbox', headers });
      expect(res.statusCode).toBe(404);
    }
  });
});
