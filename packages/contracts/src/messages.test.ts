import { describe, expect, it } from 'vitest';
import * as messages from './messages';

describe('fixed texts (SPEC §2, §5, §8)', () => {
  it('error screen and offline banner (SPEC §2), apostrophes included', () => {
    expect(messages.ERROR_SCREEN_HEADING).toBe('Oops, looks like something went wrong!');
    expect(messages.ERROR_SCREEN_TEXT).toBe(
      "It seems our servers are feeling a bit stressed out. We're working hard to fix things. Please take a deep breath and try again shortly.",
    );
    expect(messages.ERROR_SCREEN_HOME_BUTTON).toBe('back to homepage');
    expect(messages.ERROR_SCREEN_REFRESH_BUTTON).toBe('Refresh page');
    expect(messages.OFFLINE_BANNER_TEXT).toBe(
      'Please check your internet connection and try again.',
    );
  });

  it('upload messages (SPEC §5)', () => {
    expect(messages.INVALID_UPLOAD_FORMAT_MESSAGE).toBe('Please upload valid file format.');
    expect(messages.uploadTooLargeMessage(100)).toBe("File size can't be more than 100 MB.");
  });

  it('error catalogue (SPEC §8)', () => {
    expect(messages.B2B_LINK_ERROR_MESSAGE).toBe(
      'Error authenticating user. Please provide a valid token.',
    );
    expect(messages.INVALID_AUTH_TOKEN_MESSAGE).toBe('Invalid auth token');
    expect(messages.INVALID_VERIFICATION_CODE_MESSAGE).toBe('Invalid verification code');
    expect(messages.PROVIDERS_DROPDOWN_ERROR_MESSAGE).toBe(
      'Error fetching therapist(s)/psychiatrist(s)',
    );
    expect(messages.REALTIME_LOGIN_ERROR_MESSAGE).toBe('Error on Login with firebase');
    expect(messages.GOOGLE_ONE_TAP_ERROR_MESSAGE).toBe('Google Authentication failed!');
    expect(messages.COPY_FAILED_MESSAGE).toBe('Unable to copy');
    expect(messages.INVALID_DATE_ERROR_MESSAGE).toBe('Invalid Date Error');
  });

  it('Google sign-in failure shows the first server error, else the default (SPEC §8)', () => {
    expect(messages.googleLoginErrorMessage(['Account locked', 'Other'])).toBe('Account locked');
    const fallback = 'Google login failed, please contact the support team for more details';
    expect(messages.googleLoginErrorMessage([])).toBe(fallback);
    expect(messages.googleLoginErrorMessage(undefined)).toBe(fallback);
    expect(messages.googleLoginErrorMessage([''])).toBe(fallback);
  });
});
