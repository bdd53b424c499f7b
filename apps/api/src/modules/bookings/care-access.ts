import { and, eq, inArray, notExists } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { users } from '../auth/tables';
import { erasedAccounts } from '../data-rights/tables';
import { bookings } from './tables';

// A clinician's provider has a patient "in care" when the patient has (or had) a real session
// with that provider. Health records written or read by clinicians are scoped by this. An erased
// account is in nobody's care: what is retained of it is shown to no one.

const CARE_STATUSES = ['confirmed', 'completed', 'no_show'] as const;

const notErased = (db: Database, patientId: typeof users.id | typeof bookings.userId) =>
  notExists(
    db
      .select({ one: erasedAccounts.userId })
      .from(erasedAccounts)
      .where(eq(erasedAccounts.userId, patientId)),
  );

export interface PatientInCare {
  id: number;
  uuid: string;
  firstname: string;
  lastname: string;
}

/** The patient by uuid when the provider has a session with them; null otherwise. */
export async function patientInCareOf(
  db: Database,
  providerId: number,
  patientUuid: string,
): Promise<PatientInCare | null> {
  const [patient] = await db
    .selectDistinct({
      id: users.id,
      uuid: users.uuid,
      firstname: users.firstname,
      lastname: users.lastname,
    })
    .from(users)
    .innerJoin(bookings, eq(bookings.userId, users.id))
    .where(
      and(
        eq(users.uuid, patientUuid),
        eq(bookings.providerId, providerId),
        inArray(bookings.status, CARE_STATUSES),
        notErased(db, users.id),
      ),
    )
    .limit(1);
  return patient ?? null;
}

/** Whether the provider has a session with the patient (by users.id). */
export async function isInCareOf(db: Database, providerId: number, patientId: number) {
  const [row] = await db
    .select({ id: bookings.id })
    .from(bookings)
    .where(
      and(
        eq(bookings.userId, patientId),
        eq(bookings.providerId, providerId),
        inArray(bookings.status, CARE_STATUSES),
        notErased(db, bookings.userId),
      ),
    )
    .limit(1);
  return row !== undefined;
}
