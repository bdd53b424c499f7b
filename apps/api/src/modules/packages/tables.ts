import {
  PACKAGE_PURCHASE_STATUSES,
  PROVIDER_TYPES,
  SESSION_KINDS,
  type PackagePurchaseStatus,
} from '@kaizen/contracts';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  serial,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from '../auth/tables';
import { providers } from '../providers/tables';
import { at, oneOf } from '../../db/columns';

// Packages (issue 11): the catalogue (a package and what its sessions cover) and the person's
// purchases. The sessions a purchase gives are not counted here: a captured purchase gets one
// lot per item in the entitlements ledger (entitlement_lots.package_purchase_id), and what is
// left is the sum of that lot's entries, like every other balance.

/** A package of the catalogue: "4 therapy sessions" at a lower price per session. */
export const carePackages = pgTable(
  'care_packages',
  {
    id: serial('id').primaryKey(),
    uuid: uuid('uuid').notNull().defaultRandom(),
    /** SPEC §3 package.package.info.id (3 is excluded from intake-session detection). */
    infoId: integer('info_id').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull(),
    packageType: text('package_type').notNull(),
    packageSubType: text('package_sub_type').notNull(),
    pricePaise: integer('price_paise').notNull(),
    validityMonths: integer('validity_months').notNull(),
    active: boolean('active').notNull().default(true),
    position: integer('position').notNull().default(0),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('care_packages_uuid_key').on(table.uuid),
    uniqueIndex('care_packages_info_id_key').on(table.infoId),
    check('care_packages_price_positive', sql`${table.pricePaise} > 0`),
    check('care_packages_validity_positive', sql`${table.validityMonths} > 0`),
  ],
);

/** What a package's sessions are: a bundle has several items (1 psychiatry + 3 therapy). */
export const carePackageItems = pgTable(
  'care_package_items',
  {
    id: serial('id').primaryKey(),
    packageId: integer('package_id')
      .notNull()
      .references(() => carePackages.id, { onDelete: 'cascade' }),
    label: text('label').notNull(),
    providerTypes: text('provider_types', { enum: PROVIDER_TYPES }).array().notNull(),
    sessionKinds: text('session_kinds', { enum: SESSION_KINDS }).array().notNull(),
    sessions: integer('sessions').notNull(),
  },
  (table) => [
    uniqueIndex('care_package_items_label_key').on(table.packageId, table.label),
    check('care_package_items_sessions_positive', sql`${table.sessions} > 0`),
    check(
      'care_package_items_types_known',
      sql`${table.providerTypes} <@ array[${oneOf(PROVIDER_TYPES)}]::text[] and cardinality(${table.providerTypes}) > 0`,
    ),
    check(
      'care_package_items_kinds_known',
      sql`${table.sessionKinds} <@ array[${oneOf(SESSION_KINDS)}]::text[] and cardinality(${table.sessionKinds}) > 0`,
    ),
  ],
);

/** One person's purchase of a package, paid through commerce (purpose `package`, this uuid). */
export const packagePurchases = pgTable(
  'package_purchases',
  {
    id: serial('id').primaryKey(),
    uuid: uuid('uuid').notNull().defaultRandom(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    packageId: integer('package_id')
      .notNull()
      .references(() => carePackages.id),
    /** The expert the sessions are tied to (mytherapist / mypsychiatrist); null: any expert. */
    providerId: integer('provider_id').references(() => providers.id),
    status: text('status').$type<PackagePurchaseStatus>().notNull(),
    pricePaise: integer('price_paise').notNull(),
    paidAt: at('paid_at'),
    refundedAt: at('refunded_at'),
    createdAt: at('created_at').notNull(),
    updatedAt: at('updated_at').notNull(),
  },
  (table) => [
    uniqueIndex('package_purchases_uuid_key').on(table.uuid),
    index('package_purchases_user_idx').on(table.userId, table.id),
    check(
      'package_purchases_status_known',
      sql`${table.status} in (${oneOf(PACKAGE_PURCHASE_STATUSES)})`,
    ),
    check(
      'package_purchases_paid',
      sql`(${table.status} in ('active', 'refunded')) = (${table.paidAt} is not null)`,
    ),
  ],
);
