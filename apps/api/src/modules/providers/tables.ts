import {
  CITY_CODES,
  CONCERN_TOPICS,
  GENDERS,
  LANGUAGES,
  PROVIDER_CURRENCY,
  PROVIDER_TYPES,
  SESSION_KINDS,
  type ClinicCentre,
} from '@kaizen/contracts';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { oneOf } from '../../db/columns';

// The provider directory (issue 3; SPEC §1 provider types and session kinds, SPEC §3 Provider,
// Clinic and filter values). Column values are the contracts' words, so filters compare directly;
// the `enum` options type the columns with those words, the check constraints enforce them.

export const providers = pgTable(
  'providers',
  {
    id: serial('id').primaryKey(),
    uuid: uuid('uuid').notNull().defaultRandom(),
    firstname: text('firstname').notNull(),
    lastname: text('lastname').notNull(),
    providerType: text('provider_type', { enum: PROVIDER_TYPES }).notNull(),
    gender: text('gender', { enum: GENDERS }).notNull(),
    /** SPEC §3 language words (hindi, english, ...). */
    languages: text('languages', { enum: LANGUAGES })
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** SPEC §3 concern topics the provider works with. */
    concerns: text('concerns', { enum: CONCERN_TOPICS })
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    qualifications: text('qualifications')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    yearsOfExperience: smallint('years_of_experience').notNull().default(0),
    bio: text('bio').notNull().default(''),
    /** Null: the default avatar (SPEC §5 avatar rule, applied when shown). */
    photoUrl: text('photo_url'),
    priceTier: smallint('price_tier').notNull(),
    /** IANA zone of the provider's working hours. */
    timeZone: text('time_zone').notNull().default('Asia/Kolkata'),
    active: boolean('active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('providers_uuid_key').on(table.uuid),
    // The listing filters (SPEC §3): array overlap (&&) on languages and concerns uses GIN; type
    // with price tier (exact or "at most") and gender use btree. Only active providers are listed.
    // GIN without fastupdate: the embedded database never runs autovacuum, so a pending list
    // would never be merged and every search would scan it (and the planner would avoid GIN).
    index('providers_languages_idx')
      .using('gin', table.languages)
      .with({ fastupdate: false })
      .where(sql`${table.active}`),
    index('providers_concerns_idx')
      .using('gin', table.concerns)
      .with({ fastupdate: false })
      .where(sql`${table.active}`),
    index('providers_type_price_idx')
      .on(table.providerType, table.priceTier)
      .where(sql`${table.active}`),
    index('providers_price_idx')
      .on(table.priceTier)
      .where(sql`${table.active}`),
    index('providers_gender_idx')
      .on(table.gender)
      .where(sql`${table.active}`),
    check('providers_type_known', sql`${table.providerType} in (${oneOf(PROVIDER_TYPES)})`),
    check('providers_gender_known', sql`${table.gender} in (${oneOf(GENDERS)})`),
    check('providers_price_tier_range', sql`${table.priceTier} between 1 and 5`),
    check('providers_experience_range', sql`${table.yearsOfExperience} between 0 and 80`),
  ],
);

/** The session kinds a provider offers, each with its own length and fee. */
export const providerSessionKinds = pgTable(
  'provider_session_kinds',
  {
    providerId: integer('provider_id')
      .notNull()
      .references(() => providers.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: SESSION_KINDS }).notNull(),
    durationMinutes: smallint('duration_minutes').notNull(),
    /** Paise (49900 = ₹499): integers, never floating-point money. */
    price: integer('price').notNull(),
    currency: text('currency', { enum: [PROVIDER_CURRENCY] })
      .notNull()
      .default(PROVIDER_CURRENCY),
    /** Seats of a group session; only group sessions have one. */
    groupCapacity: smallint('group_capacity'),
  },
  (table) => [
    primaryKey({ columns: [table.providerId, table.kind] }),
    // "Offers session kind X" filter: probe by kind, read provider ids from the index alone.
    index('provider_session_kinds_kind_idx').on(table.kind, table.providerId),
    check('provider_session_kinds_kind_known', sql`${table.kind} in (${oneOf(SESSION_KINDS)})`),
    check('provider_session_kinds_duration', sql`${table.durationMinutes} between 5 and 480`),
    check('provider_session_kinds_price', sql`${table.price} >= 0`),
    check(
      'provider_session_kinds_currency',
      sql`${table.currency} = '${sql.raw(PROVIDER_CURRENCY)}'`,
    ),
    check(
      'provider_session_kinds_group_capacity',
      sql`(${table.kind} = 'group') = (${table.groupCapacity} is not null)
        and (${table.groupCapacity} is null or ${table.groupCapacity} between 2 and 100)`,
    ),
  ],
);

/** SPEC §3 Clinic: where providers see people in person. */
export const clinics = pgTable(
  'clinics',
  {
    id: serial('id').primaryKey(),
    /** Stable name of the clinic for the demo seeder to find it again (re-seeding). */
    slug: text('slug').notNull(),
    centreName: text('centre_name').notNull(),
    city: text('city', { enum: CITY_CODES }).notNull(),
    address: text('address').notNull(),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    centres: jsonb('centres').$type<ClinicCentre[]>().notNull().default([]),
    active: boolean('active').notNull().default(true),
  },
  (table) => [
    uniqueIndex('clinics_slug_key').on(table.slug),
    index('clinics_city_idx').on(table.city),
    check('clinics_city_known', sql`${table.city} in (${oneOf(CITY_CODES)})`),
    check('clinics_latitude_range', sql`${table.latitude} between -90 and 90`),
    check('clinics_longitude_range', sql`${table.longitude} between -180 and 180`),
  ],
);

/** Which providers see people at which clinics. */
export const providerClinics = pgTable(
  'provider_clinics',
  {
    providerId: integer('provider_id')
      .notNull()
      .references(() => providers.id, { onDelete: 'cascade' }),
    clinicId: integer('clinic_id')
      .notNull()
      .references(() => clinics.id, { onDelete: 'cascade' }),
  },
  (table) => [
    primaryKey({ columns: [table.providerId, table.clinicId] }),
    index('provider_clinics_clinic_idx').on(table.clinicId, table.providerId),
  ],
);
