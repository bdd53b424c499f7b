import { ageInYears, toCalendarDate } from './fields/age';
import { GENDERS, type Gender } from './providers/provider-vocabulary';
import { personNameSchema } from './fields/validation';
import { z } from './zod';

// Multi-profile (SPEC §3, §7, §9; issue 10): an account holder adds members they care for (a
// child, a parent) as separate patients, and switches to one with the secondary profile token.

/** How many members one account may add (app visibility max_member_count). */
export const MAX_PROFILE_MEMBERS = 4;
/** Oldest plausible age on a date of birth. */
export const OLDEST_PLAUSIBLE_AGE = 120;

export const PROFILE_RELATIONSHIPS = [
  'child',
  'parent',
  'spouse',
  'sibling',
  'grandparent',
  'other',
] as const;
export type ProfileRelationship = (typeof PROFILE_RELATIONSHIPS)[number];
export const RELATIONSHIP_LABELS: Record<ProfileRelationship | 'self', string> = {
  self: 'You',
  child: 'Child',
  parent: 'Parent',
  spouse: 'Spouse or partner',
  sibling: 'Sibling',
  grandparent: 'Grandparent',
  other: 'Someone else I care for',
};

/** How a person's own gender reads on their profile (SPEC §3 vocabulary: male, female, other). */
export const PERSON_GENDER_LABELS: Record<Gender, string> = {
  male: 'Male',
  female: 'Female',
  other: 'Other',
};

export const MEMBER_LIMIT_MESSAGE = `You can add up to ${MAX_PROFILE_MEMBERS} members.`;
export const PROFILE_NOT_AVAILABLE_MESSAGE =
  'This profile is no longer available here. Switch back to your own profile.';
export const MEMBERS_ONLY_FOR_ACCOUNT_HOLDER_MESSAGE =
  'Switch back to your own profile to manage members.';
/** Removing a member with sessions ahead would leave them booked with nobody to hear about it. */
export const memberHasUpcomingSessionsMessage = (firstname: string) =>
  `${firstname} has upcoming sessions. Cancel them before removing ${firstname}.`;

/**
 * Why a date of birth is not acceptable on `today` ('YYYY-MM-DD' both), or null. Pure: the web
 * passes the device's date, the API its clock.
 */
export function dateOfBirthProblem(value: string, today: string): string | null {
  const birth = toCalendarDate(value);
  if (!birth || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return 'Please enter a valid date of birth.';
  const age = ageInYears(value, today);
  if (age === null || value > today) return 'Date of birth cannot be in the future.';
  if (age > OLDEST_PLAUSIBLE_AGE) return 'Please check the year of birth.';
  return null;
}

/** Today's calendar date where the code runs, as 'YYYY-MM-DD'. */
export function isoDateOf(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

export const dateOfBirthSchema = z
  .string({ error: 'Date of birth is required.' })
  .trim()
  .min(1, 'Date of birth is required.')
  .superRefine((value, context) => {
    const problem = dateOfBirthProblem(value, isoDateOf(new Date()));
    if (problem) context.addIssue({ code: 'custom', message: problem });
  });

export const personGenderSchema = z.enum(GENDERS, { error: 'Please choose a gender.' });

export const addMemberRequestSchema = z.object({
  firstname: personNameSchema('First name'),
  lastname: personNameSchema('Last name'),
  relationship: z.enum(PROFILE_RELATIONSHIPS, { error: 'Please choose how you are related.' }),
  date_of_birth: dateOfBirthSchema,
  gender: personGenderSchema,
});
export type AddMemberRequest = z.infer<typeof addMemberRequestSchema>;

export const profileSchema = z.object({
  uuid: z.string(),
  firstname: z.string(),
  lastname: z.string(),
  relationship: z.enum(['self', ...PROFILE_RELATIONSHIPS]),
  date_of_birth: z.string().nullable(),
  gender: z.enum(GENDERS).nullable(),
  is_primary: z.boolean(),
});
export type Profile = z.infer<typeof profileSchema>;

/** SPEC §7 GET profiles: data.data profiles; data.meta.is_multi_profile_user. */
export const profilesResponseSchema = z.object({
  data: z.array(profileSchema),
  meta: z.object({
    is_multi_profile_user: z.boolean(),
    added_member_count: z.number().int(),
    max_member_count: z.number().int(),
  }),
});
export type ProfilesResponse = z.infer<typeof profilesResponseSchema>;

export const profileResponseSchema = z.object({ data: profileSchema });
export const profileUuidParamsSchema = z.object({ uuid: z.uuid('Profile not found.') });
/** A member removed, or this device back on the account holder's own profile. */
export const profileDoneResponseSchema = z.object({ success: z.literal(true) });

/** The registration form (SPEC §2 registration-form): who the account holder is. */
export const registrationFormRequestSchema = z.object({
  firstname: personNameSchema('First name'),
  lastname: personNameSchema('Last name'),
  date_of_birth: dateOfBirthSchema,
  gender: personGenderSchema,
});
export type RegistrationFormRequest = z.infer<typeof registrationFormRequestSchema>;

export const registrationFormResponseSchema = z.object({
  data: z.object({
    firstname: z.string(),
    lastname: z.string(),
    date_of_birth: z.string().nullable(),
    gender: z.enum(GENDERS).nullable(),
    /** Name, date of birth and gender are all on record. */
    completed: z.boolean(),
  }),
});
export type RegistrationForm = z.infer<typeof registrationFormResponseSchema>['data'];
