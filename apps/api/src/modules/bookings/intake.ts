import { INTAKE_EXCLUDED_PACKAGE_INFO_ID } from '@kaizen/contracts';
import { sql } from 'drizzle-orm';
import { entitlementEntries, entitlementLots } from '../entitlements/tables';
import { carePackages, packagePurchases } from '../packages/tables';
import { bookings } from './tables';

/**
 * The intake-session rule (SPEC §3, issue 11), as one SQL expression of a booking row: a session
 * is an intake session (the first consultation, where the expert takes the history) when the
 * person has no earlier confirmed, completed or no-show session with the same expert, unless it
 * is paid by a credit of package info id 3, which SPEC §3 excludes from intake detection (our
 * catalogue's id 3 is psychiatry follow-ups: they follow an assessment already made). Read at
 * view time, so a cancelled first session makes the next one the intake.
 */
export const isIntakeSession = sql<boolean>`(
  not exists (
    select 1 from bookings as earlier
    where earlier.user_id = ${bookings.userId}
      and earlier.provider_id = ${bookings.providerId}
      and earlier.id <> ${bookings.id}
      and earlier.status in ('confirmed', 'completed', 'no_show')
      and earlier.starts_at < ${bookings.startsAt}
  )
  and not exists (
    select 1 from ${entitlementEntries}
    join ${entitlementLots} on ${entitlementLots.id} = ${entitlementEntries.lotId}
    join ${packagePurchases} on ${packagePurchases.id} = ${entitlementLots.packagePurchaseId}
    join ${carePackages} on ${carePackages.id} = ${packagePurchases.packageId}
    where ${entitlementEntries.bookingId} = ${bookings.id}
      and ${entitlementEntries.kind} = 'spend'
      and ${carePackages.infoId} = ${INTAKE_EXCLUDED_PACKAGE_INFO_ID}
  )
)`;
