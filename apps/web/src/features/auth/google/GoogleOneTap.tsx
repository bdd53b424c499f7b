import { useEffect } from 'react';
import type { GoogleAccountsId } from './gis';
import { loadGoogleIdentity } from './gis';
import { googleSignInOptions } from './options';
import { useGoogleCredential } from './use-google-credential';

/**
 * Google one-tap, mounted by the app frame only where SPEC §2 allows it (one-tap-rules.ts) and
 * unmounted (the prompt cancelled) as soon as it no longer does. Without a Google client id on
 * the server, nothing is loaded from Google. A script that cannot load is left silent: the person
 * asked for nothing; a failed sign-in from the prompt gets the SPEC §8 toast.
 */
export default function GoogleOneTap() {
  const onCredential = useGoogleCredential('one_tap');

  useEffect(() => {
    let live = true;
    let api: GoogleAccountsId | undefined;
    void (async () => {
      const google = await googleSignInOptions();
      if (!google || !live) return;
      try {
        api = await loadGoogleIdentity(google.script_url);
      } catch {
        return;
      }
      if (!live) return;
      api.initialize({
        client_id: google.client_id,
        callback: (response) => void onCredential(response),
        auto_select: false,
        cancel_on_tap_outside: true,
        context: 'signin',
        use_fedcm_for_prompt: true,
      });
      api.prompt();
    })();
    return () => {
      live = false;
      api?.cancel();
    };
  }, [onCredential]);

  return null;
}
