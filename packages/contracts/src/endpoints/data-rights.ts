import type { Endpoint } from '../endpoint';
import {
  eraseAccountBodySchema,
  eraseAccountResponseSchema,
  exportQuerySchema,
} from '../records/data-rights';
import { downloadLinkResponseSchema, downloadParamsSchema } from '../records/prescriptions';

/** A short-lived link to all of the caller's data (the link takes ?format=json|html). */
export const exportLinkEndpoint = {
  method: 'POST',
  path: '/customers/records/export_link',
  response: downloadLinkResponseSchema,
} as const satisfies Endpoint;

/** The export behind such a link, as a JSON or HTML attachment (no JSON answer to parse). */
export const exportDownloadEndpoint = {
  method: 'GET',
  path: '/records/export/:token',
  params: downloadParamsSchema,
  query: exportQuerySchema,
} as const satisfies Endpoint;

/** Erase the caller's account (password and the word ERASE to confirm). */
export const eraseAccountEndpoint = {
  method: 'POST',
  path: '/customers/records/erase',
  body: eraseAccountBodySchema,
  response: eraseAccountResponseSchema,
} as const satisfies Endpoint;
