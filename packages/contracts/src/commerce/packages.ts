import { z } from '../zod';
import { providerTypeSchema, sessionKindSchema } from '../providers/provider-filters';

// Packages (issue 11): a number of sessions bought at once for less per session, paid through the
// payment gateway (purpose `package`) and kept as a lot of the entitlements ledger (source
// `package`) that expires one year after payment. A package may be tied to one expert (SPEC §3
// mytherapist / mypsychiatrist): its sessions are then spent only with that expert.
// The endpoints are in endpoints/packages.ts (the person's own purchases only).
//
// Refund rule: a package is refunded in full while none of its sessions is used (a session
// cancelled in time gives its credit back, so it counts as unused again); once one is used,
// nothing is refunded. A refund expires the package's credits in the ledger.

/** Package validity: Amaha's rule, one year from payment. */
export const PACKAGE_VALIDITY_MONTHS = 12;

/** SPEC §3: package.package.info.id 3 is excluded from intake-session detection. */
export const INTAKE_EXCLUDED_PACKAGE_INFO_ID = 3;

export const PACKAGE_PURCHASE_STATUSES = ['pending', 'active', 'failed', 'refunded'] as const;
export type PackagePurchaseStatus = (typeof PACKAGE_PURCHASE_STATUSES)[number];

export const PACKAGE_NOT_FOUND_MESSAGE = 'This package was not found.';
export const PACKAGE_EXPERT_MISMATCH_MESSAGE =
  'This package is not for sessions with this expert: choose an expert of the kind it covers.';
export const PACKAGE_ALREADY_USED_MESSAGE =
  'A session of this package has been used, so it can no longer be refunded.';
export const PACKAGE_NOT_ACTIVE_MESSAGE =
  'Only a paid package that is still valid can be refunded.';

export const packageItemSchema = z.object({
  /** What one session is, in the plural: "therapy sessions". */
  label: z.string(),
  provider_types: z.array(providerTypeSchema),
  session_kinds: z.array(sessionKindSchema),
  sessions: z.number().int().min(1),
});

export const packageSchema = z.object({
  id: z.uuid(),
  /** SPEC §3 package.package.info.id. */
  info_id: z.number().int(),
  name: z.string(),
  description: z.string(),
  /** SPEC §3 analytics.package_type / package_sub_type. */
  package_type: z.string(),
  package_sub_type: z.string(),
  price_paise: z.number().int().min(1),
  currency: z.literal('INR'),
  sessions: z.number().int().min(1),
  /** The price divided by the sessions, rounded down to the rupee. */
  per_session_paise: z.number().int().min(0),
  validity_months: z.number().int().min(1),
  items: z.array(packageItemSchema),
});
export type Package = z.infer<typeof packageSchema>;
export const packageCatalogueResponseSchema = z.object({ data: z.array(packageSchema) });

export const packageExpertSchema = z.object({
  uuid: z.uuid(),
  firstname: z.string(),
  lastname: z.string(),
  provider_type: providerTypeSchema,
});

export const packagePurchaseSchema = z.object({
  id: z.uuid(),
  package: packageSchema,
  status: z.enum(PACKAGE_PURCHASE_STATUSES),
  /** The expert the package is tied to; null: any expert of the types it covers. */
  expert: packageExpertSchema.nullable(),
  sessions_total: z.number().int().min(0),
  /** The sum of the package's ledger entries (0 once refunded or expired). */
  sessions_left: z.number().int().min(0),
  paid_at: z.iso.datetime().nullable(),
  expires_at: z.iso.datetime().nullable(),
  /** True while the refund rule allows a full refund. */
  can_refund: z.boolean(),
  /** Where to pay while the checkout is open. */
  checkout_url: z.string().nullable(),
});
export type PackagePurchase = z.infer<typeof packagePurchaseSchema>;
export const packagePurchasesResponseSchema = z.object({ data: z.array(packagePurchaseSchema) });
export const packagePurchaseResponseSchema = z.object({ data: packagePurchaseSchema });
export const packagePurchaseParamsSchema = z.object({ id: z.string().min(1).max(100) });
export const packagePurchaseBodySchema = z.object({
  package_id: z.uuid(),
  /** Tie the package to this expert (mytherapist / mypsychiatrist); absent: any expert. */
  provider_uuid: z.uuid().optional(),
});
export type PackagePurchaseBody = z.infer<typeof packagePurchaseBodySchema>;

const expertRef = z.object({ uuid: z.uuid(), firstname: z.string(), lastname: z.string() });

/** SPEC §3 package: the fields the web's persisted `package` state area reads. */
export const packageDetailsSchema = z.object({
  package: z.object({
    package: z.object({
      info: z.object({
        id: z.number().int(),
        analytics: z.object({ package_type: z.string(), package_sub_type: z.string() }),
      }),
    }),
  }),
  mytherapist: expertRef.nullable(),
  mypsychiatrist: expertRef.nullable(),
  package_coach_id: z.number().int().nullable(),
  is_package_client: z.boolean(),
  org_package_for: z.enum(['package_coach', 'therapy']).nullable(),
});
export type PackageDetails = z.infer<typeof packageDetailsSchema>;
/** null: the person has no package with sessions left. */
export const packageDetailsResponseSchema = z.object({ data: packageDetailsSchema.nullable() });

/** "3 left of 4 sessions" on /packages. */
export const packageSessionsLeft = (
  purchase: Pick<PackagePurchase, 'sessions_left' | 'sessions_total'>,
) => `${purchase.sessions_left} left of ${purchase.sessions_total} sessions`;
