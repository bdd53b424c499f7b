import {
  addMemberEndpoint,
  endProfileSessionEndpoint,
  errorResponseSchema,
  profileSessionEndpoint,
  profilesEndpoint,
  registrationFormEndpoint,
  removeMemberEndpoint,
  saveRegistrationFormEndpoint,
  SECONDARY_PROFILE_TOKEN_HEADER,
} from '@kaizen/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { auditSource } from '../audit/service';
import {
  addMember,
  completeRegistration,
  endProfileSessions,
  listProfiles,
  registrationForm,
  removeMember,
  startProfileSession,
} from './service';

const errors = {
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
  422: errorResponseSchema,
};

/**
 * Profiles of an account (SPEC §3, §7) and the registration form (SPEC §2). Registered outside
 * the care scope: these always see the account holder, whatever secondary token comes along.
 */
export const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['profiles'];

  app.get(
    profilesEndpoint.path,
    {
      schema: {
        tags,
        summary: "The account's profiles: the account holder, then the members they care for",
        response: { 200: profilesEndpoint.response, ...errors },
      },
    },
    async (request) => listProfiles(app.db, request.user),
  );

  app.post(
    addMemberEndpoint.path,
    {
      schema: {
        tags,
        summary: 'Add a member (up to max_member_count), a patient only this account can open',
        body: addMemberEndpoint.body,
        response: { 201: addMemberEndpoint.response, ...errors },
      },
    },
    async (request, reply) => {
      const profile = await addMember(app.db, request.user, request.body, app.clock.now());
      return reply.code(201).send({ data: profile });
    },
  );

  app.delete(
    removeMemberEndpoint.path,
    {
      schema: {
        tags,
        summary: 'Remove a member from the account (their records are retained, not deleted)',
        params: removeMemberEndpoint.params,
        response: { 200: removeMemberEndpoint.response, ...errors },
      },
    },
    async (request) => {
      await removeMember(
        app.db,
        request.user,
        request.params.uuid,
        auditSource(request),
        app.clock.now(),
      );
      return { success: true as const };
    },
  );

  app.post(
    profileSessionEndpoint.path,
    {
      schema: {
        tags,
        summary: 'Switch to a member: the secondary-profile-access-token response header',
        params: profileSessionEndpoint.params,
        response: { 200: profileSessionEndpoint.response, ...errors },
      },
    },
    async (request, reply) => {
      const { token, profile } = await startProfileSession(
        app.db,
        request.user,
        request.params.uuid,
        app.clock.now(),
      );
      reply.header(SECONDARY_PROFILE_TOKEN_HEADER, token);
      return { data: profile };
    },
  );

  app.delete(
    endProfileSessionEndpoint.path,
    {
      schema: {
        tags,
        summary: "Switch back to the account holder's own profile on this device (SPEC §7)",
        response: { 200: endProfileSessionEndpoint.response, ...errors },
      },
    },
    async (request) => {
      await endProfileSessions(app.db, request.user);
      return { success: true as const };
    },
  );

  app.get(
    registrationFormEndpoint.path,
    {
      schema: {
        tags,
        summary: 'What the registration form has on record: names, date of birth, gender',
        response: { 200: registrationFormEndpoint.response, ...errors },
      },
    },
    async (request) => ({ data: await registrationForm(app.db, request.user.id) }),
  );

  app.put(
    saveRegistrationFormEndpoint.path,
    {
      schema: {
        tags,
        summary: 'Complete or correct the registration form',
        body: saveRegistrationFormEndpoint.body,
        response: { 200: saveRegistrationFormEndpoint.response, ...errors },
      },
    },
    async (request) => ({
      data: await completeRegistration(app.db, request.user.id, request.body, app.clock.now()),
    }),
  );
};
