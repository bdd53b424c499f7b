import { CLINIC_NOT_OFFERED_MESSAGE, type BookingCreateBody } from '@kaizen/contracts';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { unprocessable } from '../../lib/http-errors';
import { clinics, providerClinics, providerSessionKinds } from '../providers/tables';
import { kindNotOfferedMessage } from '../scheduling/service';

// What a provider offers, as a booking request needs it: the kind (price, length, seats) and,
// for an in-person session, the clinic.

export async function offeredKind(
  db: Database,
  providerId: number,
  kind: BookingCreateBody['kind'],
) {
  const [row] = await db
    .select()
    .from(providerSessionKinds)
    .where(
      and(eq(providerSessionKinds.providerId, providerId), eq(providerSessionKinds.kind, kind)),
    );
  if (!row) throw unprocessable(kindNotOfferedMessage(kind));
  return row;
}

export async function assertClinicOffered(db: Database, providerId: number, clinicId: number) {
  const [row] = await db
    .select({ id: clinics.id })
    .from(providerClinics)
    .innerJoin(clinics, eq(clinics.id, providerClinics.clinicId))
    .where(
      and(
        eq(providerClinics.providerId, providerId),
        eq(providerClinics.clinicId, clinicId),
        sql`${clinics.active}`,
      ),
    );
  if (!row) throw unprocessable(CLINIC_NOT_OFFERED_MESSAGE);
}
