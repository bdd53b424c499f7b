import { z } from './zod';
import { emailSchema, phoneSchema } from './fields/validation';

// Emergency contact and parent contact (SPEC §7 lists both paths, payloads not shown). One of
// each per account; the emergency contact is offered on the safety screen; the parent contact is
// for minors' profiles.

export const CONTACT_KINDS = ['emergency_contact', 'parent_contact'] as const;
export type ContactKind = (typeof CONTACT_KINDS)[number];

export const RELATIONSHIPS = [
  'Parent',
  'Spouse or partner',
  'Sibling',
  'Child',
  'Friend',
  'Guardian',
  'Relative',
  'Other',
] as const;

export const contactBodySchema = z.object({
  name: z
    .string({ error: 'Name is required.' })
    .trim()
    .min(1, 'Name is required.')
    .max(100, 'Name can be at most 100 characters.'),
  relationship: z.enum(RELATIONSHIPS, { error: 'Please choose a relationship.' }),
  phone: phoneSchema,
  email: z
    .union([z.literal('').transform(() => null), emailSchema])
    .nullable()
    .optional(),
});
export type ContactBody = z.input<typeof contactBodySchema>;

export const contactSchema = z.object({
  name: z.string(),
  relationship: z.enum(RELATIONSHIPS),
  phone: z.string(),
  email: z.string().nullable(),
  updated_at: z.iso.datetime({ offset: true }),
});
export type Contact = z.infer<typeof contactSchema>;
export const contactResponseSchema = z.object({ data: contactSchema.nullable() });
