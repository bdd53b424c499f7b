import { EMAIL_TAKEN_MESSAGE, MOBILE_TAKEN_MESSAGE } from '@kaizen/contracts';
import { conflict } from '../../lib/http-errors';
import { postgresErrorCode } from '../../plugins/errors';

const takenMessageByIndex: Record<string, string> = {
  users_email_key: EMAIL_TAKEN_MESSAGE,
  users_mobile_key: MOBILE_TAKEN_MESSAGE,
};

function violatedConstraint(error: unknown): string | undefined {
  for (let current = error, depth = 0; current && depth < 4; depth++) {
    const name = (current as { constraint?: unknown }).constraint;
    if (typeof name === 'string') return name;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

/**
 * Runs a write to the users table and answers 409 with a clear message when the email or mobile
 * belongs to another account. The unique indexes decide, so two racing sign-ups cannot both win.
 */
export async function withAccountConflicts<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    const message =
      postgresErrorCode(error) === '23505'
        ? takenMessageByIndex[violatedConstraint(error) ?? '']
        : undefined;
    if (message) throw conflict(message);
    throw error;
  }
}
