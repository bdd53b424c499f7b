import {
  errorResponseSchema,
  grantOrganisationAdministratorEndpoint,
  inviteMembersEndpoint,
  orgConsoleEndpoint,
  orgMembersEndpoint,
  pendingInvitationsEndpoint,
  revokeOrgMemberEndpoint,
  saveOrgSettingsEndpoint,
} from '@kaizen/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authRateLimit } from '../../../plugins/rate-limit';
import {
  changeSettings,
  consoleInvitations,
  consoleMembers,
  consoleOverview,
  inviteMembers,
  makeAdministrator,
  requireAdministered,
  revokeMember,
} from './console';
import { signedInRefusals } from '../../../lib/error-responses';

/** The console's refusals: those of any signed-in route, and 404 for what is not theirs. */
const errors = { ...signedInRefusals, 404: errorResponseSchema };

/**
 * The organisation console's API (/org-admin in the web app). Signed in; every route answers
 * 404 unless the caller administers an organisation, and acts only on that organisation.
 */
export const consoleRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['organisation console'];
  const administered = (userId: number) => requireAdministered(app.db, userId);

  app.get(
    orgConsoleEndpoint.path,
    {
      schema: {
        tags,
        summary: 'The administered organisation: settings, member count, usage per month',
        response: { 200: orgConsoleEndpoint.response, ...errors },
      },
    },
    async (request) => {
      const organisation = await administered(request.user.id);
      return { data: await consoleOverview(app.db, organisation, app.clock.now()) };
    },
  );

  app.put(
    saveOrgSettingsEndpoint.path,
    {
      schema: {
        tags,
        summary: 'Set the email domains that prove membership and the helpline members see',
        body: saveOrgSettingsEndpoint.body,
        response: { 200: saveOrgSettingsEndpoint.response, ...errors },
      },
    },
    async (request) => {
      const { id } = await administered(request.user.id);
      await changeSettings(app.db, id, request.body);
      const organisation = await administered(request.user.id);
      return { data: await consoleOverview(app.db, organisation, app.clock.now()) };
    },
  );

  app.get(
    orgMembersEndpoint.path,
    {
      schema: {
        tags,
        summary: 'Members: name, email, when and how they joined (no clinical data)',
        response: { 200: orgMembersEndpoint.response, ...errors },
      },
    },
    async (request) => {
      const { id } = await administered(request.user.id);
      return { data: await consoleMembers(app.db, id) };
    },
  );

  app.delete(
    revokeOrgMemberEndpoint.path,
    {
      schema: {
        tags,
        summary: 'End a membership: the person keeps their account as a self-paying patient',
        params: revokeOrgMemberEndpoint.params,
        response: { 200: revokeOrgMemberEndpoint.response, ...errors },
      },
    },
    async (request) => {
      const { id } = await administered(request.user.id);
      await revokeMember(app.db, id, request.params.uuid, request.user.id, app.clock.now());
      return { data: null };
    },
  );

  app.get(
    pendingInvitationsEndpoint.path,
    {
      schema: {
        tags,
        summary: 'Invitations sent and not accepted yet (still valid)',
        response: { 200: pendingInvitationsEndpoint.response, ...errors },
      },
    },
    async (request) => {
      const { id } = await administered(request.user.id);
      return { data: await consoleInvitations(app.db, id, app.clock.now()) };
    },
  );

  app.post(
    inviteMembersEndpoint.path,
    {
      config: { rateLimit: authRateLimit(app.config) },
      schema: {
        tags,
        summary: 'Email invitation links (one address or a CSV list read by the web app)',
        body: inviteMembersEndpoint.body,
        response: { 201: inviteMembersEndpoint.response, 429: errorResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const organisation = await administered(request.user.id);
      const result = await inviteMembers(
        app.db,
        organisation,
        request.body.emails,
        app.config.PUBLIC_URL,
        app.clock.now(),
      );
      return reply.code(201).send({ data: result });
    },
  );

  app.post(
    grantOrganisationAdministratorEndpoint.path,
    {
      config: { access: 'admin-token' },
      schema: {
        hide: true,
        params: grantOrganisationAdministratorEndpoint.params,
        body: grantOrganisationAdministratorEndpoint.body,
        response: { 201: grantOrganisationAdministratorEndpoint.response, ...errors },
      },
    },
    async (request, reply) => {
      const { short_code: shortCode } = request.params;
      await makeAdministrator(app.db, shortCode, request.body.email, app.clock.now());
      return reply.code(201).send({ data: null });
    },
  );
};
