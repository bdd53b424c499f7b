// Google Identity Services (Google's sign-in script), the part Kaizen uses: an ID token from
// Google's button or from one-tap. The script comes from the address the server names
// (GET sign_in_options): Google's in production, a local stand-in in tests.

export interface GoogleCredentialResponse {
  /** The ID token: a JWT signed by Google, checked by the API. */
  credential: string;
  select_by?: string;
  clientId?: string;
}

export interface GoogleIdConfiguration {
  client_id: string;
  callback: (response: GoogleCredentialResponse) => void;
  auto_select?: boolean;
  cancel_on_tap_outside?: boolean;
  context?: 'signin' | 'signup' | 'use';
  use_fedcm_for_prompt?: boolean;
}

export interface GoogleAccountsId {
  initialize(configuration: GoogleIdConfiguration): void;
  renderButton(parent: HTMLElement, options: Record<string, unknown>): void;
  prompt(): void;
  cancel(): void;
}

declare global {
  interface Window {
    google?: { accounts?: { id?: GoogleAccountsId } };
  }
}

const loads = new Map<string, Promise<GoogleAccountsId>>();

/** Loads Google's script once per address; rejects when it cannot be loaded (offline, blocked). */
export function loadGoogleIdentity(scriptUrl: string): Promise<GoogleAccountsId> {
  const known = loads.get(scriptUrl);
  if (known) return known;
  const load = new Promise<GoogleAccountsId>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = scriptUrl;
    script.async = true;
    script.onload = () => {
      const api = window.google?.accounts?.id;
      if (api) resolve(api);
      else reject(new Error('Google sign-in script loaded without google.accounts.id'));
    };
    script.onerror = () => reject(new Error('Google sign-in script could not be loaded'));
    document.head.append(script);
  });
  // A failed load may succeed later (back online): the next caller tries again.
  load.catch(() => loads.delete(scriptUrl));
  loads.set(scriptUrl, load);
  return load;
}
