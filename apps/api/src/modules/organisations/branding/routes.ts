import {
  LOGO_MAX_BYTES,
  LOGO_TOO_LARGE_MESSAGE,
  LOGO_TYPES,
  errorResponseSchema,
  orgBrandingEndpoint,
  organisationBrandingEndpoint,
  organisationLogoEndpoint,
  removeOrgLogoEndpoint,
  saveBrandColoursEndpoint,
  uploadOrgLogoEndpoint,
} from '@kaizen/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HttpError } from '../../../lib/http-errors';
import {
  brandingOf,
  readLogo,
  removeLogo,
  saveColours,
  saveLogo,
  tenantBranding,
} from './branding';
import { requireAdministered } from '../console/console';

const errors = {
  401: errorResponseSchema,
  404: errorResponseSchema,
  413: errorResponseSchema,
  422: errorResponseSchema,
};
/** A versioned logo address never changes its bytes; an unversioned one is checked again soon. */
const LONG_CACHE = 'public, max-age=31536000, immutable';
const SHORT_CACHE = 'public, max-age=300';

/**
 * Organisation branding (issue 10): the public branding of the address's organisation and its
 * logo, and the console's logo upload and colours (administrators of that organisation only).
 */
export const brandingRoutes: FastifyPluginAsyncZod = async (app) => {
  // The logo's bytes are the request body. An SVG is parsed too, to be refused with its reason.
  app.addContentTypeParser(
    [...LOGO_TYPES, 'image/svg+xml'],
    { parseAs: 'buffer', bodyLimit: LOGO_MAX_BYTES },
    (_request, body, done) => done(null, body),
  );

  app.get(
    organisationBrandingEndpoint.path,
    {
      config: { access: 'public' },
      schema: {
        tags: ['organisations'],
        summary: "The organisation's name, logo and colours on its address (null elsewhere)",
        response: { 200: organisationBrandingEndpoint.response },
      },
    },
    async (request) => ({ data: await tenantBranding(app.db, request.tenant) }),
  );

  app.get(
    organisationLogoEndpoint.path,
    {
      config: { access: 'public' },
      schema: {
        tags: ['organisations'],
        summary: "An organisation's logo image",
        params: organisationLogoEndpoint.params,
        querystring: organisationLogoEndpoint.query,
      },
    },
    async (request, reply) => {
      const logo = await readLogo(app.db, request.params.uuid);
      const etag = `"${logo.sha256}"`;
      const versioned = request.query.v !== undefined && logo.sha256.startsWith(request.query.v);
      reply.headers({
        'cache-control': versioned ? LONG_CACHE : SHORT_CACHE,
        etag,
        // An image, never a document: nothing in it may run or load anything.
        'content-security-policy': "default-src 'none'; sandbox",
        'x-content-type-options': 'nosniff',
      });
      if (request.headers['if-none-match'] === etag) return reply.code(304).send();
      return reply.type(logo.contentType).send(logo.bytes);
    },
  );

  const administered = (userId: number) => requireAdministered(app.db, userId);
  const tags = ['organisation console'];

  app.get(
    orgBrandingEndpoint.path,
    {
      schema: {
        tags,
        summary: "The administered organisation's logo and colours",
        response: { 200: orgBrandingEndpoint.response, ...errors },
      },
    },
    async (request) => ({ data: await brandingOf(app.db, await administered(request.user.id)) }),
  );

  app.put(
    uploadOrgLogoEndpoint.path,
    {
      // Refused before the body is read when the declared length is over the limit.
      preParsing: async (request) => {
        if (Number(request.headers['content-length'] ?? 0) > LOGO_MAX_BYTES)
          throw new HttpError(413, [LOGO_TOO_LARGE_MESSAGE]);
      },
      schema: {
        tags,
        summary: 'Upload the logo (PNG, JPEG or WebP bytes as the body; SVG refused)',
        consumes: [...LOGO_TYPES],
        response: { 200: uploadOrgLogoEndpoint.response, ...errors },
      },
    },
    async (request) => {
      const organisation = await administered(request.user.id);
      const upload = {
        bytes: Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0),
        declaredType: (request.headers['content-type'] ?? '')
          .replace(/;.*$/s, '')
          .trim()
          .toLowerCase(),
        by: request.user.id,
      };
      await saveLogo(app.db, organisation.id, upload, app.clock.now());
      return { data: await brandingOf(app.db, organisation) };
    },
  );

  app.delete(
    removeOrgLogoEndpoint.path,
    {
      schema: {
        tags,
        summary: 'Remove the logo (the header shows the name)',
        response: { 200: removeOrgLogoEndpoint.response, ...errors },
      },
    },
    async (request) => {
      const organisation = await administered(request.user.id);
      await removeLogo(app.db, organisation.id);
      return { data: await brandingOf(app.db, organisation) };
    },
  );

  app.put(
    saveBrandColoursEndpoint.path,
    {
      schema: {
        tags,
        summary: 'Set the brand colours (applied only where they pass WCAG AA contrast)',
        body: saveBrandColoursEndpoint.body,
        response: { 200: saveBrandColoursEndpoint.response, ...errors },
      },
    },
    async (request) => {
      const { id } = await administered(request.user.id);
      await saveColours(app.db, id, request.body);
      return { data: await brandingOf(app.db, await administered(request.user.id)) };
    },
  );
};
