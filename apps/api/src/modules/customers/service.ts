import type { PendingChanges, updateProfileRequestSchema, User } from '@kaizen/contracts';
import { PROFILE_CHANGES_LIMIT_MESSAGE } from '@kaizen/contracts';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { inTransaction } from '../../db/transaction';
import { unauthorized } from '../../lib/http-errors';
import { spendBudget, type Budget } from '../account-guard/service';
import { accountContact, loadUser, setAccountNames } from '../auth/service';
import { checkCurrentPassword, pendingChanges, requestContactChange } from './identity-changes';

export {
  confirmEmailChange,
  confirmMobileChange,
  pendingChanges,
  pendSignUpMobile,
} from './identity-changes';

/**
 * Edits the profile (SPEC §2 /user). Names change at once; a new email or mobile needs the
 * current password and waits for its confirmation (identity-changes.ts). Rate limited per account.
 */
export async function updateProfile(
  db: Database,
  context: { secret: string; publicUrl: string; budget: Budget },
  session: { userId: number; sessionId: number },
  profile: z.output<typeof updateProfileRequestSchema>,
  now: Date,
): Promise<{ user: User; pending: PendingChanges }> {
  const { userId } = session;
  await spendBudget(db, context.budget, userId, PROFILE_CHANGES_LIMIT_MESSAGE, now);
  const current = await accountContact(db, userId);
  if (!current) throw unauthorized();
  const changes = [
    ...(profile.email !== current.email
      ? [{ kind: 'email' as const, newValue: profile.email }]
      : []),
    ...(profile.mobile !== current.mobile
      ? [{ kind: 'mobile' as const, newValue: profile.mobile }]
      : []),
  ];
  if (changes.length > 0) await checkCurrentPassword(db, userId, profile.current_password);
  await inTransaction(db, async (tx) => {
    const names = { firstname: profile.firstname, lastname: profile.lastname };
    await setAccountNames(tx, userId, names, now);
    for (const change of changes) {
      await requestContactChange(
        tx,
        { id: userId, firstname: profile.firstname },
        { ...change, publicUrl: context.publicUrl },
        now,
      );
    }
  });
  return {
    user: await loadUser(db, context.secret, session, now),
    pending: await pendingChanges(db, userId, now),
  };
}
