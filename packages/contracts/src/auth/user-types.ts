// Kinds of account (SPEC §1, §6). No schemas here: the shell and the log-in screen decide where a
// person goes without loading Zod (a constant imported from a schema module brings the module's
// schemas, and so Zod, with it).

export const USER_TYPES = [
  'patient',
  'therapist',
  'psychiatrist',
  'couplestherapist',
  'childenfirstindia',
  'care-coordinator',
  'coach',
  'employee',
  'student',
  'member',
] as const;
/** Barred from the web client (SPEC §1, §6). */
export const CLINICIAN_USER_TYPES = ['therapist', 'psychiatrist'] as const;
export const isClinicianUserType = (usertype: string): boolean =>
  (CLINICIAN_USER_TYPES as readonly string[]).includes(usertype);
/** SPEC §6: patient is consumer (b2c), any other usertype is business (b2b). */
export const isB2bUserType = (usertype: string): boolean => usertype !== 'patient';
/**
 * SPEC §6: "Staff/provider only if usertype exists, is not patient and is_verified is true."
 * An organisation-linked account that is not verified yet is b2b but not staff.
 */
export const isStaffUser = (
  user: { usertype?: string | null; is_verified?: boolean | null } | null | undefined,
): boolean => Boolean(user?.usertype) && user?.usertype !== 'patient' && user?.is_verified === true;
