import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../../app';
import { ConfigError, loadConfig } from '../../config';
import { OffsetClock } from '../../lib/clock';
import { testConfig } from '../../test/app';

const ADMIN_TOKEN = 'admin-token-for-tests-0123456789';

describe('PUT /api/test/clock (TEST_CLOCK_CONTROL, e2e harness)', () => {
  let app: App;
  beforeAll(async () => {
    app = await buildApp(testConfig({ TEST_CLOCK_CONTROL: 'true', ADMIN_TOKEN }));
    await app.ready();
  });
  afterAll(() => app.close());

  const move = (now: string, token: string | null = ADMIN_TOKEN) =>
    app.inject({
      method: 'PUT',
      url: '/api/test/clock',
      headers: token === null ? {} : { 'x-admin-token': token },
      payload: { now },
    });

  it('moves the clock every route reads, which keeps running from there', async () => {
    expect(app.clock).toBeInstanceOf(OffsetClock);
    const res = await move('2030-05-01T10:00:00+05:30');
    expect(res.statusCode).toBe(200);
    const moved = app.clock.now().getTime() - Date.parse('2030-05-01T04:30:00Z');
    expect(moved).toBeGreaterThanOrEqual(0);
    expect(moved).toBeLessThan(5_000);
  });

  it('does not exist without the admin token', async () => {
    for (const token of [null, 'wrong-token-of-the-same-length!!']) {
      expect((await move('2031-01-01T00:00:00Z', token)).statusCode).toBe(404);
    }
    expect(app.clock.now().getFullYear()).toBe(2030);
  });

  it('checks the moment it is given', async () => {
    expect((await move('tomorrow')).statusCode).toBe(422);
  });
});

describe('without TEST_CLOCK_CONTROL', () => {
  it('the route does not exist and the clock is the system clock', async () => {
    const app = await buildApp(testConfig({ ADMIN_TOKEN }));
    const res = await app.inject({
      method: 'PUT',
      url: '/api/test/clock',
      headers: { 'x-admin-token': ADMIN_TOKEN },
      payload: { now: '2030-05-01T10:00:00Z' },
    });
    expect(res.statusCode).toBe(404);
    expect(Math.abs(app.clock.now().getTime() - Date.now())).toBeLessThan(5_000);
    await app.close();
  });

  it('is refused at start-up without an ADMIN_TOKEN to guard it', () => {
    expect(() => loadConfig({ TEST_CLOCK_CONTROL: 'true' })).toThrow(ConfigError);
  });
});
