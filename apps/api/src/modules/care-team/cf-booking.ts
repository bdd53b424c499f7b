import {
  CF_BOOKING_NOT_ALLOWED_MESSAGE,
  CF_DEFAULT_PROVIDER_TYPES,
  CF_DEFAULT_SESSION_KINDS,
  cfAllows,
  type CfBookingConfig,
  type ProviderType,
  type SessionKind,
} from '@kaizen/contracts';
import { and, eq, isNull, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { unprocessable } from '../../lib/http-errors';
import { users } from '../auth/tables';
import { cfBookingConfigs, customerProviderMappings as mappings } from './tables';

// SPEC §3: a person is a care-first (CF) user while one of their providers carries a CF role
// (the roles column holds only cf-intake-specialist / cf-clinician). What they may book comes
// from their own configuration, else their organisation's, else the CF default (contracts
// cf-booking.ts). The booking routes call assertCfMayBook, so hiding choices in the web is never
// the only guard.

/** The configuration that applies to the person, or null when they are not a CF user. */
export async function cfBookingConfigOf(
  db: Database,
  userId: number,
): Promise<CfBookingConfig | null> {
  const [cfRole] = await db
    .select({ id: mappings.id })
    .from(mappings)
    .where(
      and(
        eq(mappings.userId, userId),
        isNull(mappings.endedAt),
        sql`cardinality(${mappings.roles}) > 0`,
      ),
    )
    .limit(1);
  if (!cfRole) return null;
  const rows = await db
    .select({
      userId: cfBookingConfigs.userId,
      providerTypes: cfBookingConfigs.providerTypes,
      sessionKinds: cfBookingConfigs.sessionKinds,
    })
    .from(cfBookingConfigs)
    .innerJoin(users, eq(users.id, userId))
    .where(
      or(
        eq(cfBookingConfigs.userId, userId),
        eq(cfBookingConfigs.organisationId, users.organisationId),
      ),
    );
  const row = rows.find((config) => config.userId === userId) ?? rows[0];
  if (!row) {
    return {
      provider_types: [...CF_DEFAULT_PROVIDER_TYPES],
      session_kinds: [...CF_DEFAULT_SESSION_KINDS],
      source: 'default',
    };
  }
  return {
    provider_types: row.providerTypes,
    session_kinds: row.sessionKinds,
    source: row.userId === userId ? 'user' : 'organisation',
  };
}

/** Refuses (422) a booking a CF user's configuration does not allow; others book as before. */
export async function assertCfMayBook(
  db: Database,
  userId: number,
  choice: { providerType: ProviderType; kind: SessionKind },
): Promise<void> {
  if (!cfAllows(await cfBookingConfigOf(db, userId), choice)) {
    throw unprocessable(CF_BOOKING_NOT_ALLOWED_MESSAGE);
  }
}
