import {
  CONTACT_ENDPOINTS,
  CONTACT_KINDS,
  type AuditAction,
  type ContactKind,
} from '@kaizen/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { signedInRefusals } from '../../lib/error-responses';
import { auditSource, recordAccess, type AuditedRequest } from '../audit/service';
import { readContact, removeContact, saveContact } from './service';

const TITLES: Record<ContactKind, string> = {
  emergency_contact: 'emergency contact',
  parent_contact: 'parent contact (for a minor)',
};

/** GET/PUT/DELETE customers/emergency_contact and customers/parent_contact (SPEC §7). */
export const contactRoutes: FastifyPluginAsyncZod = async (app) => {
  for (const kind of CONTACT_KINDS) {
    const { read, save, remove } = CONTACT_ENDPOINTS[kind];
    const tags = ['contacts'];
    const audit = (request: AuditedRequest, action: AuditAction) =>
      recordAccess(app.db, {
        ...auditSource(request),
        subjectId: request.user.id,
        action,
        resource: kind,
        resourceId: null,
      });

    const readSchema = {
      tags,
      summary: `The ${TITLES[kind]}`,
      response: { 200: read.response, ...signedInRefusals },
    };
    app.get(read.path, { schema: readSchema }, async (request) => {
      const data = await readContact(app.db, request.user.id, kind);
      if (data) await audit(request, 'view');
      return { data };
    });

    app.put(
      save.path,
      {
        schema: {
          tags,
          summary: `Save the ${TITLES[kind]}`,
          body: save.body,
          response: { 200: save.response, ...signedInRefusals },
        },
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
      remove.path,
      {
        schema: {
          tags,
          summary: `Remove the ${TITLES[kind]}`,
          response: { 200: remove.response, ...signedInRefusals },
        },
      },
      async (request) => {
        if (await removeContact(app.db, request.user.id, kind)) await audit(request, 'delete');
        return { data: null };
      },
    );
  }
};
