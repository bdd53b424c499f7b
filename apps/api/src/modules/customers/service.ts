import type { updateProfileRequestSchema, User } from '@kaizen/contracts';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { loadUser, withAccountConflicts } from '../auth/service';
import { updateOwnProfile } from './queries';

/**
 * Edits name, email and mobile (SPEC §2 /user). An email or mobile of another account answers
 * 409; the unique indexes decide, so a race cannot give two accounts one email.
 */
export async function updateProfile(
  db: Database,
  secret: string,
  session: { userId: number; sessionId: number },
  profile: z.output<typeof updateProfileRequestSchema>,
  now: Date,
): Promise<User> {
  await withAccountConflicts(() => updateOwnProfile(db, session.userId, profile, now));
  return loadUser(db, secret, session, now);
}
