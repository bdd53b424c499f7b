import { HELPER_TOAST_AUTO_CLOSE_MS } from '@kaizen/contracts';
import type { ToastOptions } from 'react-toastify/unstyled';

// react-toastify loads with the first toast, not with the app: most screens never show one.
// A toast raised before the container has mounted is queued by the library and shown on mount.
//
// SPEC §2, §9: toasts appear top-right for 5000 ms by default (the container's settings, in
// app/layout/Toasts.tsx), or top-centre for 2000 ms as "helper toasts". Which is which:
// - helperToast: the short answer to something the person just did (saved, moved, cancelled,
//   sent, copied) and the error of that same action. It sits where they are looking and goes.
// - notify (default): what the app says on its own, not in answer to a click: the clinician
//   refusal, a list that failed to load in the background. It stays longer, out of the way.

/** SPEC §8 helper toasts: top centre, 2000 ms, no close button, no progress bar, not draggable. */
const HELPER_TOAST_OPTIONS: ToastOptions = {
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

const loadToastLibrary = () => import('react-toastify/unstyled');

type ToastKind = 'success' | 'error' | 'info';

function show(kind: ToastKind, message: string, options: ToastOptions) {
  if (!requested) {
    requested = true;
    for (const listener of listeners) listener();
  }
  void loadToastLibrary().then(({ toast }) => toast[kind](message, options));
}

const toaster = (base: ToastOptions) => {
  const raise = (kind: ToastKind) => (message: string, toastId?: string) =>
    show(kind, message, toastId ? { ...base, toastId } : base);
  return { success: raise('success'), error: raise('error'), info: raise('info') };
};

/** Default toasts (top right, 5000 ms): what the app says on its own. */
export const notify = toaster({});

/** Helper toasts (top centre, 2000 ms): the answer to the action the person just took. */
export const helperToast = toaster(HELPER_TOAST_OPTIONS);
