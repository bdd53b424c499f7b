import { GOOGLE_LOGIN_FAILED_MESSAGE } from '@kaizen/contracts';
import { describe, expect, it } from 'vitest';
import { RequestError } from '../../../lib/http/request-error';
import { googleSignInFailureMessage } from './errors';

describe('googleSignInFailureMessage (SPEC §8)', () => {
  it("shows the first entry of the server's errors list", () => {
    const error = new RequestError({
      kind: 'http',
      status: 422,
      messages: ['First', 'Second'],
      body: { errors: ['First', 'Second'] },
    });
    expect(googleSignInFailureMessage(error)).toBe('First');
  });

  it('falls back to the SPEC text without a usable list', () => {
    const empty = new RequestError({
      kind: 'http',
      status: 500,
      messages: [],
      body: { errors: [] },
    });
    const offline = new RequestError({ kind: 'network', messages: ['offline'] });
    for (const error of [empty, offline, new Error('boom'), undefined]) {
      expect(googleSignInFailureMessage(error)).toBe(GOOGLE_LOGIN_FAILED_MESSAGE);
    }
  });
});
