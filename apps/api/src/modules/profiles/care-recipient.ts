import { eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import { users } from '../auth/tables';
import { profileMembers } from './tables';

// Who hears about a person's care (SPEC §3 multi-profile). A member has no inbox (their address
// is on the reserved .invalid domain), so every notice about their care (booking notices and
// reminders, receipts, assessment requests) goes to the account holder who cares for them, and
// says whose care it is. A removed member's notices still go there: a refund or an old session's
// receipt is the holder's business.

interface CareRecipient {
  email: string;
  mobile: string | null;
  /** Whom the message greets: the person, or the account holder. */
  name: string;
  /** The member the message is about, when it goes to their account holder. */
  member: { firstname: string; lastname: string } | null;
}

const holder = alias(users, 'care_holder');

/** The address for notices about `userId`'s care; undefined when there is no such person. */
export async function careRecipientOf(
  db: Database,
  userId: number,
): Promise<CareRecipient | undefined> {
  const [row] = await db
    .select({
      person: {
        firstname: users.firstname,
        lastname: users.lastname,
        email: users.email,
        mobile: users.mobile,
      },
      holder: {
        firstname: holder.firstname,
        lastname: holder.lastname,
        email: holder.email,
        mobile: holder.mobile,
      },
    })
    .from(users)
    .leftJoin(profileMembers, eq(profileMembers.memberUserId, users.id))
    .leftJoin(holder, eq(holder.id, profileMembers.accountUserId))
    .where(eq(users.id, userId))
    .limit(1);
  if (!row) return undefined;
  const fullName = (who: { firstname: string; lastname: string }) =>
    `${who.firstname} ${who.lastname}`.trim();
  if (!row.holder) {
    return {
      email: row.person.email,
      mobile: row.person.mobile,
      name: fullName(row.person),
      member: null,
    };
  }
  return {
    email: row.holder.email,
    mobile: row.holder.mobile,
    name: fullName(row.holder),
    member: { firstname: row.person.firstname, lastname: row.person.lastname },
  };
}

/**
 * A message as its recipient reads it: for a member's care, the subject names the member and the
 * text opens by saying whose care it is (the rest says "your session", meaning theirs).
 */
export function addressedTo(
  recipient: CareRecipient,
  message: { subject: string; text: string },
): { to: string; subject: string; text: string } {
  const { member } = recipient;
  if (!member) return { to: recipient.email, ...message };
  const name = `${member.firstname} ${member.lastname}`.trim();
  return {
    to: recipient.email,
    subject: `${message.subject} (for ${name})`,
    text: `This is about ${name}'s care, which you manage on Kaizen.\n\n${message.text}`,
  };
}
