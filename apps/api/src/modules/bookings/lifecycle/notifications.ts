import {
  SESSION_KIND_WORDS,
  calendarInvite,
  couponReceiptText,
  partCoverReceiptText,
} from '@kaizen/contracts';
import { and, eq } from 'drizzle-orm';
import type { Config } from '../../../config';
import type { Database } from '../../../db/client';
import { users } from '../../auth/tables';
import { enqueueEmail } from '../../outbox/service';
import { addressedTo, careRecipientOf } from '../../profiles/service';
import { clinics, providers } from '../../providers/tables';

import { amountPaidBy, type BookingRow } from '../queries';
import { bookings } from '../tables';
import { dateTimeText } from '../../../lib/date-time-text';

// Booking emails, all through the outbox in the transaction of the change that causes them:
// confirmation with an .ics invite, reminders, reschedule and cancellation notices, and the
// couple-session invitation to the partner.

export interface NotifyEnv {
  publicUrl: string;
  /** MAIL_FROM, e.g. 'Kaizen <no-reply@kaizen.local>': the invite's organiser. */
  mailFrom: string;
}

/** The email settings of booking notices, from the app's configuration. */
export const bookingNotifyEnv = (config: Pick<Config, 'PUBLIC_URL' | 'MAIL_FROM'>): NotifyEnv => ({
  publicUrl: config.PUBLIC_URL,
  mailFrom: config.MAIL_FROM,
});

type BookingNotice =
  | 'confirmation'
  | 'partner-invitation'
  | 'rescheduled'
  | 'cancelled'
  | 'reminder-24h'
  | 'reminder-1h';

async function factsOf(db: Database, bookingId: number) {
  const [row] = await db
    .select({
      person: { id: users.id, firstname: users.firstname, lastname: users.lastname },
      provider: {
        firstname: providers.firstname,
        lastname: providers.lastname,
        timeZone: providers.timeZone,
      },
      clinic: { centreName: clinics.centreName, address: clinics.address },
    })
    .from(bookings)
    .innerJoin(users, eq(users.id, bookings.userId))
    .innerJoin(providers, eq(providers.id, bookings.providerId))
    .leftJoin(clinics, and(eq(clinics.id, bookings.clinicId)))
    .where(eq(bookings.id, bookingId));
  if (!row) throw new Error(`booking ${bookingId} vanished`);
  // A member's notices go to the account holder who cares for them (members have no inbox).
  const recipient = await careRecipientOf(db, row.person.id);
  if (!recipient) throw new Error(`booking ${bookingId} has no person`);
  return { ...row, recipient };
}

/** SPEC §9 date format 'DD MMM YYYY, hh:mm A', in the provider's zone, which is named. */
const sessionTimeText = (instant: Date, timeZone: string): string =>
  `${dateTimeText(instant, timeZone)} (${timeZone})`;

const kindName = (kind: BookingRow['kind']) => `${SESSION_KIND_WORDS[kind]} session`;

/**
 * What the person is paying for, on the checkout page, the gateway's receipt and ours:
 * "Video session with Asha Rao, 26 Nov 2026, 01:30 PM (Asia/Kolkata)"; a session an
 * organisation's money pool paid part of says both parts (". Price ₹1,200: ₹500 paid by Acme
 * Corp, ₹700 by you"), and one with a coupon what it took off (". Price ₹800, coupon
 * −₹160: ₹640 paid"), so the receipt shows how its amount came about.
 */
export function paymentDescription(
  booking: Pick<BookingRow, 'kind' | 'startsAt' | 'price' | 'discount' | 'sponsorCover'>,
  provider: { firstname: string; lastname: string; timeZone: string },
  sponsor: string | null,
): string {
  const kind = kindName(booking.kind);
  const what = `${kind.charAt(0).toUpperCase()}${kind.slice(1)}`;
  const when = sessionTimeText(booking.startsAt, provider.timeZone);
  const session = `${what} with ${provider.firstname} ${provider.lastname}, ${when}`;
  if (booking.sponsorCover === 0) {
    return booking.discount === 0
      ? session
      : `${session}. ${couponReceiptText(booking.price, booking.discount)}`;
  }
  return `${session}. ${partCoverReceiptText(booking.price, booking.sponsorCover, amountPaidBy(booking), sponsor)}`;
}

const senderAddress = (mailFrom: string): string =>
  /<([^>]+)>/.exec(mailFrom)?.[1] ?? mailFrom.trim();

const SUBJECTS: Record<BookingNotice, string> = {
  confirmation: 'Your session is booked',
  'partner-invitation': 'You are invited to a couple session',
  rescheduled: 'Your session has a new time',
  cancelled: 'Your session is cancelled',
  'reminder-24h': 'Reminder: your session is tomorrow',
  'reminder-1h': 'Reminder: your session starts in an hour',
};

const OPENINGS: Record<BookingNotice, string> = {
  confirmation: 'Your session is confirmed.',
  'partner-invitation': 'has booked a couple session and invited you to it.',
  rescheduled: 'Your session has moved to a new time.',
  cancelled: 'Your session has been cancelled.',
  'reminder-24h': 'This is a reminder of your session tomorrow.',
  'reminder-1h': 'Your session starts in about an hour.',
};

/** Puts one notice about this booking in the outbox, for the person and (couple) the partner. */
export async function enqueueBookingNotice(
  db: Database,
  booking: BookingRow,
  notice: BookingNotice,
  env: NotifyEnv,
  now: Date,
  /** The partner's accept link, for the partner invitation. */
  invitationLink?: string,
): Promise<void> {
  const facts = await factsOf(db, booking.id);
  const providerName = `${facts.provider.firstname} ${facts.provider.lastname}`;
  const when = sessionTimeText(booking.startsAt, facts.provider.timeZone);
  const where = facts.clinic ? `${facts.clinic.centreName}, ${facts.clinic.address}` : null;
  const link = `${env.publicUrl.replace(/\/+$/, '')}/?booking_id=${booking.uuid}`;
  const summary = `${kindName(booking.kind)} with ${providerName}`;
  const personName = `${facts.person.firstname} ${facts.person.lastname}`;

  const withInvite = notice !== 'reminder-24h' && notice !== 'reminder-1h';
  const invite = withInvite
    ? calendarInvite({
        uid: `${booking.uuid}@kaizen`,
        sequence: booking.rescheduleCount + (notice === 'cancelled' ? 1 : 0),
        method: notice === 'cancelled' ? 'CANCEL' : 'REQUEST',
        stamp: now,
        start: booking.startsAt,
        end: booking.endsAt,
        summary,
        description: `Kaizen ${summary}. ${where ? `At ${where}.` : `Join from ${link}`}`,
        location: where,
        url: link,
        organizer: { name: 'Kaizen', email: senderAddress(env.mailFrom) },
        attendees: [
          { name: personName, email: facts.recipient.email },
          ...(booking.partnerEmail ? [{ email: booking.partnerEmail }] : []),
        ],
      })
    : null;

  const recipients =
    notice === 'partner-invitation'
      ? [booking.partnerEmail]
      : notice === 'confirmation'
        ? [facts.recipient.email]
        : [facts.recipient.email, booking.partnerEmail];
  for (const to of recipients) {
    if (!to) continue;
    const opening =
      notice === 'partner-invitation' ? `${personName} ${OPENINGS[notice]}` : OPENINGS[notice];
    const text = [
      opening,
      '',
      `What: ${summary}`,
      `When: ${when}`,
      ...(where ? [`Where: ${where}`] : []),
      ...(notice === 'partner-invitation' && invitationLink
        ? [
            '',
            'Accept the invitation to see the session in Kaizen (sign up first if you are new):',
            invitationLink,
          ]
        : []),
      '',
      `Details: ${link}`,
    ].join('\n');
    const toPerson = to === facts.recipient.email;
    const message = { subject: SUBJECTS[notice], text };
    await enqueueEmail(
      db,
      {
        ...(toPerson ? addressedTo(facts.recipient, message) : { to, ...message }),
        template: `booking-${notice}`,
        userId: toPerson ? booking.userId : undefined,
        ...(invite
          ? {
              attachments: [
                {
                  filename: 'invite.ics',
                  contentType: `text/calendar; charset=utf-8; method=${notice === 'cancelled' ? 'CANCEL' : 'REQUEST'}`,
                  content: Buffer.from(invite, 'utf8').toString('base64'),
                },
              ],
            }
          : {}),
      },
      now,
    );
  }
}
