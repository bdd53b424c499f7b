import {
  isValidEmail,
  isValidPhone,
  LOGIN_INVALID_MESSAGE,
  LOGIN_REQUIRED_MESSAGE,
  normalizePhone,
} from '@kaizen/contracts';

// The log-in field accepts an email or a mobile number: SPEC §5 rules through the contracts'
// predicates. The server parses the same body with signInRequestSchema.

export function validateLogin(value: string): true | string {
  const login = value.trim();
  if (!login) return LOGIN_REQUIRED_MESSAGE;
  return isValidEmail(login) || isValidPhone(normalizePhone(login)) ? true : LOGIN_INVALID_MESSAGE;
}
