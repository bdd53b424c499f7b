import { HELPER_TOAST_AUTO_CLOSE_MS } from '@kaizen/contracts';
import type { ToastOptions } from 'react-toastify/unstyled';

// react-toastify loads with the first toast, not with the app: most screens never show one.
// A toast raised before the container has mounted is queued by the library and shown on mount.

/** SPEC §8 helper toasts: top centre, 2000 ms, no close button, no progress bar, not draggable. */
export const HELPER_TOAST_OPTIONS: ToastOptions = {
  position: 'top-center',
  autoClose: HELPER_TOAST_AUTO_CLOSE_MS,
  closeButton: false,
  hideProgressBar: true,
  pauseOnHover: true,
  draggable: false,
};

let requested = false;
const listeners = new Set<() => void>();

/** For useSyncExternalStore: whether a toast was ever asked for (then the container mounts). */
export function subscribeToToastRequests(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
export const toastsRequested = (): boolean => requested;

export const loadToastLibrary = () => import('react-toastify/unstyled');

function show(kind: 'success' | 'error' | 'info', message: string, toastId?: string) {
  if (!requested) {
    requested = true;
    for (const listener of listeners) listener();
  }
  void loadToastLibrary().then(({ toast }) =>
    toast[kind](message, toastId ? { ...HELPER_TOAST_OPTIONS, toastId } : HELPER_TOAST_OPTIONS),
  );
}

export const notify = {
  success: (message: string, toastId?: string) => show('success', message, toastId),
  error: (message: string, toastId?: string) => show('error', message, toastId),
  info: (message: string, toastId?: string) => show('info', message, toastId),
};
