import { eq, inArray } from 'drizzle-orm';
import type { PersonalDataSection } from '../data-rights/service';
import { users } from '../auth/tables';
import { profileMembers, profileSessions } from './tables';

// The members an account holder added (removed ones too: their records are retained, and stay
// within the holder's rights) are in their export (who, born when, related how), and
// leave with the account: the account holder is the only one who could ever open a member's care,
// so erasing the account anonymises each member's row and removes the links and switches. The
// members' own bookings and records stay keyed to the anonymised rows, like the account's.

const membersOf = (db: Parameters<PersonalDataSection['collect']>[0], accountId: number) =>
  db
    .select({
      uuid: users.uuid,
      firstname: users.firstname,
      lastname: users.lastname,
      date_of_birth: users.dateOfBirth,
      gender: users.gender,
      relationship: profileMembers.relationship,
      added_at: profileMembers.createdAt,
      removed_at: profileMembers.removedAt,
      memberUserId: profileMembers.memberUserId,
    })
    .from(profileMembers)
    .innerJoin(users, eq(users.id, profileMembers.memberUserId))
    .where(eq(profileMembers.accountUserId, accountId));

export const profilesPersonalData: PersonalDataSection = {
  key: 'profiles',
  tables: ['profile_members', 'profile_sessions'],
  async collect(db, subject) {
    const members = await membersOf(db, subject.id);
    return members.map(({ memberUserId: _id, ...member }) => member);
  },
  async erase(tx, subject) {
    const members = await membersOf(tx, subject.id);
    const ids = members.map((member) => member.memberUserId);
    if (ids.length === 0) return;
    await tx.delete(profileSessions).where(inArray(profileSessions.memberUserId, ids));
    await tx.delete(profileMembers).where(eq(profileMembers.accountUserId, subject.id));
    for (const member of members) {
      await tx
        .update(users)
        .set({
          firstname: 'Erased',
          lastname: 'member',
          dateOfBirth: null,
          gender: null,
          email: `erased-${member.uuid}@erased.invalid`,
        })
        .where(eq(users.id, member.memberUserId));
    }
  },
};
