import {
  adminCouponCreateEndpoint,
  adminCouponsEndpoint,
  couponUseEndpoint,
  couponUsesEndpoint,
  errorResponseSchema,
} from '@kaizen/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { signedInRefusals } from '../../lib/error-responses';
import { couponsForAdmin, createCoupon, ownCouponUse, ownCouponUses } from './service';

// Coupons: the person's own uses and the operator API (the SPEC §7 feature-flag path that shows
// the offers is feature-flags'). Applying a coupon is part of a booking (bookings' check and
// create carry coupon_code); endpoints in contracts endpoints/coupons.ts.

export const couponRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    couponUsesEndpoint.path,
    {
      schema: {
        tags: ['coupons'],
        summary: "The person's coupon uses, newest first",
        response: { 200: couponUsesEndpoint.response, ...signedInRefusals },
      },
    },
    async (request) => ({ data: await ownCouponUses(app.db, request.user.id, app.clock.now()) }),
  );

  app.get(
    couponUseEndpoint.path,
    {
      schema: {
        tags: ['coupons'],
        summary: "One of the person's coupon uses (another person's is a 404)",
        params: couponUseEndpoint.params,
        response: {
          200: couponUseEndpoint.response,
          ...signedInRefusals,
          404: errorResponseSchema,
        },
      },
    },
    async (request) => ({
      data: await ownCouponUse(app.db, request.user.id, request.params.id, app.clock.now()),
    }),
  );

  const adminErrors = {
    404: errorResponseSchema,
    409: errorResponseSchema,
    422: errorResponseSchema,
  };

  app.post(
    adminCouponCreateEndpoint.path,
    {
      config: { access: 'admin-token' },
      schema: {
        hide: true,
        body: adminCouponCreateEndpoint.body,
        response: { 201: adminCouponCreateEndpoint.response, ...adminErrors },
      },
    },
    async (request, reply) =>
      reply.code(201).send({ data: await createCoupon(app.db, request.body, app.clock.now()) }),
  );

  app.get(
    adminCouponsEndpoint.path,
    {
      config: { access: 'admin-token' },
      schema: {
        hide: true,
        response: { 200: adminCouponsEndpoint.response, 404: errorResponseSchema },
      },
    },
    async () => ({ data: await couponsForAdmin(app.db, app.clock.now()) }),
  );
};
