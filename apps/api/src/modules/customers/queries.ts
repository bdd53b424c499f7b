import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { users } from '../auth/tables';

/** Updates the signed-in user's own row; the id comes from the session, never from the client. */
export async function updateOwnProfile(
  db: Database,
  userId: number,
  profile: { firstname: string; lastname: string; email: string; mobile: string },
  now: Date,
) {
  await db
    .update(users)
    .set({ ...profile, updatedAt: now })
    .where(eq(users.id, userId));
}
