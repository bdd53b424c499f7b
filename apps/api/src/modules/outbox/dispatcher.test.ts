import { eq } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import type Mail from 'nodemailer/lib/mailer';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../app';
import { openDatabase, type DatabaseHandle } from '../../db/client';
import { ManualClock } from '../../lib/clock';
import { loadConfig } from '../../config';
import { TEST_AUTH_SECRET, testConfig, uniqueEmail } from '../../test/app';
import { startOutboxDispatcher } from './dispatcher';
import { claimDueMessages } from './queries';
import {
  OUTBOX_LEASE_MS,
  OUTBOX_MAX_ATTEMPTS,
  deliverDueEmails,
  enqueueEmail,
  enqueueSms,
  type MailTransport,
} from './service';
import { outboxMessages } from './tables';

const FROM = 'Kaizen <no-reply@kaizen.test>';

interface SentMail {
  from: { address: string };
  to: { address: string }[];
  subject: string;
  text: string;
  html?: string;
  attachments?: { filename: string; content: string }[];
  headers: Record<string, string>;
}

/** nodemailer's JSON transport: the whole SMTP path except the socket. */
function recordingTransport() {
  const json = nodemailer.createTransport({ jsonTransport: true });
  const sent: SentMail[] = [];
  const transport: MailTransport = {
    async sendMail(message: Mail.Options) {
      const info = await json.sendMail(message);
      sent.push(JSON.parse(info.message) as SentMail);
      return info;
    },
  };
  return { transport, sent };
}

const failingTransport: MailTransport = {
  sendMail: () => Promise.reject(new Error('550 mailbox unavailable')),
};

// Delivery claims every due email of the database, so these tests use a private embedded
// database: on the shared server they would send (and count) other test files' emails.
describe('outbox delivery', () => {
  let handle: DatabaseHandle;
  const clock = new ManualClock('2026-03-01T09:00:00.000Z');
  beforeAll(async () => {
    handle = openDatabase({ DATA_DIR: 'memory://' });
    await handle.migrate();
  });
  afterAll(() => handle.close());

  const messageOf = async (id: number) =>
    (await handle.db.select().from(outboxMessages).where(eq(outboxMessages.id, id)))[0];

  it('sends due emails through the transport and marks them sent', async () => {
    const { transport, sent } = recordingTransport();
    const to = uniqueEmail('deliver');
    const message = await enqueueEmail(
      handle.db,
      {
        to,
        template: 'password-reset',
        subject: 'Reset your Kaizen password',
        text: 'Open the link',
        html: '<p>Open the link</p>',
        attachments: [{ filename: 'note.txt', contentType: 'text/plain', content: 'aGVsbG8=' }],
      },
      clock.now(),
    );

    expect(await deliverDueEmails(handle.db, transport, FROM, clock)).toEqual({
      sent: 1,
      failed: 0,
    });
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({
      from: { address: 'no-reply@kaizen.test' },
      to: [{ address: to }],
      subject: 'Reset your Kaizen password',
      text: 'Open the link',
      html: '<p>Open the link</p>',
      headers: { 'X-Kaizen-Outbox-Id': String(message.id) },
    });
    expect(sent[0]?.attachments?.[0]).toMatchObject({ filename: 'note.txt', content: 'aGVsbG8=' });
    expect(await messageOf(message.id)).toMatchObject({
      sentAt: clock.now(),
      attempts: 1,
      lastError: null,
    });

    // Sent once only.
    expect(await deliverDueEmails(handle.db, transport, FROM, clock)).toEqual({
      sent: 0,
      failed: 0,
    });
  });

  it('records a failure, retries with backoff, and gives up after the last attempt', async () => {
    const message = await enqueueEmail(
      handle.db,
      { to: uniqueEmail('bounce'), template: 't', subject: 's', text: 'x' },
      clock.now(),
    );
    expect(await deliverDueEmails(handle.db, failingTransport, FROM, clock)).toEqual({
      sent: 0,
      failed: 1,
    });
    expect(await messageOf(message.id)).toMatchObject({
      sentAt: null,
      attempts: 1,
      lastError: '550 mailbox unavailable',
      nextAttemptAt: new Date(clock.now().getTime() + 30_000),
    });

    // Not retried before its backoff ends.
    clock.advance(29_000);
    expect((await deliverDueEmails(handle.db, failingTransport, FROM, clock)).failed).toBe(0);

    for (let attempt = 2; attempt <= OUTBOX_MAX_ATTEMPTS; attempt++) {
      clock.advance(60 * 60_000);
      expect((await deliverDueEmails(handle.db, failingTransport, FROM, clock)).failed).toBe(1);
    }
    clock.advance(60 * 60_000);
    expect((await deliverDueEmails(handle.db, failingTransport, FROM, clock)).failed).toBe(0);
    expect(await messageOf(message.id)).toMatchObject({
      sentAt: null,
      attempts: OUTBOX_MAX_ATTEMPTS,
      lastError: '550 mailbox unavailable',
    });
  });

  it('retries a message whose dispatcher died mid-send once its lease ends', async () => {
    const message = await enqueueEmail(
      handle.db,
      { to: uniqueEmail('lease'), template: 't', subject: 's', text: 'x' },
      clock.now(),
    );
    const claim = () =>
      claimDueMessages(handle.db, {
        channel: 'email',
        now: clock.now(),
        leaseEnd: new Date(clock.now().getTime() + OUTBOX_LEASE_MS),
        limit: 10,
        maxAttempts: OUTBOX_MAX_ATTEMPTS,
      });
    expect((await claim()).map((row) => row.id)).toEqual([message.id]);
    expect(await claim()).toEqual([]);
    clock.advance(OUTBOX_LEASE_MS);
    expect((await claim()).map((row) => row.id)).toEqual([message.id]);
  });
});

describe('startOutboxDispatcher', () => {
  it('delivers in the background from ready to close', async () => {
    const app = await buildApp(testConfig({ DATABASE_URL: '' }));
    const { transport, sent } = recordingTransport();
    expect(startOutboxDispatcher(app, { transport, intervalMs: 20 })).toBe(true);
    await app.ready();
    const to = uniqueEmail('background');
    const message = await enqueueEmail(
      app.db,
      { to, template: 't', subject: 'Background', text: 'x' },
      new Date(),
    );
    for (let waited = 0; waited < 5000 && sent.length === 0; waited += 20) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(sent.map((mail) => mail.to[0]?.address)).toEqual([to]);
    await app.close();
    expect(sent).toHaveLength(1);
    expect(message.sentAt).toBeNull();
  });

  it('sends nothing without SMTP_URL: emails stay stored for the admin view', async () => {
    const app = await buildApp(testConfig({ DATABASE_URL: '' }));
    expect(startOutboxDispatcher(app, { intervalMs: 20 })).toBe(false);
    await app.ready();
    const message = await enqueueEmail(
      app.db,
      { to: uniqueEmail('stored'), template: 't', subject: 's', text: 'x' },
      new Date(),
    );
    await new Promise((resolve) => setTimeout(resolve, 100));
    const [stored] = await app.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.id, message.id));
    expect(stored).toMatchObject({ sentAt: null, attempts: 0 });
    await app.close();
  });

  it('uses SMTP when SMTP_URL is set', async () => {
    const app = await buildApp(testConfig({ DATABASE_URL: '', SMTP_URL: 'smtp://127.0.0.1:2525' }));
    expect(startOutboxDispatcher(app, { intervalMs: 60_000 })).toBe(true);
    await app.ready();
    await app.close();
  });
});

// PGlite runs one statement at a time; only a server shows that two API instances claiming at
// once never get the same message (FOR UPDATE SKIP LOCKED).
describe.runIf(process.env.TEST_DATABASE_URL)('outbox claims on the PostgreSQL server', () => {
  let handle: DatabaseHandle;
  beforeAll(() => {
    handle = openDatabase(testConfig());
  });
  afterAll(() => handle.close());

  it('gives each due message to one dispatcher only', async () => {
    const now = new Date();
    const ids = await Promise.all(
      Array.from({ length: 30 }, async (_, i) => {
        const email = { to: uniqueEmail(`claim${i}`), template: 't', subject: 's', text: 'x' };
        return (await enqueueEmail(handle.db, email, now)).id;
      }),
    );
    const claim = () =>
      claimDueMessages(handle.db, {
        channel: 'email',
        now,
        leaseEnd: new Date(now.getTime() + OUTBOX_LEASE_MS),
        limit: 1000,
        maxAttempts: OUTBOX_MAX_ATTEMPTS,
      });
    const claims = await Promise.all([claim(), claim(), claim(), claim()]);
    const claimedIds = claims.flat().map((row) => row.id);
    expect(new Set(claimedIds).size).toBe(claimedIds.length);
    for (const id of ids) expect(claimedIds).toContain(id);
  });
});

describe('OUTBOX_CONSOLE (a local run without a mail server)', () => {
  it('prints due emails and texts on the server output and marks them sent', async () => {
    const app = await buildApp(testConfig({ OUTBOX_CONSOLE: 'true' }), {
      clock: new ManualClock(new Date()),
    });
    const printed: string[] = [];
    expect(
      startOutboxDispatcher(app, { intervalMs: 20, write: (text) => printed.push(text) }),
    ).toBe(true);
    await app.ready();
    try {
      const to = uniqueEmail('console');
      await enqueueEmail(
        app.db,
        { to, template: 'sign-up-code', subject: 'Your Kaizen code', text: 'Your code is 123456.' },
        app.clock.now(),
      );
      await enqueueSms(
        app.db,
        { to: '9876543210', template: 'confirm-mobile', text: 'Kaizen code 654321' },
        app.clock.now(),
      );
      await vi.waitFor(() => expect(printed.join('')).toContain('Kaizen code 654321'), {
        timeout: 5000,
      });
      const output = printed.join('');
      expect(output).toContain(`─── Email to ${to}: Your Kaizen code`);
      expect(output).toContain('Your code is 123456.');
      expect(output).toContain('─── Text to 9876543210');
      const rows = await app.db
        .select()
        .from(outboxMessages)
        .where(eq(outboxMessages.recipient, to));
      expect(rows[0]?.sentAt).not.toBeNull();
    } finally {
      await app.close();
    }
  });

  it('is on by default only without SMTP_URL and a database server', () => {
    expect(loadConfig({ AUTH_SECRET: TEST_AUTH_SECRET }).OUTBOX_CONSOLE).toBe(true);
    expect(
      loadConfig({ AUTH_SECRET: TEST_AUTH_SECRET, SMTP_URL: 'smtp://mail:25' }).OUTBOX_CONSOLE,
    ).toBe(false);
    expect(
      loadConfig({ AUTH_SECRET: TEST_AUTH_SECRET, DATABASE_URL: 'postgres://db/kaizen' })
        .OUTBOX_CONSOLE,
    ).toBe(false);
  });
});
