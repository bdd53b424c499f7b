// Google sign-in's texts and names, free of schemas: the app frame and the log-in screen read
// them without loading Zod (issue 14 JavaScript budget). The SPEC §8 toasts are in messages.ts
// (GOOGLE_ONE_TAP_ERROR_MESSAGE, GOOGLE_LOGIN_FAILED_MESSAGE, googleLoginErrorMessage).

/** 422: Google has not confirmed the address, so it proves nothing about who signs in. */
export const GOOGLE_EMAIL_UNVERIFIED_MESSAGE =
  'Your Google account’s email address is not verified. Verify it with Google, or sign in with a code.';
/** SPEC §2: a query parameter that turns one-tap off on the page. */
export const DISABLE_GOOGLE_ONE_TAP_PARAM = 'disableGoogleOneTapLogin';
