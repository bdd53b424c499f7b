// Lets non-component code (thunks, the HTTP client's expiry handler) navigate inside the SPA.
// The app shell installs the router's navigate at start; until then a full page load is used.

/** Resolves once the new screen is in place (the router's navigate does). */
export type Navigate = (to: string, options?: { replace?: boolean }) => Promise<void> | void;

let navigator: Navigate = (to, options) => {
  if (options?.replace) globalThis.location.replace(to);
  else globalThis.location.assign(to);
};

export function setNavigator(navigate: Navigate) {
  navigator = navigate;
}

export async function navigateTo(to: string, options?: { replace?: boolean }): Promise<void> {
  await navigator(to, options);
}
