import {
  CLINICIAN_REFUSED_MESSAGE,
  CLINICIAN_WORKSPACE_ONLY_MESSAGE,
  isClinicianUserType,
} from '@kaizen/contracts';
import type { Database } from '../../db/client';
import { forbidden } from '../../lib/http-errors';
import { startDeviceSession } from './device-sessions/sessions';
import type { SignedIn } from './service';

/** Which accounts a platform admits (SPEC §4: no clinicians on the web; issue 13: only them). */
export interface PlatformRule {
  refuseClinicians: boolean;
  /** The clinician workspace (issue 13): everyone but clinicians is refused. */
  onlyClinicians?: boolean;
}

/**
 * A new device session for an account whose owner has proved who they are (password, code,
 * Google), unless the platform refuses its kind of account.
 */
export async function admitToPlatform(
  db: Database,
  account: { id: number; email: string; usertype: string },
  platform: PlatformRule,
  now: Date,
): Promise<SignedIn> {
  if (platform.refuseClinicians && isClinicianUserType(account.usertype)) {
    throw forbidden(CLINICIAN_REFUSED_MESSAGE, 'clinician_refused');
  }
  if (platform.onlyClinicians && !isClinicianUserType(account.usertype)) {
    throw forbidden(CLINICIAN_WORKSPACE_ONLY_MESSAGE, 'clinician_workspace_only');
  }
  const session = await startDeviceSession(db, account, now);
  return { userId: account.id, sessionId: session.sessionId, headers: session.headers };
}
