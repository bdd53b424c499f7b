import { isValidEmail, isValidPhone, normalizePhone } from '@kaizen/contracts';

// The log-in field accepts an email or a mobile number: SPEC §5 rules through the contracts'
// predicates. The server parses the same body with signInRequestSchema.

export const LOGIN_REQUIRED_MESSAGE = 'Email or mobile number is required.';
export const LOGIN_INVALID_MESSAGE =
  'Please enter a valid email address or 10-digit mobile number.';

export function validateLogin(value: string): true | string {
  const login = value.trim();
  if (!login) return LOGIN_REQUIRED_MESSAGE;
  return isValidEmail(login) || isValidPhone(normalizePhone(login)) ? true : LOGIN_INVALID_MESSAGE;
}
