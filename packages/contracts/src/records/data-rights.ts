import { z } from '../zod';

// Data rights (issue 12): a person downloads everything the platform holds about them and can
// erase their account. The calls are described in endpoints/data-rights.ts.

export const EXPORT_FORMATS = ['json', 'html'] as const;
export const exportQuerySchema = z.object({ format: z.enum(EXPORT_FORMATS).default('json') });

/** What the person types to confirm, besides their password. */
export const ERASE_CONFIRMATION = 'ERASE';

export const eraseAccountBodySchema = z.object({
  password: z.string().min(1).max(200),
  confirmation: z.literal(ERASE_CONFIRMATION, { error: `Type ${ERASE_CONFIRMATION} to confirm.` }),
});
export type EraseAccountBody = z.infer<typeof eraseAccountBodySchema>;

export const eraseAccountResponseSchema = z.object({
  data: z.object({
    erased: z.literal(true),
    /** What is kept and why, as shown to the person. */
    retained: z.array(z.string()),
  }),
});

export const ERASE_WRONG_PASSWORD_MESSAGE = 'That password is not right.';
export const ERASE_UPCOMING_SESSIONS_MESSAGE =
  'Cancel your upcoming sessions before you erase your account.';

/** What erasure keeps, and why (shown before and after erasing; docs/ARCHITECTURE.md). */
export const ERASURE_RETENTION_NOTES: readonly string[] = [
  'Prescriptions are kept for the period the law requires of the prescriber (3 years in India), unchanged and apart from any account; they are not shown to anyone through Kaizen.',
  'Payment records (amounts and dates, no name or contact details) are kept for tax and accounting law.',
  'The access log of your record is kept as proof of who accessed it; it holds account numbers, not your name or contact details.',
];
