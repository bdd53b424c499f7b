// A new release of the web app waiting in the service worker, and the person's choice to switch
// to it. The service-worker start-up code announces it; the update prompt shows it.

type Listener = () => void;

let apply: (() => void) | undefined;
const listeners = new Set<Listener>();

/** For useSyncExternalStore. */
export function subscribeToAppUpdate(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** For useSyncExternalStore (also its server snapshot: never an update while prerendering). */
export const appUpdateAvailable = (): boolean => apply !== undefined;

/** A new version is installed and waiting; `activate` switches to it (the page then reloads). */
export function announceAppUpdate(activate: () => void): void {
  apply = activate;
  for (const listener of listeners) listener();
}

/** The person chose to load the new version. */
export function applyAppUpdate(): void {
  apply?.();
}
