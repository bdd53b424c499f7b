import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { PROFILE_RELATIONSHIPS } from '@kaizen/contracts';
import { deviceSessions, users } from '../auth/tables';
import { at } from '../../db/columns';

/**
 * A member an account holder cares for (issue 10, SPEC §3 multi-profile): the member is a patient
 * of their own (a users row with no way to sign in) whose care only this account can open. The
 * limit is the database's: a slot 1..4 unique per account, so no burst of requests can add a
 * fifth (MAX_PROFILE_MEMBERS in contracts says the same number to the app). A removed member
 * keeps the link with `removed_at` set and gives up the slot: their clinical records are retained
 * and stay within the account holder's data rights (export, erasure).
 */
export const profileMembers = pgTable(
  'profile_members',
  {
    id: serial('id').primaryKey(),
    accountUserId: integer('account_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    memberUserId: integer('member_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    slot: smallint('slot'),
    relationship: text('relationship', { enum: PROFILE_RELATIONSHIPS }).notNull(),
    createdAt: at('created_at').notNull(),
    removedAt: at('removed_at'),
  },
  (table) => [
    uniqueIndex('profile_members_account_slot_key').on(table.accountUserId, table.slot),
    uniqueIndex('profile_members_member_key').on(table.memberUserId),
    check('profile_members_slot_range', sql`${table.slot} between 1 and 4`),
    check('profile_members_not_self', sql`${table.accountUserId} <> ${table.memberUserId}`),
    check(
      'profile_members_slot_while_linked',
      sql`(${table.removedAt} is null) = (${table.slot} is not null)`,
    ),
  ],
);

/**
 * A switch to a member on one device session (SPEC §7 secondary profile token). Only a hash of
 * the token is kept; the row dies with its device session (sign-out, remove_all and password
 * changes end the session, and the token is checked against the session of the request).
 */
export const profileSessions = pgTable(
  'profile_sessions',
  {
    id: serial('id').primaryKey(),
    tokenHash: text('token_hash').notNull(),
    deviceSessionId: integer('device_session_id')
      .notNull()
      .references(() => deviceSessions.id, { onDelete: 'cascade' }),
    memberUserId: integer('member_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: at('created_at').notNull(),
  },
  (table) => [
    uniqueIndex('profile_sessions_token_key').on(table.tokenHash),
    index('profile_sessions_device_idx').on(table.deviceSessionId),
  ],
);
