import { errorGroupsResponseSchema } from '@kaizen/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';
import { startRecordingServer, type RecordingServer } from '../../test/recording-server';

// Error reports grouped for the operator's Errors page, scrubbed, size-limited, and forwarded as
// Sentry envelopes only when SENTRY_DSN is set (issue 15).

const ADMIN_TOKEN = 'error-groups-admin-token-1234';
const SENTRY_KEY = '0123456789abcdef0123456789abcdef';

let sentry: RecordingServer;
let t: TestApp;
let quiet: TestApp;
beforeAll(async () => {
  sentry = await startRecordingServer();
  t = await createTestApp({
    ADMIN_TOKEN,
    SENTRY_DSN: `${sentry.origin.replace('//', `//${SENTRY_KEY}@`)}/42`,
  });
  quiet = await createTestApp({ ADMIN_TOKEN });
});
afterAll(async () => {
  await Promise.all([t.app.close(), quiet.app.close()]);
  await sentry.close();
});

let address = 0;
/** Short letters-and-digits: the scrubber leaves it alone (ids are 20+ characters). */
const tag = () => Math.random().toString(36).slice(2, 8);
const report = (app: TestApp, payload: Record<string, unknown>) =>
  app.app.inject({
    method: 'POST',
    url: '/api/telemetry/errors',
    payload: { occurred_at: new Date().toISOString(), ...payload },
    remoteAddress: `10.77.${Math.floor((address += 1) / 250)}.${address % 250}`,
  });
const groups = async (app: TestApp, token = ADMIN_TOKEN) => {
  const response = await app.app.inject({
    method: 'GET',
    url: '/api/admin/error-groups',
    headers: { 'x-admin-token': token },
  });
  return response;
};
const groupOf = async (app: TestApp, message: string) =>
  errorGroupsResponseSchema
    .parse((await groups(app)).json())
    .data.find((group) => group.message === message);

describe('error groups (GET /api/admin/error-groups)', () => {
  it('groups reports of one fault with count, first and last seen, the latest release and stage', async () => {
    const message = `TypeError: cart is undefined ${tag()}`;
    const stack = `${message}\n    at Checkout (https://k.example/assets/checkout.js:12:7)`;
    await report(quiet, { message, stack, release: '1.0.0' });
    quiet.clock.advance(60_000);
    await report(quiet, { message, stack, release: '1.0.1', release_stage: 'staging' });
    // Same message elsewhere in the code: another group.
    await report(quiet, { message, stack: `${message}\n    at Cart (cart.js:1:1)` });

    const body = errorGroupsResponseSchema.parse((await groups(quiet)).json());
    const ofMessage = body.data.filter((group) => group.message === message);
    expect(ofMessage).toHaveLength(2);
    const checkout = ofMessage.find((group) => group.top_frame.includes('Checkout'));
    expect(checkout).toMatchObject({
      count: 2,
      release: '1.0.1',
      release_stage: 'staging',
      top_frame: 'at Checkout (https://k.example/assets/checkout.js:12:7)',
    });
    expect(Date.parse(checkout?.last_seen ?? '') - Date.parse(checkout?.first_seen ?? '')).toBe(
      60_000,
    );
    expect(ofMessage.find((group) => group.top_frame.includes('Cart'))).toMatchObject({
      count: 1,
      release_stage: 'production',
    });
  });

  // The token's letters are outside hex, so a random fingerprint or id can never contain them.
  it('stores and shows no email, token or phone number', async () => {
    const marker = `scrub-${tag()}`;
    await report(quiet, {
      message: `No account for meera@example.com (${marker})`,
      stack: 'Error\n    at f (https://k.example/a.js?jwt=eyJa.eyJb.c:1:2)',
      url: 'https://k.example/verify/?email=meera@example.com&token=tokQZXW&phone=+919876543210',
    });
    const group = await groupOf(quiet, `No account for [email] (${marker})`);
    expect(group).toBeDefined();
    expect(JSON.stringify(group)).not.toMatch(/meera|eyJ|QZXW|9876543210/);
    expect(group?.url).toBe('https://k.example/verify/?email=[email]&phone=[number]');
  });

  it('groups stackless reports by route, ids folded', async () => {
    const message = `Request failed: 500 GET bookings ${tag()}`;
    await report(quiet, { message, url: 'https://k.example/bookings/17/' });
    await report(quiet, { message, url: 'https://k.example/bookings/18/?tab=1' });
    expect(await groupOf(quiet, message)).toMatchObject({
      count: 2,
      top_frame: 'route /bookings/:id/',
    });
  });

  it('is for the operator only: 404 without the token or with a wrong one', async () => {
    expect((await groups(quiet, 'wrong-token-wrong-token')).statusCode).toBe(404);
    const anonymous = await quiet.app.inject({ method: 'GET', url: '/api/admin/error-groups' });
    expect(anonymous.statusCode).toBe(404);
  });

  it('refuses a body over 64 KiB with 413 and an empty release stage with 422', async () => {
    const huge = await report(quiet, { message: 'big', stack: 'x'.repeat(70 * 1024) });
    expect(huge.statusCode).toBe(413);
    expect(huge.json()).toMatchObject({ errors: [expect.any(String)] });
    const blank = await report(quiet, { message: 'staged', release_stage: '  ' });
    expect(blank.statusCode).toBe(422);
  });
});

describe('Sentry-style forwarding', () => {
  it('sends nothing without SENTRY_DSN', async () => {
    const before = sentry.received.length;
    await report(quiet, { message: 'kept at home' });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(sentry.received.length).toBe(before);
  });

  it('sends a scrubbed Sentry envelope with the key, release and stage when configured', async () => {
    const before = sentry.received.length;
    const response = await report(t, {
      message: 'TypeError: a is null for meera@example.com',
      stack: 'TypeError: a is null\n    at Pay (pay.js:3:9)',
      url: 'https://k.example/pay/?token=secret',
      release: '2.3.4',
      release_stage: 'staging',
    });
    expect(response.statusCode).toBe(202);
    const [sent] = (await sentry.waitFor(before + 1)).slice(before);
    expect(sent?.method).toBe('POST');
    expect(sent?.path).toBe('/api/42/envelope/');
    expect(sent?.headers['content-type']).toBe('application/x-sentry-envelope');
    expect(sent?.headers['x-sentry-auth']).toContain(`sentry_key=${SENTRY_KEY}`);
    const [header, item, event] = (sent?.body ?? '')
      .trimEnd()
      .split('\n')
      .map((line) => JSON.parse(line));
    expect(header.event_id).toMatch(/^[0-9a-f]{32}$/);
    expect(item).toMatchObject({ type: 'event' });
    expect(event).toMatchObject({
      event_id: header.event_id,
      release: '2.3.4',
      environment: 'staging',
      level: 'error',
      exception: { values: [{ type: 'TypeError', value: 'a is null for [email]' }] },
      request: { url: 'https://k.example/pay/' },
      tags: { place: 'at Pay (pay.js:3:9)' },
    });
    expect(sent?.body).not.toContain('meera');
  });

  it('keeps the report when the error service fails', async () => {
    sentry.answerWith(503);
    const message = `kept despite failure ${tag()}`;
    const response = await report(t, { message });
    expect(response.statusCode).toBe(202);
    expect(await groupOf(t, message)).toMatchObject({ count: 1 });
    sentry.answerWith(200);
  });
});
