import { REQUIRE_TOTP_FLAG } from '@kaizen/contracts';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { users } from '../auth/tables';
import { organisations } from '../organisations/tables';
import { totpVerifiedSessions } from '../partners/tables';

// Partner TOTP at the API (issue 10): an organisation with `require_totp` sponsors care only for
// a device session that has given a right authenticator code (partners' verify_totp_code writes
// totp_verified_sessions). The web's TotpGate hides the dashboard; this is what makes the rule
// hold for any client: the engine does not apply the sponsored lots, and the member's balances
// leave them out, until the session is verified. Read here from the tables (not partners'
// service) because partners' service reaches organisations, whose console reads entitlements.

/** Who asks, as the gate needs it: the account and the device session of the request. */
export interface FundingPerson {
  id: number;
  /** The request's device session; null when there is none (a job, a script): never verified. */
  deviceSessionId: number | null;
}

/**
 * The organisation whose sponsored care this device session may not use yet (its name, for the
 * reason the review shows), or null when nothing is locked: no organisation, no `require_totp`,
 * or a session verified for this organisation.
 */
export async function lockedSponsor(db: Database, person: FundingPerson): Promise<string | null> {
  const [member] = await db
    .select({
      organisationId: organisations.id,
      name: organisations.name,
      flags: organisations.featureFlags,
    })
    .from(users)
    .innerJoin(organisations, eq(organisations.id, users.organisationId))
    .where(eq(users.id, person.id));
  if (!member || member.flags[REQUIRE_TOTP_FLAG] !== true) return null;
  if (person.deviceSessionId === null) return member.name;
  const [verified] = await db
    .select({ id: totpVerifiedSessions.deviceSessionId })
    .from(totpVerifiedSessions)
    .where(
      and(
        eq(totpVerifiedSessions.deviceSessionId, person.deviceSessionId),
        eq(totpVerifiedSessions.organisationId, member.organisationId),
        eq(totpVerifiedSessions.userId, person.id),
      ),
    );
  return verified ? null : member.name;
}
