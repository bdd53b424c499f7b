import {
  errorResponseSchema,
  ownPackageEndpoint,
  ownPackagesEndpoint,
  packageCatalogueEndpoint,
  packageDetailsEndpoint,
  packagePurchaseEndpoint,
  packageRefundEndpoint,
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

/** The catalogue and the signed-in person's packages (endpoints in contracts endpoints/packages.ts). */
export const packageRoutes: FastifyPluginAsyncZod<{ payments: PackagePayments }> = async (
  app,
  { payments },
) => {
  const tags = ['packages'];
  const notFound = { ...signedInRefusals, 404: errorResponseSchema };

  app.get(
    packageCatalogueEndpoint.path,
    {
      schema: {
        tags,
        summary: 'Packages that can be bought',
        response: { 200: packageCatalogueEndpoint.response, ...signedInRefusals },
      },
    },
    async () => ({ data: await catalogue(app.db) }),
  );

  app.get(
    ownPackagesEndpoint.path,
    {
      schema: {
        tags,
        summary: "The person's packages, newest first, with the sessions left",
        response: { 200: ownPackagesEndpoint.response, ...signedInRefusals },
      },
    },
    async (request) => ({ data: await ownPurchases(app.db, request.user.id, app.clock.now()) }),
  );

  app.post(
    packagePurchaseEndpoint.path,
    {
      schema: {
        tags,
        summary: 'Buy a package: a pending purchase and its checkout URL',
        body: packagePurchaseEndpoint.body,
        response: { 201: packagePurchaseEndpoint.response, ...notFound },
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
    ownPackageEndpoint.path,
    {
      schema: {
        tags,
        summary: "One of the person's own packages (another person's is a 404)",
        params: ownPackageEndpoint.params,
        response: { 200: ownPackageEndpoint.response, ...notFound },
      },
    },
    async (request) => ({
      data: await ownPurchase(app.db, request.user.id, request.params.id, app.clock.now()),
    }),
  );

  app.post(
    packageRefundEndpoint.path,
    {
      schema: {
        tags,
        summary: 'Refund a package in full while none of its sessions is used',
        params: packageRefundEndpoint.params,
        response: { 200: packageRefundEndpoint.response, ...notFound, 409: errorResponseSchema },
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
    packageDetailsEndpoint.path,
    {
      schema: {
        tags,
        summary: "SPEC §3 package: the person's newest package with sessions left, or null",
        response: { 200: packageDetailsEndpoint.response, ...signedInRefusals },
      },
    },
    async (request) => ({
      data: await packageDetails(app.db, request.user, app.clock.now()),
    }),
  );
};
