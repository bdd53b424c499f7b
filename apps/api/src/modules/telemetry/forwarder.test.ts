import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../../lib/clock';
import { createTestApp, testConfig, type TestApp } from '../../test/app';
import { signUp } from '../../test/auth';
import { analyticsSettingsFromConfig } from './events';
import { createForwarder } from './forwarder';

// The forwarder to an external product-analytics service (issue 15): only when configured, and
// then with the documented payload (README "Analytics"), checked against a local stand-in.

interface Received {
  path: string;
  contentType: string | undefined;
  body: unknown;
}

async function standIn(status = 200) {
  const received: Received[] = [];
  const server = http.createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    request.on('end', () => {
      received.push({
        path: request.url ?? '',
        contentType: request.headers['content-type'],
        body: JSON.parse(body) as unknown,
      });
      response.writeHead(status, { 'content-type': 'application/json' }).end('{"status":1}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { received, url: `http://127.0.0.1:${port}/track`, close: () => server.close() };
}

const until = async (check: () => boolean) => {
  for (let i = 0; i < 100 && !check(); i++) await new Promise((r) => setTimeout(r, 20));
};

const NOW = new Date('2026-04-06T08:30:00.000Z');
const event = (name: string, properties: Record<string, string | number> = {}) => ({
  event: name,
  insert_id: crypto.randomUUID(),
  time: NOW.toISOString(),
  current_url: 'https://kaizen.example/therapy-psychiatry/?utm_source=insta&token=t',
  initial_referrer: 'https://www.instagram.com/',
  previous_referrer: 'direct',
  properties,
});

describe('analytics forwarder', () => {
  let service: Awaited<ReturnType<typeof standIn>>;
  let t: TestApp;
  beforeAll(async () => {
    service = await standIn();
    t = await createTestApp(
      { ANALYTICS_FORWARD_URL: service.url, ANALYTICS_FORWARD_TOKEN: 'project-token-1' },
      new ManualClock(NOW),
    );
  });
  afterAll(async () => {
    await t.app.close();
    service.close();
  });

  it('sends newly stored events in the Mixpanel /track shape, once', async () => {
    const device = crypto.randomUUID();
    const person = await signUp(t.app);
    const batch = {
      device_id: device,
      events: [event('page_view', { page: 'experts', answers: '1,2' }), event('booking_started')],
    };
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/telemetry/events',
      payload: batch,
      headers: person.session,
    });
    expect(res.json()).toEqual({ stored: 2 });
    await until(() => service.received.length > 0);
    expect(service.received).toHaveLength(1);
    const [delivery] = service.received;
    expect(delivery?.path).toBe('/track');
    expect(delivery?.contentType).toBe('application/json');
    expect(delivery?.body).toEqual([
      {
        event: 'page_view',
        properties: {
          page: 'experts',
          token: 'project-token-1',
          distinct_id: person.user.uuid,
          time: NOW.getTime(),
          $insert_id: batch.events[0]?.insert_id,
          $current_url: 'https://kaizen.example/therapy-psychiatry/?utm_source=insta',
          initial_referrer: 'https://www.instagram.com/',
          previous_referrer: 'direct',
        },
      },
      expect.objectContaining({ event: 'booking_started' }),
    ]);

    // A retried batch is stored once and forwarded once.
    await t.app.inject({ method: 'POST', url: '/api/telemetry/events', payload: batch });
    await new Promise((r) => setTimeout(r, 100));
    expect(service.received).toHaveLength(1);
  });

  it('names a visitor by device, never by anything personal', async () => {
    service.received.length = 0;
    const device = crypto.randomUUID();
    await t.app.inject({
      method: 'POST',
      url: '/api/telemetry/events',
      payload: { device_id: device, events: [event('page_view')] },
    });
    await until(() => service.received.length > 0);
    expect(service.received[0]?.body).toMatchObject([
      { properties: { distinct_id: `device:${device}` } },
    ]);
  });

  it('logs a failed delivery and never throws (the events stay stored here)', async () => {
    const failing = await standIn(503);
    const failures: string[] = [];
    const forwarder = createForwarder({
      url: failing.url,
      onFailure: (reason) => failures.push(reason),
    });
    await forwarder.forward([
      {
        id: 1,
        deviceId: 'device-1',
        userId: null,
        event: 'page_view',
        insertId: 'insert-1',
        occurredAt: NOW,
        receivedAt: NOW,
        currentUrl: 'https://kaizen.example/',
        initialReferrer: 'direct',
        previousReferrer: 'direct',
        properties: {},
        distinctId: 'device:device-1',
      },
    ]);
    expect(failing.received).toHaveLength(1);
    expect(failures).toEqual(['the analytics service answered 503']);
    failing.close();
  });

  it('forwards nothing without configuration', () => {
    const settings = analyticsSettingsFromConfig(testConfig(), () => undefined);
    expect(settings.forwarder).toBeNull();
  });
});
