import {
  ACCESS_LOG_PAGE_SIZE,
  isClinicianUserType,
  type AccessLogEntry,
  type AccessLogQuery,
  type AuditAction,
} from '@kaizen/contracts';
import { and, desc, eq, lt, ne, or, isNull, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { users } from '../auth/tables';
import { auditLog } from './tables';

// The PHI audit log's one way in (recordAccess) and the subject's view of it (listAccessLog).
// Every module that reads or changes clinical data calls recordAccess; see docs/ARCHITECTURE.md.

/** Who acted and from where: taken from the request by `auditSource`. */
export interface AuditSource {
  /** The signed-in user; null for the platform itself (a scheduled job). */
  actorId: number | null;
  ip: string | null;
  userAgent: string | null;
}

interface AccessRecord extends AuditSource {
  /** Whose record (users.id). */
  subjectId: number;
  action: AuditAction;
  /** Lower snake case kind of record, e.g. 'prescription' (contracts AUDIT_RESOURCE_PATTERN). */
  resource: string;
  /** The record's public id (uuid) or null for a whole list or the whole record. */
  resourceId?: string | number | null;
}

const USER_AGENT_MAX = 512;

/** The part of a Fastify request the log needs (kept structural: services take no HTTP objects). */
export interface AuditedRequest {
  ip: string;
  headers: { 'user-agent'?: string | undefined };
  user: { id: number };
}

/** Actor, address and user agent of a signed-in request. */
export const auditSource = (request: AuditedRequest): AuditSource => ({
  actorId: request.user.id,
  ip: request.ip || null,
  userAgent: request.headers['user-agent']?.slice(0, USER_AGENT_MAX) ?? null,
});

/**
 * Appends one row. Call it with the transaction handle when the access is a change, so that the
 * change and its row commit together; after the read for a read. The row cannot be changed or
 * deleted afterwards (a trigger refuses).
 */
export async function recordAccess(db: Database, entry: AccessRecord): Promise<void> {
  await recordAccesses(db, [entry]);
}

/** Several rows in one statement (a list read logs each record it returned). */
export async function recordAccesses(
  db: Database,
  entries: readonly AccessRecord[],
): Promise<void> {
  if (entries.length === 0) return;
  await db.insert(auditLog).values(
    entries.map((entry) => ({
      actorId: entry.actorId,
      subjectId: entry.subjectId,
      action: entry.action,
      resource: entry.resource,
      resourceId:
        entry.resourceId === undefined || entry.resourceId === null
          ? null
          : String(entry.resourceId),
      ip: entry.ip,
      userAgent: entry.userAgent?.slice(0, USER_AGENT_MAX) ?? null,
    })),
  );
}

function actorOf(
  row: {
    actorId: number | null;
    usertype: string | null;
    firstname: string | null;
    lastname: string | null;
  },
  subjectId: number,
): AccessLogEntry['actor'] {
  if (row.actorId === null) return { kind: 'system', name: null, usertype: null };
  if (row.actorId === subjectId) return { kind: 'you', name: null, usertype: null };
  const name = [row.firstname, row.lastname].filter(Boolean).join(' ') || null;
  return {
    kind: row.usertype && isClinicianUserType(row.usertype) ? 'clinician' : 'staff',
    name,
    usertype: row.usertype,
  };
}

/** The rows about one person, newest first, a page at a time. Only ever the caller's own. */
export async function listAccessLog(
  db: Database,
  subjectId: number,
  query: AccessLogQuery,
): Promise<{ entries: AccessLogEntry[]; nextBefore: number | null }> {
  const conditions: (SQL | undefined)[] = [eq(auditLog.subjectId, subjectId)];
  if (query.before !== undefined) conditions.push(lt(auditLog.id, query.before));
  if (query.who === 'others') {
    conditions.push(or(isNull(auditLog.actorId), ne(auditLog.actorId, subjectId)));
  }
  const rows = await db
    .select({
      id: auditLog.id,
      occurredAt: auditLog.occurredAt,
      action: auditLog.action,
      resource: auditLog.resource,
      resourceId: auditLog.resourceId,
      actorId: auditLog.actorId,
      ip: auditLog.ip,
      userAgent: auditLog.userAgent,
      usertype: users.usertype,
      firstname: users.firstname,
      lastname: users.lastname,
    })
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.actorId))
    .where(and(...conditions))
    .orderBy(desc(auditLog.id))
    .limit(ACCESS_LOG_PAGE_SIZE + 1);
  const page = rows.slice(0, ACCESS_LOG_PAGE_SIZE);
  const last = page.at(-1);
  return {
    entries: page.map((row) => ({
      id: row.id,
      at: row.occurredAt.toISOString(),
      action: row.action,
      resource: row.resource,
      resource_id: row.resourceId,
      actor: actorOf(row, subjectId),
      ip: row.ip,
      user_agent: row.userAgent,
    })),
    nextBefore: rows.length > ACCESS_LOG_PAGE_SIZE && last ? last.id : null,
  };
}
