import type { SponsoredBenefit } from '@kaizen/contracts';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

/**
 * Organisation tenants (SPEC §1, §3 partner meta info). A tenant is reached on its own
 * subdomain ({short_code}.example.org) or named by the x-company-profile-* headers.
 */
export const organisations = pgTable(
  'organisations',
  {
    id: serial('id').primaryKey(),
    uuid: uuid('uuid').notNull().defaultRandom(),
    name: text('name').notNull(),
    /** Lower-case subdomain label, e.g. "acme" for acme.kaizen.example. */
    shortCode: text('short_code').notNull(),
    /** SPEC §3 feature_flags, e.g. { show_card_dashboard: true }. */
    featureFlags: jsonb('feature_flags').$type<Record<string, boolean>>().notNull().default({}),
    /** What the organisation pays for, shown on /org/dashboard (with where to use it). */
    sponsoredBenefits: jsonb('sponsored_benefits')
      .$type<SponsoredBenefit[]>()
      .notNull()
      .default([]),
    /** The organisation's own helpline, set in the console; null when it has none. */
    helplineNumber: text('helpline_number'),
    helplineText: text('helpline_text'),
    /**
     * Brand colours (#rrggbb) set in the console; applied on the subdomain only where the text on
     * them keeps WCAG AA contrast (contracts branding.ts), else Kaizen's colours show.
     */
    brandPrimary: text('brand_primary'),
    brandHeaderBackground: text('brand_header_background'),
    active: boolean('active').notNull().default(true),
    /**
     * Email domains of the organisation (lower case, e.g. "acme.example"): an address on one of
     * them, once confirmed by a link sent to it, proves membership (issue 8 case 5).
     */
    emailDomains: text('email_domains')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('organisations_uuid_key').on(table.uuid),
    uniqueIndex('organisations_short_code_key').on(table.shortCode),
    // The x-company-profile-name header matches names case-insensitively: one name, one tenant.
    uniqueIndex('organisations_name_key').on(sql`lower(${table.name})`),
    check('organisations_short_code_format', sql`${table.shortCode} ~ '^[a-z0-9][a-z0-9-]{0,62}$'`),
    check(
      'organisations_brand_colours_format',
      sql`${table.brandPrimary} ~ '^#[0-9a-f]{6}$' and ${table.brandHeaderBackground} ~ '^#[0-9a-f]{6}$'`,
    ),
  ],
);
