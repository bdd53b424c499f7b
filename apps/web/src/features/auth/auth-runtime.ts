// The half of the auth feature that needs the contracts' schemas (so Zod) and the HTTP client.
// Screens load it on first use: the log-in screen, the one most visitors open first, stays small
// (issue 2: at most 150 KiB of JavaScript). Import it only through loadAuthRuntime().
export * from './api';
export { postLoginPath } from './post-login';
export { validateLogin } from './login-form';
