import { randomBytes } from 'node:crypto';
import {
  ERASE_UPCOMING_SESSIONS_MESSAGE,
  ERASE_WRONG_PASSWORD_MESSAGE,
  ERASURE_RETENTION_NOTES,
  isClinicianUserType,
} from '@kaizen/contracts';
import { and, eq, gt, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { inTransaction } from '../../db/transaction';
import { conflict, forbidden, notFound, unprocessable } from '../../lib/http-errors';
import { recordAccess, type AuditSource } from '../audit/service';
import { passwordMatches } from '../auth/service';
import { deviceSessions, users } from '../auth/tables';
import { bookings } from '../bookings/tables';
import type { DocumentStorage } from '../documents/service';
import type { PersonalDataSection, PersonalSubject } from './personal-data';
import { erasedAccounts } from './tables';

// Data rights: the export of everything about a person, and the erasure of their account.

export { type PersonalDataSection } from './personal-data';
export { platformPersonalData } from './sections';

/** Every section of personal data an app knows, data rights' own and other modules'. */
export type PersonalDataSections = readonly PersonalDataSection[];
export { renderExportHtml } from './export-html';

const CLINICIAN_ERASURE_MESSAGE =
  'Clinician accounts are closed by the care team, who must hand over their patients first.';

async function subjectOf(
  db: Database,
  userId: number,
): Promise<
  PersonalSubject & {
    usertype: string;
    firstname: string;
    lastname: string;
    createdAt: Date;
    tnc: Date | null;
    privacy: Date | null;
    adult: Date | null;
    passwordHash: string | null;
  }
> {
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  if (!user) throw notFound();
  const clients = await db
    .select({ client: deviceSessions.client })
    .from(deviceSessions)
    .where(eq(deviceSessions.userId, userId));
  return {
    id: user.id,
    uuid: user.uuid,
    email: user.email,
    mobile: user.mobile,
    firebaseid: user.firebaseid,
    clientIds: clients.map((row) => row.client),
    usertype: user.usertype,
    firstname: user.firstname,
    lastname: user.lastname,
    createdAt: user.createdAt,
    tnc: user.tncAcceptedAt,
    privacy: user.privacyPolicyAcceptedAt,
    adult: user.eighteenPlusConfirmedAt,
    passwordHash: user.passwordHash,
  };
}

type DataExport = Record<string, unknown> & { exported_at: string };

/** Everything the platform holds about the person, one section per kind of record. Audited. */
export async function exportPersonalData(
  sections: PersonalDataSections,
  db: Database,
  userId: number,
  now: Date,
  source: AuditSource,
): Promise<DataExport> {
  const subject = await subjectOf(db, userId);
  const result: DataExport = {
    exported_at: now.toISOString(),
    profile: {
      id: subject.uuid,
      firstname: subject.firstname,
      lastname: subject.lastname,
      email: subject.email,
      mobile: subject.mobile,
      usertype: subject.usertype,
      created_at: subject.createdAt.toISOString(),
      consents: {
        terms_accepted_at: subject.tnc?.toISOString() ?? null,
        privacy_policy_accepted_at: subject.privacy?.toISOString() ?? null,
        eighteen_plus_confirmed_at: subject.adult?.toISOString() ?? null,
      },
    },
  };
  for (const section of sections) {
    result[section.key] = await section.collect(db, subject);
  }
  await recordAccess(db, {
    ...source,
    subjectId: userId,
    action: 'export',
    resource: 'health_record',
  });
  return result;
}

/**
 * Erases the account: every section removes or anonymises its rows, the account row is
 * anonymised (its email, phone and password are gone, so nobody can sign in to it again) and
 * every device is signed out, all in one transaction; files are deleted after it commits.
 */
export async function eraseAccount(
  sections: PersonalDataSections,
  db: Database,
  storage: DocumentStorage,
  userId: number,
  password: string,
  now: Date,
  source: AuditSource,
): Promise<{ retained: readonly string[] }> {
  const subject = await subjectOf(db, userId);
  if (isClinicianUserType(subject.usertype)) throw forbidden(CLINICIAN_ERASURE_MESSAGE);
  if (!(await passwordMatches(password, subject.passwordHash))) {
    throw unprocessable(ERASE_WRONG_PASSWORD_MESSAGE);
  }
  const files = await inTransaction(db, async (tx) => {
    // The account row is locked, so a booking made meanwhile waits and then sees the erasure.
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
    const [upcoming] = await tx
      .select({ id: bookings.id })
      .from(bookings)
      .where(
        and(
          eq(bookings.userId, userId),
          inArray(bookings.status, ['held', 'confirmed']),
          gt(bookings.endsAt, now),
        ),
      )
      .limit(1);
    if (upcoming) throw conflict(ERASE_UPCOMING_SESSIONS_MESSAGE);
    const toDelete: string[] = [];
    for (const section of sections) {
      const outcome = await section.erase(tx, subject);
      if (outcome?.files) toDelete.push(...outcome.files);
    }
    await tx
      .update(users)
      .set({
        firstname: 'Erased',
        lastname: 'account',
        email: `erased-${subject.uuid}@erased.invalid`,
        mobile: null,
        passwordHash: null,
        firebaseid: `erased-${randomBytes(12).toString('hex')}`,
        organisationId: null,
        isVerified: false,
        updatedAt: now,
      })
      .where(eq(users.id, userId));
    await tx.insert(erasedAccounts).values({ userId, erasedAt: now });
    await recordAccess(tx, { ...source, subjectId: userId, action: 'erase', resource: 'account' });
    return toDelete;
  });
  for (const key of files) await storage.remove(key);
  return { retained: ERASURE_RETENTION_NOTES };
}
