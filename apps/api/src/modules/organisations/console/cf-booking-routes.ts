import {
  MEMBER_NOT_FOUND_MESSAGE,
  clearMemberCfBookingEndpoint,
  clearOrgCfBookingEndpoint,
  errorResponseSchema,
  memberCfBookingEndpoint,
  memberParamsSchema,
  orgCfBookingEndpoint,
  saveMemberCfBookingEndpoint,
  saveOrgCfBookingEndpoint,
} from '@kaizen/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../../db/client';
import { notFound } from '../../../lib/http-errors';
import {
  cfConfigSetting,
  clearCfConfig,
  setCfConfig,
  type CfConfigOwner,
} from '../../care-team/service';
import { requireAdministered } from './console';
import { memberIdOf } from './queries';
import { signedInRefusals } from '../../../lib/error-responses';

/** The console's refusals: those of any signed-in route, and 404 for what is not theirs. */
const errors = { ...signedInRefusals, 404: errorResponseSchema };

/** One member of the administered organisation as an owner of a rule; 404 for anyone else. */
async function memberOwner(db: Database, adminId: number, uuid: string): Promise<CfConfigOwner> {
  const { id } = await requireAdministered(db, adminId);
  const userId = await memberIdOf(db, id, uuid);
  if (userId === null) throw notFound(MEMBER_NOT_FOUND_MESSAGE);
  return { userId };
}

async function organisationOwner(db: Database, adminId: number): Promise<CfConfigOwner> {
  const { id } = await requireAdministered(db, adminId);
  return { organisationId: id };
}

/**
 * The console's care-first booking rules (SPEC §3 cf_booking_configs): which expert types and
 * session kinds the organisation's care-first members may book, and one member's override. A
 * person's own rule wins over the organisation's, which wins over the CF default
 * (care-team/cf-booking.ts, enforced at booking).
 */
export const cfBookingConsoleRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['organisation console'];
  const owners = [
    {
      endpoints: {
        read: orgCfBookingEndpoint,
        save: saveOrgCfBookingEndpoint,
        clear: clearOrgCfBookingEndpoint,
      },
      what: "the organisation's care-first members",
      params: undefined,
      owner: (request: { user: { id: number } }) => organisationOwner(app.db, request.user.id),
    },
    {
      endpoints: {
        read: memberCfBookingEndpoint,
        save: saveMemberCfBookingEndpoint,
        clear: clearMemberCfBookingEndpoint,
      },
      what: 'this care-first member (over the organisation’s rule)',
      params: memberParamsSchema,
      owner: (request: { user: { id: number }; params: unknown }) =>
        memberOwner(app.db, request.user.id, (request.params as { uuid: string }).uuid),
    },
  ];

  for (const { endpoints, what, params, owner } of owners) {
    app.get(
      endpoints.read.path,
      {
        schema: {
          tags,
          summary: `What ${what} may book (null: the next rule applies)`,
          ...(params && { params }),
          response: { 200: endpoints.read.response, ...errors },
        },
      },
      async (request) => ({ data: await cfConfigSetting(app.db, await owner(request)) }),
    );

    app.put(
      endpoints.save.path,
      {
        schema: {
          tags,
          summary: `Set what ${what} may book`,
          ...(params && { params }),
          body: endpoints.save.body,
          response: { 200: endpoints.save.response, ...errors },
        },
      },
      async (request) => {
        const who = await owner(request);
        await setCfConfig(app.db, who, request.body, app.clock.now());
        return { data: await cfConfigSetting(app.db, who) };
      },
    );

    app.delete(
      endpoints.clear.path,
      {
        schema: {
          tags,
          summary: `Remove the rule of ${what}: the next one applies`,
          ...(params && { params }),
          response: { 200: endpoints.clear.response, ...errors },
        },
      },
      async (request) => {
        const who = await owner(request);
        await clearCfConfig(app.db, who);
        return { data: await cfConfigSetting(app.db, who) };
      },
    );
  }
};
