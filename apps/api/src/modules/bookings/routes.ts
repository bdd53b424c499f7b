import {
  IDEMPOTENCY_KEY_HEADER,
  IDEMPOTENCY_KEY_MISMATCH_MESSAGE,
  IDEMPOTENCY_KEY_REQUIRED_MESSAGE,
  analyticsInfoEndpoint,
  bookingCancelEndpoint,
  bookingCheckEndpoint,
  bookingCreateEndpoint,
  bookingCreateHeadersSchema,
  bookingEndpoint,
  bookingFeedbackEndpoint,
  bookingJoinEndpoint,
  bookingRescheduleEndpoint,
  completedSessionsEndpoint,
  errorResponseSchema,
  groupSessionsEndpoint,
  upcomingSessionsEndpoint,
} from '@kaizen/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { signedInRefusals } from '../../lib/error-responses';
import { unprocessable } from '../../lib/http-errors';
import { perPersonLimit } from '../../plugins/rate-limit';
import { checkBooking } from './new-booking/check';
import { listOpenGroupSessions } from './new-booking/group-sessions';
import { joinDetails } from './lifecycle/join';
import { partnerInvitationRoutes } from './partners/partner-invitation-routes';
import {
  bookingView,
  cancelBooking,
  completedSessions,
  createBooking,
  giveFeedback,
  rescheduleBooking,
  totalCompletedSessions,
  upcomingSessions,
  bookingNotifyEnv,
  type BookingPayments,
} from './service';
import type { BookingFunding } from '../entitlements/service';
import type { SessionCompletedHook } from './clinician/clinician';
import type { Scheduling } from '../scheduling/service';

/** What the booking routes are wired with in app.ts. */
export interface BookingRoutesOptions {
  payments: BookingPayments;
  scheduling: Scheduling;
  /** Sponsored credits and the policy engine (modules/entitlements). */
  funding: BookingFunding;
  /** Run when a clinician marks a session completed (referral rewards, modules/referrals). */
  onSessionCompleted: SessionCompletedHook;
}

const refusals = { ...signedInRefusals, 404: errorResponseSchema, 409: errorResponseSchema };

/** The patient's bookings and sessions (SPEC §3, §7); endpoints in contracts endpoints/bookings.ts. */
export const bookingRoutes: FastifyPluginAsyncZod<BookingRoutesOptions> = async (app, options) => {
  const { payments, scheduling, funding } = options;
  const read = () => ({
    now: app.clock.now(),
    assetsHost: app.config.PUBLIC_URL,
    scheduling,
    funding,
  });
  const notify = bookingNotifyEnv(app.config);
  const change = () => ({ now: app.clock.now(), notify, payments, scheduling, funding });
  const viewer = (user: { id: number; email: string }) => ({ id: user.id, email: user.email });
  // Trying coupon codes is limited per person, so codes cannot be enumerated at speed.
  const couponAttempt = perPersonLimit(app, 'coupon-attempt', {
    max: app.config.COUPON_ATTEMPTS_PER_HOUR,
    timeWindow: 3_600_000,
  });

  app.post(
    bookingCreateEndpoint.path,
    {
      schema: {
        tags: ['bookings'],
        summary: 'Book a session: holds the slot while the person pays (Idempotency-Key required)',
        headers: bookingCreateHeadersSchema,
        body: bookingCreateEndpoint.body,
        response: {
          200: bookingCreateEndpoint.response,
          201: bookingCreateEndpoint.response,
          ...refusals,
        },
      },
    },
    async (request, reply) => {
      const fromHeader = request.headers[IDEMPOTENCY_KEY_HEADER];
      const fromBody = request.body.idempotency_key;
      if (fromHeader && fromBody && fromHeader !== fromBody) {
        throw unprocessable(IDEMPOTENCY_KEY_MISMATCH_MESSAGE);
      }
      const key = fromHeader ?? fromBody;
      if (!key) throw unprocessable(IDEMPOTENCY_KEY_REQUIRED_MESSAGE);
      if (request.body.coupon_code !== undefined) await couponAttempt(request);
      const { booking, replayed } = await createBooking(
        app.db,
        {
          id: request.user.id,
          email: request.user.email,
          deviceSessionId: request.user.deviceSessionId,
        },
        request.body,
        key,
        { now: app.clock.now(), payments, notify, scheduling, funding },
      );
      const data = await bookingView(app.db, viewer(request.user), booking.uuid, read());
      return reply.code(replayed ? 200 : 201).send({ data });
    },
  );

  app.post(
    bookingCheckEndpoint.path,
    {
      schema: {
        tags: ['bookings'],
        summary:
          'Before paying: is the time still bookable, its change policy, and overlapping sessions',
        body: bookingCheckEndpoint.body,
        response: { 200: bookingCheckEndpoint.response, ...refusals, 429: errorResponseSchema },
      },
    },
    async (request) => {
      if (request.body.coupon_code !== undefined) await couponAttempt(request);
      const person = { ...viewer(request.user), deviceSessionId: request.user.deviceSessionId };
      return { data: await checkBooking(app.db, person, request.body, read()) };
    },
  );

  app.get(
    upcomingSessionsEndpoint.path,
    {
      schema: {
        tags: ['bookings'],
        summary: 'Upcoming sessions and suggested bookings (SPEC §7, new_nsp_flow=true)',
        querystring: upcomingSessionsEndpoint.query,
        response: { 200: upcomingSessionsEndpoint.response, ...signedInRefusals },
      },
    },
    async (request) => upcomingSessions(app.db, viewer(request.user), read()),
  );

  app.get(
    completedSessionsEndpoint.path,
    {
      schema: {
        tags: ['bookings'],
        summary: 'Completed sessions, latest first (SPEC §7)',
        response: { 200: completedSessionsEndpoint.response, ...signedInRefusals },
      },
    },
    async (request) => ({
      bookings: await completedSessions(app.db, viewer(request.user), read()),
    }),
  );

  app.get(
    analyticsInfoEndpoint.path,
    {
      schema: {
        tags: ['bookings'],
        summary: 'data.total_completed_sessions (SPEC §3, §7)',
        response: { 200: analyticsInfoEndpoint.response, ...signedInRefusals },
      },
    },
    async (request) => ({
      data: { total_completed_sessions: await totalCompletedSessions(app.db, request.user.id) },
    }),
  );

  app.get(
    bookingEndpoint.path,
    {
      schema: {
        tags: ['bookings'],
        summary: 'One booking of the caller (or of whom the caller is the invited partner)',
        params: bookingEndpoint.params,
        response: { 200: bookingEndpoint.response, ...refusals },
      },
    },
    async (request) => ({
      data: await bookingView(app.db, viewer(request.user), request.params.id, read()),
    }),
  );

  app.patch(
    bookingRescheduleEndpoint.path,
    {
      schema: {
        tags: ['bookings'],
        summary: 'Move a booking (free until 24 h before the start, at most twice)',
        params: bookingRescheduleEndpoint.params,
        body: bookingRescheduleEndpoint.body,
        response: { 200: bookingRescheduleEndpoint.response, ...refusals },
      },
    },
    async (request) => {
      const moved = await rescheduleBooking(
        app.db,
        request.user.id,
        request.params.id,
        new Date(request.body.starts_at),
        change(),
      );
      return { data: await bookingView(app.db, viewer(request.user), moved.uuid, read()) };
    },
  );

  app.post(
    bookingCancelEndpoint.path,
    {
      schema: {
        tags: ['bookings'],
        summary: 'Cancel a booking (full refund until 24 h before the start)',
        params: bookingCancelEndpoint.params,
        body: bookingCancelEndpoint.body,
        response: { 200: bookingCancelEndpoint.response, ...refusals },
      },
    },
    async (request) => {
      const cancelled = await cancelBooking(
        app.db,
        request.user.id,
        request.params.id,
        request.body.reason,
        change(),
      );
      return { data: await bookingView(app.db, viewer(request.user), cancelled.uuid, read()) };
    },
  );

  app.post(
    bookingFeedbackEndpoint.path,
    {
      schema: {
        tags: ['bookings'],
        summary: 'Rate a completed session, once',
        params: bookingFeedbackEndpoint.params,
        body: bookingFeedbackEndpoint.body,
        response: { 201: bookingFeedbackEndpoint.response, ...refusals },
      },
    },
    async (request, reply) => {
      const data = await giveFeedback(
        app.db,
        request.user.id,
        request.params.id,
        request.body,
        app.clock.now(),
      );
      return reply.code(201).send({ data });
    },
  );

  app.get(
    groupSessionsEndpoint.path,
    {
      config: { access: 'public' },
      schema: {
        tags: ['bookings'],
        summary: 'Running group sessions of a provider with seats left',
        params: groupSessionsEndpoint.params,
        querystring: groupSessionsEndpoint.query,
        response: {
          200: groupSessionsEndpoint.response,
          404: errorResponseSchema,
          422: errorResponseSchema,
        },
      },
    },
    async (request) => ({
      data: await listOpenGroupSessions(
        app.db,
        request.params.uuid,
        { from: new Date(request.query.from), to: new Date(request.query.to) },
        app.clock.now(),
      ),
    }),
  );

  app.get(
    bookingJoinEndpoint.path,
    {
      schema: {
        tags: ['bookings'],
        summary: 'Join details of a session, from 10 minutes before its start to its end (SPEC §4)',
        params: bookingJoinEndpoint.params,
        querystring: bookingJoinEndpoint.query,
        response: { 200: bookingJoinEndpoint.response, ...refusals },
      },
    },
    async (request) => ({
      data: await joinDetails(app.db, request.user, request.params.id, {
        now: app.clock.now(),
        config: app.config,
      }),
    }),
  );

  await app.register(partnerInvitationRoutes);
};
