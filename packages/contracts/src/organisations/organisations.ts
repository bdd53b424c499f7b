import { z } from '../zod';
import { plainText } from '../fields/safe-input';

// Organisation tenants and partner meta info (SPEC §1, §3, §7).

/** The 404 body text for a subdomain or header that names no active organisation. */
export const unknownOrganisationMessage = (name: string): string =>
  `We couldn't find the organisation '${name}'. Check the address or contact your organisation.`;
export const NO_ORGANISATION_MESSAGE = 'You are not a member of an organisation.';

/** SPEC §3 partner meta info: company_profile. The web stores name and uuid locally. */
export const companyProfileSchema = z.object({
  name: z.string(),
  uuid: z.string(),
  short_code: z.string(),
});
export type CompanyProfile = z.infer<typeof companyProfileSchema>;

/** SPEC §3 feature_flags: show_card_dashboard sends partner users to /partnerdashboard (SPEC §2). */
export const partnerFeatureFlagsSchema = z
  .object({ show_card_dashboard: z.boolean() })
  .catchall(z.boolean());
export type PartnerFeatureFlags = z.infer<typeof partnerFeatureFlagsSchema>;

export const partnerMetaInfoSchema = z.object({
  company_profile: companyProfileSchema,
  feature_flags: partnerFeatureFlagsSchema,
});
export type PartnerMetaInfo = z.infer<typeof partnerMetaInfoSchema>;

/** GET customers/organisations_integration/{company}/meta_info: `data.data` (SPEC §7). */
export const partnerMetaInfoResponseSchema = z.object({ data: partnerMetaInfoSchema });

export const metaInfoParamsSchema = z.object({
  company: plainText().trim().min(1).max(200),
});

/**
 * What an organisation pays for, shown on /org/dashboard. `link` leads to where the member uses
 * it: an app path (e.g. the expert directory) or `tel:` for a helpline.
 */
export const sponsoredBenefitSchema = z.object({
  title: z.string(),
  description: z.string(),
  link: z.object({ label: z.string(), href: z.string() }).optional(),
});
export type SponsoredBenefit = z.infer<typeof sponsoredBenefitSchema>;

/** GET customers/organisation: the caller's own organisation, for /org/dashboard. */
export const ownOrganisationSchema = companyProfileSchema.extend({
  sponsored_benefits: z.array(sponsoredBenefitSchema),
  /** The organisation's own helpline (e.g. its employee assistance line), tap to call. */
  helpline: z.object({ number: z.string(), text: z.string() }).nullable(),
  feature_flags: partnerFeatureFlagsSchema,
});
export type OwnOrganisation = z.infer<typeof ownOrganisationSchema>;
export const ownOrganisationResponseSchema = z.object({ data: ownOrganisationSchema });
