import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';
import { ERROR_REPORT_RATE_LIMIT } from './routes';
import { stripSecretsFromUrl } from './service';
import { errorReports } from './tables';

let counter = 0;
// Short letters and digits: the scrubber leaves them (it removes numbers of 9+ digits).
const uniqueMessage = () =>
  `TypeError: x is undefined #${(counter += 1)}-${Math.random().toString(36).slice(2, 8)}`;

describe('POST /api/telemetry/errors', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.app.close());

  const report = (payload: Record<string, unknown>, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'POST',
      url: '/api/telemetry/errors',
      payload,
      headers,
      remoteAddress: `10.1.${counter % 250}.${Math.floor(Math.random() * 250)}`,
    });
  const stored = async (message: string) =>
    t.app.db.select().from(errorReports).where(eq(errorReports.message, message));

  it('stores an error-boundary report and answers 202 (SPEC §2, §4)', async () => {
    const message = uniqueMessage();
    const res = await report({
      message,
      stack: 'TypeError: x is undefined\n    at Home (home.tsx:10:3)',
      component_stack: '\n    at Home\n    at App',
      url: 'https://kaizen.example/booking/?step=2&app_token=secret1&token=secret2&jwt=s3#access_token=s4',
      user_agent: 'Mozilla/5.0',
      release: '0.1.0+abc123',
      occurred_at: '2026-03-01T09:15:00.000+05:30',
      client_id: 'device-1',
    });
    expect(res.statusCode).toBe(202);
    expect(res.json()).toEqual({ success: true });

    const [row] = await stored(message);
    expect(row).toMatchObject({
      message,
      stack: 'TypeError: x is undefined\n    at Home (home.tsx:10:3)',
      componentStack: '\n    at Home\n    at App',
      url: 'https://kaizen.example/booking/?step=2',
      userAgent: 'Mozilla/5.0',
      release: '0.1.0+abc123',
      clientId: 'device-1',
      occurredAt: new Date('2026-03-01T03:45:00.000Z'),
      receivedAt: t.clock.now(),
    });
  });

  it('trims the user agent to 500 characters, taking the header when the body has none (SPEC §9)', async () => {
    const fromBody = uniqueMessage();
    await report({
      message: fromBody,
      user_agent: 'A'.repeat(800),
      occurred_at: new Date().toISOString(),
    });
    expect((await stored(fromBody))[0]?.userAgent).toBe('A'.repeat(500));

    const fromHeader = uniqueMessage();
    await report(
      { message: fromHeader, occurred_at: new Date().toISOString() },
      { 'user-agent': `Chromium/${'9'.repeat(700)}` },
    );
    expect((await stored(fromHeader))[0]?.userAgent).toHaveLength(500);
  });

  it('cuts over-long text instead of losing the report', async () => {
    const message = `${uniqueMessage()} ${'m'.repeat(3000)}`;
    const res = await report({
      message,
      stack: 's'.repeat(30_000),
      occurred_at: new Date().toISOString(),
    });
    expect(res.statusCode).toBe(202);
    const [row] = await stored(message.slice(0, 2000));
    expect(row?.stack).toHaveLength(20_000);
  });

  it('refuses a report without a message or time with 422', async () => {
    for (const payload of [
      { occurred_at: new Date().toISOString() },
      { message: '   ', occurred_at: new Date().toISOString() },
      { message: 'x', occurred_at: 'yesterday' },
    ]) {
      const res = await report(payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(422);
      expect(res.json()).toMatchObject({ errors: [expect.any(String)] });
    }
  });

  it('limits reports per client address', async () => {
    const send = (remoteAddress: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/telemetry/errors',
        payload: { message: uniqueMessage(), occurred_at: new Date().toISOString() },
        remoteAddress,
      });
    for (let i = 0; i < ERROR_REPORT_RATE_LIMIT.max; i++) {
      expect((await send('10.9.9.9')).statusCode).toBe(202);
    }
    const limited = await send('10.9.9.9');
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();
    expect((await send('10.9.9.10')).statusCode).toBe(202);
  });
});

describe('stripSecretsFromUrl', () => {
  it.each([
    ['https://k.example/?app_token=a&sectionid=faq', 'https://k.example/?sectionid=faq'],
    ['https://k.example/set-password/?reset_password_token=a', 'https://k.example/set-password/'],
    ['https://k.example/?auth_token=a&code=b&uid=c&client=d&jwt=e', 'https://k.example/'],
    ['https://k.example/?CRNID=7&platform=android', 'https://k.example/?CRNID=7&platform=android'],
    ['https://k.example/page#id_token=a', 'https://k.example/page'],
    ['/relative/path?token=a', '/relative/path'],
  ])('%s → %s', (input, expected) => {
    expect(stripSecretsFromUrl(input)).toBe(expected);
  });
});
