import {
  CLINIC_NOT_OFFERED_MESSAGE,
  PARTNER_EMAIL_IS_YOURS_MESSAGE,
  PROVIDER_NOT_FOUND_MESSAGE,
  START_PASSED_MESSAGE,
  type BookingCreateBody,
} from '@kaizen/contracts';
import type { Database } from '../../../db/client';
import { notFound, unprocessable, unprocessableField } from '../../../lib/http-errors';
import { assertCfMayBook } from '../../care-team/service';
import { clinicOffers, findProviderByUuid, offeredSessionKind } from '../../providers/service';
import { kindNotOfferedMessage } from '../../scheduling/service';

// What a provider offers, as a booking request needs it: the kind (price, length, seats) and,
// for an in-person session, the clinic.

async function offeredKind(db: Database, providerId: number, kind: BookingCreateBody['kind']) {
  const row = await offeredSessionKind(db, providerId, kind);
  if (!row) throw unprocessable(kindNotOfferedMessage(kind));
  return row;
}

async function assertClinicOffered(db: Database, providerId: number, clinicId: number) {
  if (!(await clinicOffers(db, providerId, clinicId))) {
    throw unprocessableField(CLINIC_NOT_OFFERED_MESSAGE, 'clinic_not_offered', 'clinic_id');
  }
}

/**
 * The checks of a booking request that need no lock, the same for booking it and for the check
 * before paying: the start has not passed, the provider lists the kind (and the clinic), a
 * care-first user's configuration allows it, and a couple session's partner is someone else.
 */
export async function offeredRequest(
  db: Database,
  person: { id: number; email: string },
  body: BookingCreateBody,
  now: Date,
) {
  const startsAt = new Date(body.starts_at);
  if (startsAt <= now) throw unprocessableField(START_PASSED_MESSAGE, 'start_passed');
  const provider = await findProviderByUuid(db, body.provider_uuid);
  if (!provider) throw notFound(PROVIDER_NOT_FOUND_MESSAGE);
  const kind = await offeredKind(db, provider.id, body.kind);
  if (body.kind === 'offline') await assertClinicOffered(db, provider.id, body.clinic_id);
  await assertCfMayBook(db, person.id, { providerType: provider.providerType, kind: body.kind });
  const partnerEmail = body.kind === 'couple' ? body.partner_email.trim().toLowerCase() : null;
  if (partnerEmail === person.email.toLowerCase()) {
    throw unprocessableField(
      PARTNER_EMAIL_IS_YOURS_MESSAGE,
      'partner_email_is_yours',
      'partner_email',
    );
  }
  return { startsAt, provider, kind, partnerEmail };
}
