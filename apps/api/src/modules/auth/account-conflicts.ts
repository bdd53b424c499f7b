import { ACCOUNT_DETAILS_IN_USE_MESSAGE } from '@kaizen/contracts';
import type { Database } from '../../db/client';
import { conflict } from '../../lib/http-errors';
import { postgresErrorCode } from '../../plugins/errors';
import { emailDetailsClaimed } from './account-notices';
import { findCredentialsBy } from './queries';
import { inTransaction } from './transaction';

const fieldByIndex: Record<string, 'email' | 'mobile'> = {
  users_email_key: 'email',
  users_mobile_key: 'mobile',
};

function violatedConstraint(error: unknown): string | undefined {
  for (let current = error, depth = 0; current && depth < 4; depth++) {
    const name = (current as { constraint?: unknown }).constraint;
    if (typeof name === 'string') return name;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

/** The account field a failed write collided with (the unique indexes decide), if any. */
export function takenField(error: unknown): 'email' | 'mobile' | undefined {
  if (postgresErrorCode(error) !== '23505') return undefined;
  return fieldByIndex[violatedConstraint(error) ?? ''];
}

/**
 * Runs a sign-up's write to the users table (the code step: the first step never writes one). When the email or the mobile belongs to another
 * account, the answer is one 409 that does not say which or whose, and the owner of that
 * account is emailed (issue 8 case 4). The unique indexes decide, so two racing sign-ups cannot
 * both win.
 */
export async function withSignUpConflicts<T>(
  db: Database,
  /** The details the write tried (read after it failed: a pending sign-up knows them late). */
  attempted: () => { email: string; mobile: string },
  write: () => Promise<T>,
  now: Date,
): Promise<T> {
  try {
    return await write();
  } catch (error) {
    const field = takenField(error);
    if (!field) throw error;
    const owner = await findCredentialsBy(db, field, attempted()[field]);
    if (owner) {
      const what = field === 'email' ? 'email address' : 'mobile number';
      await inTransaction(db, (tx) => emailDetailsClaimed(tx, owner, what, 'sign-up', now));
    }
    throw conflict(ACCOUNT_DETAILS_IN_USE_MESSAGE, 'account_details_in_use');
  }
}
