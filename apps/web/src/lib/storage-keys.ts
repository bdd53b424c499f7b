// Names of the local and session storage keys (SPEC §3), in one place so that logout, start-up
// and the features agree on them.

export const StorageKey = {
  /** The stored auth session of SPEC §3 (access-token, expiry, uid, client, company headers). */
  authSession: 'auth_session',
  company: 'company',
  companyDetails: 'company_details',
  deviceId: 'deviceId',
  platform: 'platform',
  userCountry: 'userCountry',
  blockAnalytics: 'block_analytics',
  skipAnalytics: 'skip_analytics',
  /** SPEC §9 tracing: the sampling decision and when it was made (asked again after 24 h). */
  tracingSampling: 'tracing_sampling',
  secondaryToken: 'secondary_token',
  /** The member the secondary token acts for (uuid and name), to say who care is booked for. */
  secondaryProfile: 'secondary_profile',
  loginStatus: 'loginstatus',
  logoutUser: 'logoutUser',
  customerId: 'customer_id',
  isInOrganicUser: 'isInOrganicUser',
  isDisableEdit: 'isDisableEdit',
  /** 'true' for a verified organisation user (SPEC §6 staff rule), set by the post-login setup. */
  isVerifiedPartnershipUser: 'is_verified_partnership_user',
  /** 'true' once this person accepted the privacy policy on this device (sign-up consent). */
  acceptedPrivacyPolicy: 'acceptedPrivacyPolicy',
  /** Message of the clinician refusal toast; survives the logout that follows it (SPEC §4). */
  clinicianToast: 'clinician_toast',
  homepageVariant: 'homepage_variant',
  tourShown: 'tour_shown',
  firstStepModalShown: 'first_step_modal_shown',
  adUserParams: 'ad_user_params',
  /**
   * 'granted' or 'denied': the person's answer to the analytics consent banner on this device
   * (issue 15). Absent: not asked yet, and nothing is tracked.
   */
  analyticsConsent: 'analytics_consent',
  /** SPEC §4 initial referrer, kept for SPEC §9's 365-day analytics cookie life. */
  analyticsInitialReferrer: 'analytics_initial_referrer',
  /** The analytics session (SPEC §9 idle 30 minutes, at most 24 hours). */
  analyticsSession: 'analytics_session',
  /** Session storage: the referral code of the sign-up link (?ref=), claimed once signed in. */
  referralCode: 'referral_code',
  /** The expert listing's last filters, restored when the listing opens without a query. */
  activeFilters: 'activeFilters',
  previousFilters: 'previous_filters',
  selectedCentre: 'selected_centre',
  conversionExperiment2025Home: 'conversion_experiment_2025_home',
  conversionExperiment2025Matching: 'conversion_experiment_2025_matching',
  conversionExperiment2025Booking: 'conversion_experiment_2025_booking',
  /** Session storage: the booking request being paid for and its idempotency key. */
  bookingAttempt: 'booking_attempt',
  /** Session storage: the couple partner's email typed in the booking flow (kept off the URL). */
  bookingPartnerEmail: 'booking_partner_email',
  /** Session storage: the operator console's ADMIN_TOKEN, gone when the tab closes. */
  operatorToken: 'operator_token',
  /** Session storage: the matching answers given so far, before the questionnaire is finished. */
  matchingDraft: 'matching_draft',
  /** SPEC §3 matches: all_matched_providers and recently_matched_providers. */
  matchedProviders: 'matched_providers',
  /** SPEC §4 new-profile modal and tooltip: 'false' once dismissed (no server check after). */
  showNewProfileModal: 'showNewProfileModal',
  showNewProfileTooltip: 'showNewProfileTooltip',
} as const;

/** SPEC §3: the matching answers of one provider type (userResponse and timeStamp). */
export const matchingResponseKey = (providerType: string) => `matching-response-${providerType}`;

/**
 * SPEC §4 logout: everything in local and session storage is cleared except these: device id,
 * homepage variant, tour shown, first-step modal shown, ad user params, clinician toast, previous
 * filters, selected centre, organic-user flag and the three 2025 conversion experiment flags;
 * and the analytics consent choice (issue 15).
 */
export const LOGOUT_PRESERVED_KEYS: readonly string[] = [
  StorageKey.deviceId,
  StorageKey.homepageVariant,
  StorageKey.tourShown,
  StorageKey.firstStepModalShown,
  StorageKey.adUserParams,
  // Not in SPEC §4's list, which predates consent: a "No thanks" must not be asked again after
  // every logout, nor an "Allow" silently dropped; the choice belongs to the device, like deviceId.
  StorageKey.analyticsConsent,
  StorageKey.clinicianToast,
  StorageKey.previousFilters,
  StorageKey.selectedCentre,
  StorageKey.isInOrganicUser,
  StorageKey.conversionExperiment2025Home,
  StorageKey.conversionExperiment2025Matching,
  StorageKey.conversionExperiment2025Booking,
];
