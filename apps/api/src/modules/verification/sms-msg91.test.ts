import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../db/client';
import { ManualClock } from '../../lib/clock';
import { testConfig } from '../../test/app';
import { startRecordingServer, type RecordingServer } from '../../test/recording-server';
import { deliverDueTexts, OUTBOX_MAX_ATTEMPTS } from '../outbox/service';
import { outboxMessages } from '../outbox/tables';
import { deliverCode } from './messages';
import { createMsg91Gateway, SMS_MAX_ATTEMPTS, SmsRejectedError, toE164 } from './sms-msg91';
import { textSenderFor } from './sms-sender';

// The MSG91 SMS adapter (issue 15) against a local stand-in of MSG91's Flow API: the exact
// documented request, retries on 5xx and network failures only, E.164 numbers, the auth key in
// its header and nowhere else; and the outbox sending sign-in codes through it when configured.

const AUTH_KEY = 'msg91-secret-auth-key-123';
const TEMPLATE_ID = '64f0c0ffee0123456789abcd';

let gatewayServer: RecordingServer;
beforeAll(async () => {
  gatewayServer = await startRecordingServer();
});
afterAll(() => gatewayServer.close());
afterEach(() => {
  gatewayServer.received.length = 0;
  gatewayServer.answerWith(200, '{"type":"success","message":"3567686c6d"}');
});

/** The gateway with its waits recorded and ended at once (`onWait` may change the answer). */
function gateway(origin = gatewayServer.origin, onWait: () => void = () => {}) {
  const waits: number[] = [];
  const sms = createMsg91Gateway(
    { authKey: AUTH_KEY, templateId: TEMPLATE_ID, sender: 'KAIZEN', baseUrl: origin },
    {
      sleep: async (ms) => {
        waits.push(ms);
        onWait();
      },
    },
  );
  return { sms, waits };
}

describe('MSG91 gateway', () => {
  it('sends the documented Flow API request', async () => {
    await gateway().sms.sendCode('98765 43210', '482913');
    expect(gatewayServer.received).toHaveLength(1);
    const [request] = gatewayServer.received;
    expect(request?.method).toBe('POST');
    expect(request?.path).toBe('/api/v5/flow/');
    expect(request?.headers.authkey).toBe(AUTH_KEY);
    expect(request?.headers['content-type']).toBe('application/json');
    expect(JSON.parse(request?.body ?? '')).toEqual({
      template_id: TEMPLATE_ID,
      sender: 'KAIZEN',
      short_url: '0',
      recipients: [{ mobiles: '919876543210', otp: '482913' }],
    });
  });

  it('retries a 5xx with backoff, then succeeds', async () => {
    gatewayServer.answerWith(502);
    const { sms, waits } = gateway(gatewayServer.origin, () => gatewayServer.answerWith(200));
    await sms.sendCode('+919876543210', '111111');
    expect(gatewayServer.received).toHaveLength(2);
    expect(gatewayServer.received[1]?.body).toBe(gatewayServer.received[0]?.body);
    expect(waits).toEqual([500]);
  });

  it('gives up after the last try on 5xx, without the key in the error', async () => {
    gatewayServer.answerWith(503);
    const { sms, waits } = gateway();
    const failure = await sms.sendCode('9876543210', '222222').catch((error: Error) => error);
    expect(gatewayServer.received).toHaveLength(SMS_MAX_ATTEMPTS);
    expect(waits).toEqual([500, 1_000]);
    expect(failure).toBeInstanceOf(Error);
    expect(failure).not.toBeInstanceOf(SmsRejectedError);
    expect(String(failure)).not.toContain(AUTH_KEY);
  });

  it('does not retry a 4xx', async () => {
    gatewayServer.answerWith(401, '{"type":"error","message":"Authentication failure"}');
    const failure = await gateway()
      .sms.sendCode('9876543210', '333333')
      .catch((error: Error) => error);
    expect(failure).toBeInstanceOf(SmsRejectedError);
    expect(gatewayServer.received).toHaveLength(1);
    expect(String(failure)).not.toContain(AUTH_KEY);
  });

  it('retries when the gateway cannot be reached', async () => {
    const gone = await startRecordingServer();
    await gone.close();
    const { sms, waits } = gateway(gone.origin);
    await expect(sms.sendCode('9876543210', '444444')).rejects.toThrow('did not answer');
    expect(waits).toHaveLength(SMS_MAX_ATTEMPTS - 1);
  });

  it('refuses what is not a phone number without calling the gateway', async () => {
    await expect(gateway().sms.sendCode('12345', '555555')).rejects.toBeInstanceOf(
      SmsRejectedError,
    );
    expect(gatewayServer.received).toHaveLength(0);
  });

  it('writes numbers in E.164 (SPEC §9: 10 digits, India by default)', () => {
    expect(toE164('9876543210')).toBe('+919876543210');
    expect(toE164('+91 98765-43210')).toBe('+919876543210');
    expect(toE164('919876543210')).toBe('+919876543210');
    expect(toE164('09876543210')).toBe('+919876543210');
    expect(toE164('+447911123456')).toBe('+447911123456');
    expect(toE164('5876543210')).toBeNull();
    expect(toE164('not a number')).toBeNull();
  });
});

// The outbox claims every due text of its database: a private embedded one.
describe('texts sent through MSG91 when SMS_PROVIDER=msg91', () => {
  let handle: DatabaseHandle;
  const clock = new ManualClock('2026-03-01T09:00:00.000Z');
  beforeAll(async () => {
    handle = openDatabase({ DATA_DIR: 'memory://' });
    await handle.migrate();
  });
  afterAll(() => handle.close());
  const config = () =>
    testConfig({
      SMS_PROVIDER: 'msg91',
      MSG91_AUTH_KEY: AUTH_KEY,
      MSG91_TEMPLATE_ID: TEMPLATE_ID,
      MSG91_BASE_URL: gatewayServer.origin,
    });
  const messageOf = async (recipient: string) =>
    (
      await handle.db.select().from(outboxMessages).where(eq(outboxMessages.recipient, recipient))
    )[0];

  it('sends a sign-in code and marks it sent', async () => {
    const send = textSenderFor(config());
    if (!send) throw new Error('no sender');
    await deliverCode(
      handle.db,
      { purpose: 'sign-in', channel: 'sms', recipient: '9123456780' },
      '654321',
      clock.now(),
    );
    expect(await deliverDueTexts(handle.db, send, clock)).toEqual({ sent: 1, failed: 0 });
    expect(JSON.parse(gatewayServer.received[0]?.body ?? '').recipients).toEqual([
      { mobiles: '919123456780', otp: '654321' },
    ]);
    expect((await messageOf('9123456780'))?.sentAt).not.toBeNull();
  });

  it('keeps a refused text with its reason and never tries it again', async () => {
    const send = textSenderFor(config());
    if (!send) throw new Error('no sender');
    gatewayServer.answerWith(400);
    await deliverCode(
      handle.db,
      { purpose: 'sign-up', channel: 'sms', recipient: '9123456781' },
      '765432',
      clock.now(),
    );
    expect(await deliverDueTexts(handle.db, send, clock)).toEqual({ sent: 0, failed: 1 });
    const stored = await messageOf('9123456781');
    expect(stored).toMatchObject({ sentAt: null, attempts: OUTBOX_MAX_ATTEMPTS });
    expect(stored?.lastError).toBe('the SMS gateway refused the text (400)');
    clock.advance(24 * 60 * 60_000);
    expect(await deliverDueTexts(handle.db, send, clock)).toEqual({ sent: 0, failed: 0 });
    expect(gatewayServer.received).toHaveLength(1);
  });

  it('is off by default: texts stay in the outbox', () => {
    expect(textSenderFor(testConfig())).toBeNull();
  });
});
