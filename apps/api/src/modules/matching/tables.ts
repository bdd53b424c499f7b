import { PROVIDER_TYPES, type MatchingAnswers } from '@kaizen/contracts';
import { sql } from 'drizzle-orm';
import {
  check,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { users } from '../auth/tables';
import { providers } from '../providers/tables';

// The matching questionnaire (SPEC §3 "Matching", §4 "Matching data"): one stored response per
// user and provider type, and the providers ranked for it. Both are keyed by the user, so a
// caller can only ever reach their own rows (there is no id to guess).

const typeList = sql.raw(PROVIDER_TYPES.map((type) => `'${type}'`).join(', '));

export const matchingResponses = pgTable(
  'matching_responses',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    providerType: text('provider_type', { enum: PROVIDER_TYPES }).notNull(),
    /** The answers, checked against the contracts' matchingAnswersSchema before they are stored. */
    userResponse: jsonb('user_response').$type<MatchingAnswers>().notNull(),
    /** When the person gave these answers (client time; SPEC §4: the newest copy wins). */
    updatedAt: timestamp('updated_at', { withTimezone: true, precision: 3 }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.providerType] }),
    check('matching_responses_type_known', sql`${table.providerType} in (${typeList})`),
  ],
);

/** SPEC §3 all_matched_providers: the ranked list for one response, best first. */
export const matchedProviders = pgTable(
  'matched_providers',
  {
    userId: integer('user_id').notNull(),
    providerType: text('provider_type', { enum: PROVIDER_TYPES }).notNull(),
    rank: smallint('rank').notNull(),
    providerId: integer('provider_id')
      .notNull()
      .references(() => providers.id, { onDelete: 'cascade' }),
    /** Why this provider matched, from the answers at ranking time. */
    explanation: text('explanation').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.providerType, table.rank] }),
    foreignKey({
      columns: [table.userId, table.providerType],
      foreignColumns: [matchingResponses.userId, matchingResponses.providerType],
    }).onDelete('cascade'),
    // Deleting a provider removes its matches without scanning the table.
    index('matched_providers_provider_idx').on(table.providerId),
    check('matched_providers_rank_range', sql`${table.rank} between 1 and 30`),
  ],
);
