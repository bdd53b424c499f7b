import {
  CONTACT_KINDS,
  contactBodySchema,
  contactResponseSchema,
  type ContactKind,
} from '@kaizen/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { signedInRefusals } from '../../lib/error-responses';
import { readContact, removeContact, saveContact } from './service';

const responses = { 200: contactResponseSchema, ...signedInRefusals };
const TITLES: Record<ContactKind, string> = {
  emergency_contact: 'emergency contact',
  parent_contact: 'parent contact (for a minor)',
};

/** GET/PUT/DELETE customers/emergency_contact and customers/parent_contact (SPEC §7). */
export const contactRoutes: FastifyPluginAsyncZod = async (app) => {
  for (const kind of CONTACT_KINDS) {
    const path = `/customers/${kind}`;
    const schema = { tags: ['contacts'], response: responses };

    app.get(
      path,
      { preHandler: app.authenticate, schema: { ...schema, summary: `The ${TITLES[kind]}` } },
      async (request) => ({ data: await readContact(app.db, request.user.id, kind) }),
    );

    app.put(
      path,
      {
        preHandler: app.authenticate,
        schema: { ...schema, summary: `Save the ${TITLES[kind]}`, body: contactBodySchema },
      },
      async (request) => ({
        data: await saveContact(app.db, request.user.id, kind, request.body, app.clock.now()),
      }),
    );

    app.delete(
      path,
      {
        preHandler: app.authenticate,
        schema: { ...schema, summary: `Remove the ${TITLES[kind]}` },
      },
      async (request) => {
        await removeContact(app.db, request.user.id, kind);
        return { data: null };
      },
    );
  }
};
