import { and, eq, exists, inArray, notExists, or } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { users } from '../../auth/tables';
import { providerSwitches } from '../../care-team/tables';
import { erasedAccounts } from '../../data-rights/tables';
import { bookings } from '../tables';

// A clinician's provider has a patient "in care" when the patient has (or had) a real session
// with that provider, or switched to that provider (SPEC §3 provider switch: the new clinician
// prepares before the first session). A provider the patient switched away from keeps access
// to what they wrote: past care stays readable, as health-record retention requires, and the
// chart tells them the patient left. Health records written or read by clinicians are scoped by this. An erased
// account is in nobody's care: what is retained of it is shown to no one.

const CARE_STATUSES = ['confirmed', 'completed', 'no_show'] as const;

const notErased = (db: Database, patientId: typeof users.id) =>
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

/** Sessions that put a patient in a provider's care, or a switch to that provider. */
const careBond = (db: Database, providerId: number, patientId: typeof users.id) =>
  or(
    exists(
      db
        .select({ one: bookings.id })
        .from(bookings)
        .where(
          and(
            eq(bookings.userId, patientId),
            eq(bookings.providerId, providerId),
            inArray(bookings.status, CARE_STATUSES),
          ),
        ),
    ),
    exists(
      db
        .select({ one: providerSwitches.id })
        .from(providerSwitches)
        .where(
          and(
            eq(providerSwitches.userId, patientId),
            eq(providerSwitches.toProviderId, providerId),
          ),
        ),
    ),
  );

/** The patient by uuid when the provider has them in care (see above); null otherwise. */
export async function patientInCareOf(
  db: Database,
  providerId: number,
  patientUuid: string,
): Promise<PatientInCare | null> {
  const [patient] = await db
    .select({
      id: users.id,
      uuid: users.uuid,
      firstname: users.firstname,
      lastname: users.lastname,
    })
    .from(users)
    .where(
      and(eq(users.uuid, patientUuid), careBond(db, providerId, users.id), notErased(db, users.id)),
    )
    .limit(1);
  return patient ?? null;
}

/** Whether the provider has the patient in care (by users.id). */
export async function isInCareOf(db: Database, providerId: number, patientId: number) {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(
      and(eq(users.id, patientId), careBond(db, providerId, users.id), notErased(db, users.id)),
    )
    .limit(1);
  return row !== undefined;
}
