import type { AppStore } from '../store';

// SPEC §4 login "load providers and the providers dropdown": whenever a user signs in (log-in,
// sign-up, or a stored session validated at start-up) the dropdown is loaded into auth state.

/** Loads the dropdown each time a different user signs in; a session end empties it (slice). */
export function wireCareTeam(store: AppStore): () => void {
  let loadedFor: number | null = null;
  return store.subscribe(() => {
    const userId = store.getState().auth.user?.id ?? null;
    if (userId === loadedFor) return;
    loadedFor = userId;
    if (userId === null) return;
    // Loaded with the first signed-in user: the HTTP client is not part of the entry chunk.
    void import('../care-team-actions').then(({ loadAllProviders }) =>
      loadAllProviders(store.dispatch),
    );
  });
}
