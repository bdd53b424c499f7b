import {
  CF_CONFIG_REFUSED_MESSAGE,
  CF_DEFAULT_PROVIDER_TYPES,
  CF_DEFAULT_SESSION_KINDS,
  type CfBookingRule,
  type CfBookingSetting,
} from '@kaizen/contracts';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { unprocessable } from '../../lib/http-errors';
import { postgresErrorCode } from '../../plugins/errors';
import { cfBookingConfigs } from './tables';

// Writes of care-first booking configurations (SPEC §3 cf_booking_configs) for the organisation
// console: an organisation's rule (the default of its CF members) and one person's override.
// The caller has checked who may set which owner; cf-booking.ts reads what applies.

/** Whose rule: an organisation's, or one person's. */
export type CfConfigOwner = { organisationId: number } | { userId: number };

const ownerColumn = (owner: CfConfigOwner) =>
  'userId' in owner
    ? eq(cfBookingConfigs.userId, owner.userId)
    : eq(cfBookingConfigs.organisationId, owner.organisationId);

const CF_DEFAULT: CfBookingRule = {
  provider_types: [...CF_DEFAULT_PROVIDER_TYPES],
  session_kinds: [...CF_DEFAULT_SESSION_KINDS],
};

/** The rule set for this owner (null when none is) and the default that applies without one. */
export async function cfConfigSetting(
  db: Database,
  owner: CfConfigOwner,
): Promise<CfBookingSetting> {
  const [row] = await db
    .select({
      providerTypes: cfBookingConfigs.providerTypes,
      sessionKinds: cfBookingConfigs.sessionKinds,
    })
    .from(cfBookingConfigs)
    .where(ownerColumn(owner));
  return {
    rule: row ? { provider_types: row.providerTypes, session_kinds: row.sessionKinds } : null,
    default: CF_DEFAULT,
  };
}

/**
 * Sets (inserts or replaces) the owner's rule. The database's checks (no empty or unknown list)
 * answer 422 with the console's words, whoever called.
 */
export async function setCfConfig(
  db: Database,
  owner: CfConfigOwner,
  rule: CfBookingRule,
  now: Date,
): Promise<void> {
  const values = {
    providerTypes: [...new Set(rule.provider_types)],
    sessionKinds: [...new Set(rule.session_kinds)],
    updatedAt: now,
  };
  const target = 'userId' in owner ? cfBookingConfigs.userId : cfBookingConfigs.organisationId;
  try {
    await db
      .insert(cfBookingConfigs)
      .values({ ...owner, ...values })
      .onConflictDoUpdate({ target, set: values });
  } catch (error) {
    if (postgresErrorCode(error) === '23514') throw unprocessable(CF_CONFIG_REFUSED_MESSAGE);
    throw error;
  }
}

/** Removes the owner's rule: the organisation's (or the default) applies again. */
export async function clearCfConfig(db: Database, owner: CfConfigOwner): Promise<void> {
  await db.delete(cfBookingConfigs).where(ownerColumn(owner));
}
