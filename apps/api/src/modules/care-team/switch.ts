import {
  PROVIDER_TYPES,
  SWITCHABLE_PROVIDER_TYPES,
  SWITCH_ALREADY_OPEN_MESSAGE,
  SWITCH_CF_NOT_ALLOWED_MESSAGE,
  SWITCH_NEW_PROVIDER_UNAVAILABLE_MESSAGE,
  SWITCH_NOT_IN_CARE_MESSAGE,
  SWITCH_SAME_PROVIDER_MESSAGE,
  SWITCH_SEVERAL_CURRENT_MESSAGE,
  MY_PROVIDER_NOT_FOUND_MESSAGE,
  avatarUrl,
  type ChartCareSwitch,
  type ClinicianCareSwitch,
  type ProviderSwitch,
  type ProviderSwitchBody,
  type ProviderTagging,
  type ProviderType,
} from '@kaizen/contracts';
import type { Database } from '../../db/client';
import { inTransaction } from '../../db/transaction';
import { conflict, notFound, unprocessable } from '../../lib/http-errors';
import { postgresErrorCode } from '../../plugins/errors';
import { findProviderByUuid } from '../providers/service';
import { cfBookingConfigOf } from './cf-booking';
import {
  careHistoryOf,
  endMapping,
  insertSwitch,
  latestSwitchConcerning,
  openSwitchesTo,
  openSwitchTypes,
  startMapping,
  type CareHistoryRow,
} from './queries';

// SPEC §3 provider switch: a person changes their therapist or psychiatrist. Everything is read
// from the caller's own mappings; the database keeps one open switch per person and type.

const isSwitchable = (type: ProviderType) =>
  (SWITCHABLE_PROVIDER_TYPES as readonly ProviderType[]).includes(type);

/** The types a person may switch now: in care, switchable, and allowed by a CF plan. */
async function switchableTypes(db: Database, userId: number, current: CareHistoryRow[]) {
  const config = await cfBookingConfigOf(db, userId);
  return new Set(
    current
      .map((row) => row.providerType)
      .filter(isSwitchable)
      .filter((type) => !config || config.provider_types.includes(type)),
  );
}

/** GET provider_tagging: who the person is with per type, since when, and who they were with. */
export async function providerTagging(
  db: Database,
  userId: number,
  assetsHost: string,
): Promise<ProviderTagging[]> {
  const history = await careHistoryOf(db, userId);
  const current = history.filter((row) => row.endedAt === null);
  const allowed = await switchableTypes(db, userId, current);
  const open = new Set(await openSwitchTypes(db, userId));
  const tagged = (row: CareHistoryRow) => ({
    uuid: row.uuid,
    firstname: row.firstname,
    lastname: row.lastname,
    photo_url: avatarUrl(row.photoUrl, assetsHost),
    since: row.since.toISOString(),
  });
  return PROVIDER_TYPES.filter((type) => history.some((row) => row.providerType === type)).map(
    (type) => {
      const ofType = history.filter((row) => row.providerType === type);
      return {
        provider_type: type,
        current: ofType.filter((row) => row.endedAt === null).map(tagged),
        previous: ofType.flatMap((row) =>
          row.endedAt ? [{ ...tagged(row), until: row.endedAt.toISOString() }] : [],
        ),
        can_switch: allowed.has(type) && !open.has(type),
        open_switch: open.has(type),
      };
    },
  );
}

/** Which current provider the person leaves: 404 for a provider not in their care. */
function leavingProvider(current: CareHistoryRow[], body: ProviderSwitchBody) {
  const ofType = current.filter((row) => row.providerType === body.provider_type);
  if (body.current_provider_uuid) {
    const named = ofType.find((row) => row.uuid === body.current_provider_uuid?.toLowerCase());
    if (!named) throw notFound(MY_PROVIDER_NOT_FOUND_MESSAGE);
    return named;
  }
  const [only, ...others] = ofType;
  if (!only) throw unprocessable(SWITCH_NOT_IN_CARE_MESSAGE);
  if (others.length > 0) throw unprocessable(SWITCH_SEVERAL_CURRENT_MESSAGE);
  return only;
}

/**
 * POST provider_switches: the old mapping ends, the new one starts and the switch is recorded in
 * one transaction. A second switch of the same type while one is open (a double click, a burst)
 * hits the partial unique index and answers 409.
 */
export async function switchProvider(
  db: Database,
  userId: number,
  body: ProviderSwitchBody,
  now: Date,
): Promise<ProviderSwitch> {
  const current = (await careHistoryOf(db, userId)).filter((row) => row.endedAt === null);
  const leaving = leavingProvider(current, body);
  if ((await openSwitchTypes(db, userId)).includes(body.provider_type)) {
    throw conflict(SWITCH_ALREADY_OPEN_MESSAGE);
  }
  if (!(await switchableTypes(db, userId, current)).has(body.provider_type)) {
    throw unprocessable(SWITCH_CF_NOT_ALLOWED_MESSAGE);
  }
  // The providers module's rule of who is listed: an inactive or unknown provider is null.
  const joining = await findProviderByUuid(db, body.new_provider_uuid);
  if (!joining || joining.providerType !== body.provider_type) {
    throw unprocessable(SWITCH_NEW_PROVIDER_UNAVAILABLE_MESSAGE);
  }
  if (
    current.some((row) => row.providerId === joining.id && row.providerType === body.provider_type)
  ) {
    throw unprocessable(SWITCH_SAME_PROVIDER_MESSAGE);
  }
  const reasonText = body.reason_text || null;
  try {
    const created = await inTransaction(db, async (tx) => {
      // The record first: a concurrent switch of this type stops here, before any mapping moves.
      const row = await insertSwitch(tx, {
        userId,
        providerType: body.provider_type,
        fromProviderId: leaving.providerId,
        toProviderId: joining.id,
        reasonCode: body.reason_code,
        reasonText,
        createdAt: now,
      });
      const mapping = { userId, providerType: body.provider_type };
      await endMapping(tx, { ...mapping, providerId: leaving.providerId }, now);
      await startMapping(tx, { ...mapping, providerId: joining.id, roles: leaving.roles }, now);
      return row;
    });
    const who = (person: { uuid: string; firstname: string; lastname: string }) => ({
      uuid: person.uuid,
      firstname: person.firstname,
      lastname: person.lastname,
    });
    return {
      id: created.uuid,
      provider_type: body.provider_type,
      from: who(leaving),
      to: who(joining),
      reason_code: body.reason_code,
      reason_text: reasonText,
      created_at: created.createdAt.toISOString(),
    };
  } catch (error) {
    if (postgresErrorCode(error) === '23505') throw conflict(SWITCH_ALREADY_OPEN_MESSAGE);
    throw error;
  }
}

/**
 * What the patient chart tells a clinician: the patient switched to them (with the reason the
 * patient shared for the new clinician) or left them (no reason).
 */
export async function careSwitchForClinician(
  db: Database,
  providerId: number,
  patientId: number,
): Promise<ChartCareSwitch | null> {
  const row = await latestSwitchConcerning(db, providerId, patientId);
  if (!row) return null;
  const joined = row.toProviderId === providerId;
  return {
    direction: joined ? 'joined' : 'left',
    at: row.createdAt.toISOString(),
    reason_code: joined ? row.reasonCode : null,
    reason_text: joined ? row.reasonText : null,
  };
}

/** Patients who switched to this provider and have not booked yet (erasure deletes switches). */
export async function patientsSwitchedTo(
  db: Database,
  providerId: number,
): Promise<ClinicianCareSwitch[]> {
  const rows = await openSwitchesTo(db, providerId);
  return rows.map((row) => ({
    patient: { uuid: row.uuid, firstname: row.firstname, lastname: row.lastname },
    provider_type: row.providerType,
    at: row.createdAt.toISOString(),
  }));
}
