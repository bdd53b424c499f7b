import type { StartParams } from '../../lib/query-params';
import type { AppStore } from '../store';

// SPEC §4 start-up "logged-in users fetch app visibility and profiles; users without app_token or
// token query get a post-login setup action", and login "load providers and the providers
// dropdown": whenever a user signs in (log-in, sign-up, or a session validated at start-up).

/** Runs the signed-in start-up each time a different user signs in; a session end resets it. */
export function wireSignedIn(store: AppStore, params: StartParams): () => void {
  // A native shell that handed over app_token or token did the post-login setup itself.
  const setUp = !params.app_token && !params.token;
  let loadedFor: number | null = null;
  return store.subscribe(() => {
    const user = store.getState().auth.user;
    const userId = user?.id ?? null;
    if (userId === loadedFor) return;
    loadedFor = userId;
    if (!user) return;
    // Loaded with the first signed-in user: the HTTP client is not part of the entry chunk.
    void import('../signed-in-actions').then(({ startSignedIn }) =>
      startSignedIn(store, user, { setUp }),
    );
  });
}
