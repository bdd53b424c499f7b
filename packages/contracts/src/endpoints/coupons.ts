import type { Endpoint } from '../endpoint';
import {
  adminCouponCreateBodySchema,
  adminCouponResponseSchema,
  adminCouponsResponseSchema,
  couponUseParamsSchema,
  couponUseResponseSchema,
  couponUsesResponseSchema,
} from '../commerce/coupons';

/** The signed-in person's coupon uses, newest first. */
export const couponUsesEndpoint = {
  method: 'GET',
  path: '/customers/coupons/uses',
  response: couponUsesResponseSchema,
} as const satisfies Endpoint;

/** One of the person's coupon uses (another person's is a 404). */
export const couponUseEndpoint = {
  method: 'GET',
  path: '/customers/coupons/uses/:id',
  params: couponUseParamsSchema,
  response: couponUseResponseSchema,
} as const satisfies Endpoint;

/** Operators (x-admin-token) create a coupon; answered with 201. */
export const adminCouponCreateEndpoint = {
  method: 'POST',
  path: '/admin/coupons',
  body: adminCouponCreateBodySchema,
  response: adminCouponResponseSchema,
} as const satisfies Endpoint;

/** Operators (x-admin-token): every coupon with its live use count. */
export const adminCouponsEndpoint = {
  method: 'GET',
  path: '/admin/coupons',
  response: adminCouponsResponseSchema,
} as const satisfies Endpoint;
