import { PATIENT_NOT_FOUND_MESSAGE } from '@kaizen/contracts';
import { and, eq, inArray, sql, type AnyColumn } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { notFound } from '../../lib/http-errors';
import { users } from '../auth/tables';
import { clinicianProviderId, patientInCareOf } from '../bookings/service';
import { bookings, clinicianProviders } from '../bookings/tables';

// Who may see a patient's assessments: their care team, the clinicians linked to a provider the
// patient has (or had) a real session with. Anyone else is answered 404.

const CARE_STATUSES = ['confirmed', 'completed', 'no_show'] as const;

export interface CareTeamMember {
  userId: number;
  email: string;
  firstname: string;
  lastname: string;
}

/** The patient's care team, for risk alerts. */
export async function careTeamOf(db: Database, patientId: number): Promise<CareTeamMember[]> {
  return db
    .selectDistinct({
      userId: users.id,
      email: users.email,
      firstname: users.firstname,
      lastname: users.lastname,
    })
    .from(bookings)
    .innerJoin(clinicianProviders, eq(clinicianProviders.providerId, bookings.providerId))
    .innerJoin(users, eq(users.id, clinicianProviders.userId))
    .where(and(eq(bookings.userId, patientId), inArray(bookings.status, CARE_STATUSES)));
}

/** The provider the signed-in clinician acts as; 404 for anyone else (bookings decides). */
export const clinicianProvider = clinicianProviderId;

/** The patient by uuid when the clinician's provider has a session with them; else 404. */
export async function patientOfProvider(
  db: Database,
  providerId: number,
  patientUuid: string,
  message: string,
): Promise<{ id: number; email: string; firstname: string }> {
  const patient = await patientInCareOf(db, providerId, patientUuid);
  const [account] = patient
    ? await db.select({ email: users.email }).from(users).where(eq(users.id, patient.id))
    : [];
  if (!patient || !account) throw notFound(message);
  return { id: patient.id, email: account.email, firstname: patient.firstname };
}

/** A condition: the patient is in this provider's care (for scoping lists in SQL). */
export const inCareOf = (providerId: number, patientId: AnyColumn) =>
  sql`exists (select 1 from ${bookings} where ${bookings.userId} = ${patientId} and ${bookings.providerId} = ${providerId} and ${bookings.status} in (${sql.join(
    CARE_STATUSES.map((status) => sql`${status}`),
    sql`, `,
  )}))`;

/** The signed-in clinician's provider and the patient in its care (404 otherwise). */
export async function clinicianAndPatient(
  db: Database,
  user: { id: number; usertype: string },
  patientUuid: string,
) {
  const providerId = await clinicianProviderId(db, user);
  const patient = await patientOfProvider(db, providerId, patientUuid, PATIENT_NOT_FOUND_MESSAGE);
  return { providerId, patient };
}
