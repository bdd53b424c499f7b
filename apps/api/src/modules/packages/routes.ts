import {
  errorResponseSchema,
  packageCatalogueResponseSchema,
  packageDetailsResponseSchema,
  packagePurchaseBodySchema,
  packagePurchaseParamsSchema,
  packagePurchaseResponseSchema,
  packagePurchasesResponseSchema,
} from '@kaizen/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { signedInRefusals } from '../../lib/error-responses';
import {
  buyPackage,
  catalogue,
  ownPurchase,
  ownPurchases,
  packageDetails,
  refundPurchase,
  type PackagePayments,
} from './service';

/** The catalogue and the signed-in person's packages (paths in contracts/packages.ts). */
export const packageRoutes: FastifyPluginAsyncZod<{ payments: PackagePayments }> = async (
  app,
  { payments },
) => {
  const tags = ['packages'];
  const notFound = { ...signedInRefusals, 404: errorResponseSchema };

  app.get(
    '/customers/packages/catalogue',
    {
      schema: {
        tags,
        summary: 'Packages that can be bought',
        response: { 200: packageCatalogueResponseSchema, ...signedInRefusals },
      },
    },
    async () => ({ data: await catalogue(app.db) }),
  );

  app.get(
    '/customers/packages',
    {
      schema: {
        tags,
        summary: "The person's packages, newest first, with the sessions left",
        response: { 200: packagePurchasesResponseSchema, ...signedInRefusals },
      },
    },
    async (request) => ({ data: await ownPurchases(app.db, request.user.id, app.clock.now()) }),
  );

  app.post(
    '/customers/packages',
    {
      schema: {
        tags,
        summary: 'Buy a package: a pending purchase and its checkout URL',
        body: packagePurchaseBodySchema,
        response: { 201: packagePurchaseResponseSchema, ...notFound },
      },
    },
    async (request, reply) => {
      const purchase = await buyPackage(
        app.db,
        payments,
        request.user.id,
        request.body,
        app.clock.now(),
      );
      return reply.code(201).send({ data: purchase });
    },
  );

  app.get(
    '/customers/packages/:id',
    {
      schema: {
        tags,
        summary: "One of the person's own packages (another person's is a 404)",
        params: packagePurchaseParamsSchema,
        response: { 200: packagePurchaseResponseSchema, ...notFound },
      },
    },
    async (request) => ({
      data: await ownPurchase(app.db, request.user.id, request.params.id, app.clock.now()),
    }),
  );

  app.post(
    '/customers/packages/:id/refund',
    {
      schema: {
        tags,
        summary: 'Refund a package in full while none of its sessions is used',
        params: packagePurchaseParamsSchema,
        response: { 200: packagePurchaseResponseSchema, ...notFound, 409: errorResponseSchema },
      },
    },
    async (request) => ({
      data: await refundPurchase(
        app.db,
        payments,
        request.user.id,
        request.params.id,
        app.clock.now(),
      ),
    }),
  );

  app.get(
    '/customers/package_details',
    {
      schema: {
        tags,
        summary: "SPEC §3 package: the person's newest package with sessions left, or null",
        response: { 200: packageDetailsResponseSchema, ...signedInRefusals },
      },
    },
    async (request) => ({
      data: await packageDetails(app.db, request.user, app.clock.now()),
    }),
  );
};
