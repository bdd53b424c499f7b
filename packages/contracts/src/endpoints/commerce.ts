import type { Endpoint } from '../endpoint';
import { paymentIdParamsSchema, paymentResponseSchema } from '../commerce/payments';
import { paymentHistoryResponseSchema, receiptIdParamsSchema } from '../commerce/receipts';
import { downloadLinkResponseSchema, downloadParamsSchema } from '../records/prescriptions';

/** One of the caller's payments (another person's is a 404). */
export const paymentEndpoint = {
  method: 'GET',
  path: '/payments/:paymentId',
  params: paymentIdParamsSchema,
  response: paymentResponseSchema,
} as const satisfies Endpoint;

/** The caller's settled payments, newest first, with their receipts. */
export const paymentHistoryEndpoint = {
  method: 'GET',
  path: '/payments',
  response: paymentHistoryResponseSchema,
} as const satisfies Endpoint;

/** A short-lived link to one of the caller's receipts as a PDF. */
export const receiptLinkEndpoint = {
  method: 'POST',
  path: '/receipts/:receiptId/download_link',
  params: receiptIdParamsSchema,
  response: downloadLinkResponseSchema,
} as const satisfies Endpoint;

/** The receipt PDF behind a download link, as an attachment. */
export const receiptDownloadEndpoint = {
  method: 'GET',
  path: '/receipts/download/:token',
  params: downloadParamsSchema,
} as const satisfies Endpoint;

// The gateways' pages and webhooks are HTML pages and signed posts, not JSON calls: the payment id
// is checked by the handler (an unknown one is the not-found page), so they carry no schemas.

/** The sandbox gateway's hosted checkout page (PAYMENT_GATEWAY=test). */
export const sandboxCheckoutEndpoint = {
  method: 'GET',
  path: '/payments/test-gateway/checkout/:paymentId',
} as const satisfies Endpoint;

/** The sandbox checkout's pay, fail and cancel forms. */
export const sandboxCheckoutOutcomeEndpoint = {
  method: 'POST',
  path: '/payments/test-gateway/checkout/:paymentId/:outcome',
} as const satisfies Endpoint;

/** The sandbox gateway's signed events. */
export const sandboxWebhookEndpoint = {
  method: 'POST',
  path: '/payments/webhooks/test',
} as const satisfies Endpoint;

/** Our page that hands the person to Razorpay's hosted checkout (PAYMENT_GATEWAY=razorpay). */
export const razorpayCheckoutEndpoint = {
  method: 'GET',
  path: '/payments/razorpay/checkout/:paymentId',
} as const satisfies Endpoint;

/** Where Razorpay posts the signed result of a checkout. */
export const razorpayCallbackEndpoint = {
  method: 'POST',
  path: '/payments/razorpay/callback/:paymentId',
} as const satisfies Endpoint;

/** Where Razorpay sends the person back after cancelling (a link, or a form post). */
export const razorpayCancelEndpoint = {
  method: 'GET',
  path: '/payments/razorpay/cancel/:paymentId',
} as const satisfies Endpoint;

export const razorpayCancelPostEndpoint = {
  method: 'POST',
  path: razorpayCancelEndpoint.path,
} as const satisfies Endpoint;

/** Razorpay's signed events. */
export const razorpayWebhookEndpoint = {
  method: 'POST',
  path: '/payments/webhooks/razorpay',
} as const satisfies Endpoint;
