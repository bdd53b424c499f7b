import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../../lib/clock';
import { createTestApp, type TestApp } from '../../test/app';
import {
  bookingRow,
  capturedPaymentBy,
  enqueueBookingNotice,
  recordingPurpose,
  remindDueAssignments,
} from '../../test/notice-senders';
import { signUp, type SignedUpUser } from '../../test/auth';
import { clinicianWithProvider } from '../../test/care-relationship';
import { at, MONDAY, notifyEnv } from '../../test/sponsored-member';
import { users } from '../auth/tables';
import { outboxMessages } from '../outbox/tables';
import { profilesKit } from './test-kit';

// Every notice about a member's care reaches the account holder, naming the member (issue 10):
// members have no inbox, so nothing may go to their .invalid placeholder address.

describe("notices about a member's care", () => {
  let t: TestApp;
  const purpose = recordingPurpose();
  beforeAll(async () => {
    t = await createTestApp({ AUTH_RATE_LIMIT_MAX: '1000' }, new ManualClock(MONDAY), {
      paymentPurposes: purpose.purposes,
    });
  });
  afterAll(() => t.app.close());

  const { inject, addChild, switchTo } = profilesKit(() => t);

  async function guardianWithMember(): Promise<{
    guardian: SignedUpUser;
    member: { id: number; uuid: string; email: string };
    asMember: Record<string, string>;
  }> {
    const guardian = await signUp(t.app);
    const added = await addChild(guardian.session, { firstname: 'Ishaan', lastname: 'Rao' });
    const [row] = await t.app.db
      .select({ id: users.id, email: users.email })
      .from(users)
      .where(eq(users.uuid, added.uuid));
    if (!row) throw new Error('member row missing');
    return {
      guardian,
      member: { ...row, uuid: added.uuid },
      asMember: await switchTo(guardian.session, added.uuid),
    };
  }

  async function bookFreeSession(asMember: Record<string, string>, days: number) {
    const clinician = await clinicianWithProvider(t.app);
    const booked = await inject(
      'POST',
      '/api/customers/bookings',
      { ...asMember, 'idempotency-key': `notice-${crypto.randomUUID()}` },
      { provider_uuid: clinician.provider.uuid, kind: 'tele', starts_at: at(days, 10) },
    );
    expect(booked.statusCode, booked.body).toBe(201);
    expect(booked.json().data.status).toBe('confirmed');
    return { clinician, bookingId: booked.json().data.id as string };
  }

  const newest = async (recipient: string, template: string) => {
    const [message] = await t.app.db
      .select()
      .from(outboxMessages)
      .where(and(eq(outboxMessages.recipient, recipient), eq(outboxMessages.template, template)))
      .orderBy(desc(outboxMessages.id))
      .limit(1);
    return message;
  };
  const nothingTo = async (recipient: string) =>
    expect(
      await t.app.db.select().from(outboxMessages).where(eq(outboxMessages.recipient, recipient)),
    ).toEqual([]);

  /** The notice went to the account holder, says whose care it is, and names them in the subject. */
  async function expectForHolder(guardian: SignedUpUser, template: string) {
    const message = await newest(guardian.email, template);
    expect(message, template).toBeDefined();
    expect(message?.subject).toMatch(/\(for Ishaan Rao\)$/);
    expect(message?.body).toMatch(/^This is about Ishaan Rao's care, which you manage on Kaizen\./);
    return message;
  }

  it('booking confirmation and reminders go to the account holder', async () => {
    const { guardian, member, asMember } = await guardianWithMember();
    const { bookingId } = await bookFreeSession(asMember, 2);
    const confirmation = await expectForHolder(guardian, 'booking-confirmation');
    // The calendar invite names the member as the attendee, at the holder's address.
    const ics = Buffer.from(confirmation?.attachments?.[0]?.content ?? '', 'base64').toString();
    const attendee = ics.replace(/\r\n /g, '').match(/^ATTENDEE.*$/m)?.[0] ?? '';
    expect(attendee).toContain('Ishaan Rao');
    expect(attendee).toContain(`mailto:${guardian.email}`);

    const booking = await bookingRow(t.app.db, bookingId);
    await enqueueBookingNotice(t.app.db, booking, 'reminder-24h', notifyEnv(t.app), MONDAY);
    await expectForHolder(guardian, 'booking-reminder-24h');
    await nothingTo(member.email);
  });

  it('assessment requests and their reminders go to the account holder', async () => {
    const { guardian, member, asMember } = await guardianWithMember();
    const { clinician } = await bookFreeSession(asMember, 3);
    const dueOn = at(1, 0).slice(0, 10);
    const assigned = await inject(
      'POST',
      `/api/clinicians/patients/${member.uuid}/assessment_assignments`,
      clinician.session,
      { instrument: 'gad7', due_on: dueOn },
    );
    expect(assigned.statusCode, assigned.body).toBe(201);
    await expectForHolder(guardian, 'assessment-assigned');

    await remindDueAssignments(t.app.db, { publicUrl: t.app.config.PUBLIC_URL }, MONDAY);
    await expectForHolder(guardian, 'assessment-reminder');
    await nothingTo(member.email);
  });

  it("the receipt of a member's payment goes to the account holder", async () => {
    const { guardian, member } = await guardianWithMember();
    await capturedPaymentBy(t.app, member.id);
    const receipt = await expectForHolder(guardian, 'receipt-invoice');
    const [holder] = await t.app.db
      .select({ firstname: users.firstname, lastname: users.lastname })
      .from(users)
      .where(eq(users.id, guardian.id));
    expect(receipt?.body).toContain(`Hello ${holder?.firstname} ${holder?.lastname},`);
    await nothingTo(member.email);
  });

  it("a person's own notices are unchanged: no member line", async () => {
    const patient = await signUp(t.app);
    await capturedPaymentBy(t.app, patient.id);
    const receipt = await newest(patient.email, 'receipt-invoice');
    expect(receipt?.subject).not.toContain('(for ');
    expect(receipt?.body).toMatch(/^Hello /);
  });
});
