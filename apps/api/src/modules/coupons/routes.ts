import {
  adminCouponCreateBodySchema,
  adminCouponResponseSchema,
  adminCouponsResponseSchema,
  couponUseParamsSchema,
  couponUseResponseSchema,
  couponUsesResponseSchema,
  errorResponseSchema,
  featuresResponseSchema,
} from '@kaizen/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { signedInRefusals } from '../../lib/error-responses';
import { signedInViewer } from '../../lib/signed-in-viewer';
import { couponsForAdmin, createCoupon, featuresFor, ownCouponUse, ownCouponUses } from './service';

// Coupons: the person's own uses, the SPEC §7 feature-flag path, and the operator API. Applying a
// coupon is part of a booking (bookings' check and create carry coupon_code); paths in contracts.

export const couponRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/customers/coupons/uses',
    {
      schema: {
        tags: ['coupons'],
        summary: "The person's coupon uses, newest first",
        response: { 200: couponUsesResponseSchema, ...signedInRefusals },
      },
    },
    async (request) => ({ data: await ownCouponUses(app.db, request.user.id, app.clock.now()) }),
  );

  app.get(
    '/customers/coupons/uses/:id',
    {
      schema: {
        tags: ['coupons'],
        summary: "One of the person's coupon uses (another person's is a 404)",
        params: couponUseParamsSchema,
        response: { 200: couponUseResponseSchema, ...signedInRefusals, 404: errorResponseSchema },
      },
    },
    async (request) => ({
      data: await ownCouponUse(app.db, request.user.id, request.params.id, app.clock.now()),
    }),
  );

  app.get(
    '/features',
    {
      config: { access: 'optional-session', rotateToken: false },
      schema: {
        tags: ['coupons'],
        summary: 'SPEC §7 feature-flag path: coupon flags and the offers shown on the listing',
        response: { 200: featuresResponseSchema },
      },
    },
    async (request, reply) =>
      featuresFor(app.db, {
        showOffers: app.config.PUBLIC_SHOW_COUPON_CODE_ON_CUSTOMER_LISTING,
        userId: await signedInViewer(app, request, reply),
        now: app.clock.now(),
      }),
  );

  const adminErrors = {
    404: errorResponseSchema,
    409: errorResponseSchema,
    422: errorResponseSchema,
  };

  app.post(
    '/admin/coupons',
    {
      config: { access: 'admin-token' },
      schema: {
        hide: true,
        body: adminCouponCreateBodySchema,
        response: { 201: adminCouponResponseSchema, ...adminErrors },
      },
    },
    async (request, reply) =>
      reply.code(201).send({ data: await createCoupon(app.db, request.body, app.clock.now()) }),
  );

  app.get(
    '/admin/coupons',
    {
      config: { access: 'admin-token' },
      schema: {
        hide: true,
        response: { 200: adminCouponsResponseSchema, 404: errorResponseSchema },
      },
    },
    async () => ({ data: await couponsForAdmin(app.db, app.clock.now()) }),
  );
};
