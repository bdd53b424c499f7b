import { webPaths } from '@kaizen/contracts';
import type { RequestError } from './request-error';

/** SPEC §4: pages on which a 401 / device-logged-out only removes the stored token. */
const SESSION_EXPIRY_EXEMPT_PAGES = ['log-in', 'sign-up', 'booking', 'set-password'];
export const THERAPY_PSYCHIATRY_PATH = webPaths.therapyPsychiatry;

export const isSessionExpiryExemptPage = (pathname: string): boolean =>
  SESSION_EXPIRY_EXEMPT_PAGES.some((page) => pathname.includes(page));

/** SPEC §4: from the root or a therapy/psychiatry path to /therapy-psychiatry/, otherwise to /. */
export function sessionExpiredRedirectTarget(pathname: string): string {
  const fromTherapyArea = pathname === '/' || /therapy|psychiatry/.test(pathname);
  return fromTherapyArea ? THERAPY_PSYCHIATRY_PATH : '/';
}

export type SessionExpiredHandler = (error: RequestError) => void;

export interface SessionExpiryEffects {
  pathname(): string;
  insideNativeWrapper(): boolean;
  closeWebView(): void;
  clearLocalStorage(): void;
  redirect(target: string): void;
  report(error: RequestError): void;
}

/** SPEC §4 session expiry, after the client has removed the stored token. */
export function createSessionExpiryHandler(effects: SessionExpiryEffects): SessionExpiredHandler {
  return (error) => {
    effects.report(error);
    if (effects.insideNativeWrapper()) {
      effects.closeWebView();
      return;
    }
    const pathname = effects.pathname();
    if (isSessionExpiryExemptPage(pathname)) return;
    effects.clearLocalStorage();
    effects.redirect(sessionExpiredRedirectTarget(pathname));
  };
}

let installedHandler: SessionExpiredHandler | undefined;
let deliberateEnds = 0;

/** The app shell decides what a session expiry does (it knows the router and the store). */
export function setSessionExpiredHandler(handler: SessionExpiredHandler | undefined) {
  installedHandler = handler;
}

/**
 * Runs a logout, during which the session ends on purpose: a request still in flight then meets
 * 401 / device-logged-out, and the expiry redirect (to / from a page like /user) would race the
 * logout's own way to the login page and bring the visitor back with redirectPath=/.
 */
export async function whileEndingSession<T>(work: () => Promise<T>): Promise<T> {
  deliberateEnds += 1;
  try {
    return await work();
  } finally {
    deliberateEnds -= 1;
  }
}

export const sessionExpiredHandler = (): SessionExpiredHandler | undefined =>
  deliberateEnds > 0 ? undefined : installedHandler;
