import { describe, expect, it } from 'vitest';
import { RequestError } from '../http/request-error';
import { unplacedMessages } from './use-server-errors';

const refusal = (messages: string[], fields: Record<string, string>) =>
  new RequestError({ kind: 'http', status: 422, code: 'invalid_input', messages, fields });

// Issue 17: a refusal the server names a field for is shown under that input, not above the form.
describe('server refusals of a form', () => {
  it('go under the inputs the form has; the rest stays above the form', () => {
    const placed: Record<string, string> = {};
    const form = new Set(['email', 'current_password']);
    const place = (path: string, message: string) => {
      if (!form.has(path)) return false;
      placed[path] = message;
      return true;
    };
    const error = refusal(['Use a real email.', 'Unknown plan.'], {
      email: 'Use a real email.',
      plan: 'Unknown plan.',
    });
    expect(unplacedMessages(error, place)).toEqual(['Unknown plan.']);
    expect(placed).toEqual({ email: 'Use a real email.' });
  });

  it('all stay above the form without a placer, or without fields', () => {
    const error = refusal(['Wrong.'], { current_password: 'Wrong.' });
    expect(unplacedMessages(error)).toEqual(['Wrong.']);
    expect(unplacedMessages(refusal(['Gone.'], {}), () => true)).toEqual(['Gone.']);
  });
});
