// Fixed user-facing texts of the spec, spelled exactly once so that the web, the API and the
// tests agree on every character.

// SPEC §2: the generic error screen and the offline banner.
export const ERROR_SCREEN_HEADING = 'Oops, looks like something went wrong!';
export const ERROR_SCREEN_TEXT =
  "It seems our servers are feeling a bit stressed out. We're working hard to fix things. Please take a deep breath and try again shortly.";
export const ERROR_SCREEN_HOME_BUTTON = 'back to homepage';
export const ERROR_SCREEN_REFRESH_BUTTON = 'Refresh page';
export const OFFLINE_BANNER_TEXT = 'Please check your internet connection and try again.';

// SPEC §5: uploads.
export const INVALID_UPLOAD_FORMAT_MESSAGE = 'Please upload valid file format.';
export const uploadTooLargeMessage = (limitMb: number): string =>
  `File size can't be more than ${limitMb} MB.`;

// SPEC §8: the error catalogue.
export const B2B_LINK_ERROR_MESSAGE = 'Error authenticating user. Please provide a valid token.';
export const INVALID_AUTH_TOKEN_MESSAGE = 'Invalid auth token';
export const INVALID_VERIFICATION_CODE_MESSAGE = 'Invalid verification code';
export const PROVIDERS_DROPDOWN_ERROR_MESSAGE = 'Error fetching therapist(s)/psychiatrist(s)';
export const REALTIME_LOGIN_ERROR_MESSAGE = 'Error on Login with firebase';
export const GOOGLE_ONE_TAP_ERROR_MESSAGE = 'Google Authentication failed!';
/** Shown when a failed Google sign-in answer carries no server error of its own. */
export const GOOGLE_LOGIN_FAILED_MESSAGE =
  'Google login failed, please contact the support team for more details';
export const COPY_FAILED_MESSAGE = 'Unable to copy';
export const INVALID_DATE_ERROR_MESSAGE = 'Invalid Date Error';
/** SPEC §8: a failed Google sign-in shows the first server error, else the default text. */
export const googleLoginErrorMessage = (serverErrors: readonly string[] | undefined): string =>
  serverErrors?.[0] || GOOGLE_LOGIN_FAILED_MESSAGE;
