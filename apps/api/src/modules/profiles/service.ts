import crypto from 'node:crypto';
import {
  dateOfBirthProblem,
  MAX_PROFILE_MEMBERS,
  MEMBER_LIMIT_MESSAGE,
  memberHasUpcomingSessionsMessage,
  MEMBERS_ONLY_FOR_ACCOUNT_HOLDER_MESSAGE,
  type AddMemberRequest,
  type Profile,
  type RegistrationForm,
  type RegistrationFormRequest,
} from '@kaizen/contracts';
import type { Database } from '../../db/client';
import { inTransaction } from '../../db/transaction';
import { forbidden, notFound, unprocessable } from '../../lib/http-errors';
import type { AuthenticatedUser } from '../../plugins/authenticate';
import { recordAccess, type AuditSource } from '../audit/service';
import {
  deleteProfileSessions,
  findMemberOf,
  findPerson,
  insertMember,
  insertProfileSession,
  lockAccount,
  memberCount,
  memberOfProfileSession,
  membersOf,
  removeMemberLink,
  upcomingSessionCount,
  updateRegistration,
  usedSlots,
} from './queries';

// Multi-profile (issue 10; SPEC §3 profiles, §7 GET profiles and the secondary profile token).

const isoDay = (now: Date) => now.toISOString().slice(0, 10);
// Secondary tokens are 192-bit random strings; only their SHA-256 is stored.
const randomToken = () => crypto.randomBytes(24).toString('base64url');
const sha256Hex = (value: string) => crypto.createHash('sha256').update(value).digest('hex');

type PersonRow = NonNullable<Awaited<ReturnType<typeof findPerson>>>;
type MemberRow = Awaited<ReturnType<typeof membersOf>>[number];

const asProfile = (row: PersonRow | MemberRow, relationship: Profile['relationship']): Profile => ({
  uuid: row.uuid,
  firstname: row.firstname,
  lastname: row.lastname,
  relationship,
  date_of_birth: row.dateOfBirth,
  gender: row.gender,
  is_primary: relationship === 'self',
});

/** Members are managed by the account holder, never while acting for a member. */
function accountHolder(user: AuthenticatedUser): AuthenticatedUser {
  if (user.accountHolderId !== undefined) throw forbidden(MEMBERS_ONLY_FOR_ACCOUNT_HOLDER_MESSAGE);
  return user;
}

/** SPEC §7 GET profiles: the account holder first, then their members. */
export async function listProfiles(db: Database, user: AuthenticatedUser) {
  const account = accountHolder(user);
  const [self, members] = await Promise.all([
    findPerson(db, account.id),
    membersOf(db, account.id),
  ]);
  if (!self) throw notFound();
  const profiles = [asProfile(self, 'self'), ...members.map((m) => asProfile(m, m.relationship))];
  return {
    data: profiles,
    meta: {
      is_multi_profile_user: members.length > 0,
      added_member_count: members.length,
      max_member_count: canAddMembers(account) ? MAX_PROFILE_MEMBERS : 0,
    },
  };
}

/** Patients add members; organisation members and clinicians do not (no care to share). */
const canAddMembers = (user: AuthenticatedUser) => user.usertype === 'patient';

/** SPEC §3 app visibility's member fields for the signed-in account. */
export async function memberVisibility(db: Database, user: AuthenticatedUser) {
  const allowed = canAddMembers(user) && user.accountHolderId === undefined;
  return {
    showaddmember: allowed,
    added_member_count: allowed ? await memberCount(db, user.id) : 0,
    max_member_count: allowed ? MAX_PROFILE_MEMBERS : 0,
  };
}

/**
 * Adds a member in the first free slot. The account row is locked so members of one account are
 * added one at a time; the slot's range and uniqueness in the database refuse a fifth whatever
 * happens above.
 */
export async function addMember(
  db: Database,
  user: AuthenticatedUser,
  body: AddMemberRequest,
  now: Date,
): Promise<Profile> {
  const account = accountHolder(user);
  if (!canAddMembers(account)) throw forbidden('Only personal accounts can add members.');
  const problem = dateOfBirthProblem(body.date_of_birth, isoDay(now));
  if (problem) throw unprocessable(problem);
  const member = await inTransaction(db, async (tx) => {
    await lockAccount(tx, account.id);
    const taken = new Set(await usedSlots(tx, account.id));
    const slot = [1, 2, 3, 4].find((candidate) => !taken.has(candidate));
    if (slot === undefined || slot > MAX_PROFILE_MEMBERS) throw unprocessable(MEMBER_LIMIT_MESSAGE);
    return insertMember(
      tx,
      account.id,
      slot,
      {
        firstname: body.firstname,
        lastname: body.lastname,
        dateOfBirth: body.date_of_birth,
        gender: body.gender,
        relationship: body.relationship,
      },
      now,
    );
  });
  return asProfile(member, member.relationship);
}

/**
 * Removes a member from the account (the slot frees at once). Their bookings, payments and
 * clinical records are retained, keyed to their own row, for the clinical retention period and
 * the account holder's data rights (the link stays with `removed_at`, so export and erasure still
 * reach them); nobody can open them in the app any more. Sessions still ahead must be cancelled
 * first: a removed member would be booked with nobody hearing about it.
 */
export async function removeMember(
  db: Database,
  user: AuthenticatedUser,
  memberUuid: string,
  audit: AuditSource,
  now: Date,
): Promise<void> {
  const account = accountHolder(user);
  await inTransaction(db, async (tx) => {
    await lockAccount(tx, account.id);
    const member = await findMemberOf(tx, account.id, memberUuid);
    if (!member) throw notFound('Profile not found.');
    if ((await upcomingSessionCount(tx, member.id, now)) > 0) {
      throw unprocessable(memberHasUpcomingSessionsMessage(member.firstname));
    }
    if (!(await removeMemberLink(tx, account.id, member.id, now))) throw notFound();
    await recordAccess(tx, {
      ...audit,
      subjectId: member.id,
      action: 'delete',
      resource: 'family_member',
      resourceId: member.uuid,
    });
  });
}

/**
 * Switch to a member on this device session: a new secondary token (only its hash is kept). The
 * account's own profile needs no token: switching back is `endProfileSessions`.
 */
export async function startProfileSession(
  db: Database,
  user: AuthenticatedUser,
  memberUuid: string,
  now: Date,
): Promise<{ token: string; profile: Profile }> {
  const account = accountHolder(user);
  const member = await findMemberOf(db, account.id, memberUuid);
  if (!member) throw notFound('Profile not found.');
  const token = randomToken();
  await insertProfileSession(db, {
    tokenHash: sha256Hex(token),
    deviceSessionId: account.deviceSessionId,
    memberUserId: member.id,
    now,
  });
  return { token, profile: asProfile(member, member.relationship) };
}

/** SPEC §7 DELETE profile session: every switch of this device session ends. */
export const endProfileSessions = (db: Database, user: AuthenticatedUser) =>
  deleteProfileSessions(db, user.deviceSessionId);

/**
 * The member a secondary token acts for on this request, as a signed-in user of its own (same
 * device session, `accountHolderId` naming who acts); null when the token is not good here.
 */
export async function actingMember(
  db: Database,
  token: string,
  account: AuthenticatedUser,
): Promise<AuthenticatedUser | null> {
  if (account.accountHolderId !== undefined || token.length > 200) return null;
  const memberId = await memberOfProfileSession(
    db,
    sha256Hex(token),
    account.deviceSessionId,
    account.id,
  );
  const member = memberId === undefined ? undefined : await findPerson(db, memberId);
  if (!member) return null;
  return {
    id: member.id,
    uuid: member.uuid,
    firebaseid: member.firebaseid,
    usertype: member.usertype,
    organisationId: null,
    organisationName: null,
    email: member.email,
    mobile: null,
    firstname: member.firstname,
    lastname: member.lastname,
    isVerified: member.isVerified,
    firstTimeToAmahaUser: member.firstTimeToAmahaUser,
    deviceSessionId: account.deviceSessionId,
    accountHolderId: account.id,
  };
}

/**
 * Carries a switch over to a new device session of the same account (an app token's exchange,
 * SPEC §4 case 5): a new token for the new session, or undefined when the old one is not good.
 */
export async function carryProfileSession(
  db: Database,
  token: string,
  from: AuthenticatedUser,
  toDeviceSessionId: number,
  now: Date,
): Promise<string | undefined> {
  const member = await actingMember(db, token, from);
  if (!member) return undefined;
  const next = randomToken();
  await insertProfileSession(db, {
    tokenHash: sha256Hex(next),
    deviceSessionId: toDeviceSessionId,
    memberUserId: member.id,
    now,
  });
  return next;
}

/** SPEC §2 registration form: what is on record of the signed-in person. */
export async function registrationForm(db: Database, userId: number): Promise<RegistrationForm> {
  const person = await findPerson(db, userId);
  if (!person) throw notFound();
  return {
    firstname: person.firstname,
    lastname: person.lastname,
    date_of_birth: person.dateOfBirth,
    gender: person.gender,
    completed: Boolean(person.firstname && person.lastname && person.dateOfBirth && person.gender),
  };
}

export async function completeRegistration(
  db: Database,
  userId: number,
  body: RegistrationFormRequest,
  now: Date,
): Promise<RegistrationForm> {
  const problem = dateOfBirthProblem(body.date_of_birth, isoDay(now));
  if (problem) throw unprocessable(problem);
  await updateRegistration(
    db,
    userId,
    {
      firstname: body.firstname,
      lastname: body.lastname,
      dateOfBirth: body.date_of_birth,
      gender: body.gender,
    },
    now,
  );
  return registrationForm(db, userId);
}
export { profilesPersonalData } from './personal-data';
export { addressedTo, careRecipientOf } from './care-recipient';
