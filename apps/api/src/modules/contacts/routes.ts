import {
  CONTACT_KINDS,
  contactBodySchema,
  contactResponseSchema,
  type AuditAction,
  type ContactKind,
} from '@kaizen/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { signedInRefusals } from '../../lib/error-responses';
import { auditSource, recordAccess, type AuditedRequest } from '../audit/service';
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
    const audit = (request: AuditedRequest, action: AuditAction) =>
      recordAccess(app.db, {
        ...auditSource(request),
        subjectId: request.user.id,
        action,
        resource: kind,
        resourceId: null,
      });

    app.get(path, { schema: { ...schema, summary: `The ${TITLES[kind]}` } }, async (request) => {
      const data = await readContact(app.db, request.user.id, kind);
      if (data) await audit(request, 'view');
      return { data };
    });

    app.put(
      path,
      {
        schema: { ...schema, summary: `Save the ${TITLES[kind]}`, body: contactBodySchema },
      },
      async (request) => {
        const data = await saveContact(
          app.db,
          request.user.id,
          kind,
          request.body,
          app.clock.now(),
        );
        await audit(request, 'update');
        return { data };
      },
    );

    app.delete(
      path,
      {
        schema: { ...schema, summary: `Remove the ${TITLES[kind]}` },
      },
      async (request) => {
        if (await removeContact(app.db, request.user.id, kind)) await audit(request, 'delete');
        return { data: null };
      },
    );
  }
};
