import { z } from 'zod';
import { emailSchema, passwordSchema } from '@kaizen/contracts';

// Form schemas built from the contracts' SPEC §5 rules; the server checks the same rules again.

export const forgotPasswordFormSchema = z.object({ email: emailSchema });

const confirmation = {
  password: passwordSchema,
  password_confirmation: z.string().min(1, 'Please confirm the password.'),
};
const passwordsMatch = {
  check: (values: { password: string; password_confirmation: string }) =>
    values.password === values.password_confirmation,
  issue: { message: 'Passwords do not match.', path: ['password_confirmation'] },
};

export const newPasswordFormSchema = z
  .object(confirmation)
  .refine(passwordsMatch.check, passwordsMatch.issue);
export type NewPasswordFormValues = z.infer<typeof newPasswordFormSchema>;

export const changePasswordFormSchema = z
  .object({ current_password: z.string().min(1, 'Current password is required.'), ...confirmation })
  .refine(passwordsMatch.check, passwordsMatch.issue);
