import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { users } from '../auth/tables';

/** Updates the signed-in user's own names; the id comes from the session, never from the client. */
export async function updateOwnNames(
  db: Database,
  userId: number,
  names: { firstname: string; lastname: string },
  now: Date,
) {
  await db
    .update(users)
    .set({ ...names, updatedAt: now })
    .where(eq(users.id, userId));
}
