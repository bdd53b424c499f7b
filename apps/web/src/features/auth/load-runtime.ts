/** Loads the auth calls and rules on first use (see auth-runtime.ts). */
export const loadAuthRuntime = () => import('./auth-runtime');
