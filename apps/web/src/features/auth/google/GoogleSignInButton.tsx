import { useEffect, useRef, useState } from 'react';
import type { SignInOptions } from '@kaizen/contracts';
import { loadGoogleIdentity } from './gis';
import { googleSignInOptions } from './options';
import { useGoogleCredential } from './use-google-credential';

/**
 * "Sign in with Google" under the log-in and sign-up forms, drawn by Google's script. Nothing at
 * all renders (and nothing is asked of Google) when the server has no Google client id.
 */
export default function GoogleSignInButton({ context }: { context: 'signin' | 'signup' }) {
  const [google, setGoogle] = useState<SignInOptions['google']>(null);
  const [failed, setFailed] = useState(false);
  const container = useRef<HTMLDivElement | null>(null);
  const onCredential = useGoogleCredential('button');

  useEffect(() => {
    let live = true;
    void googleSignInOptions().then((options) => {
      if (live) setGoogle(options);
    });
    return () => {
      live = false;
    };
  }, []);

  useEffect(() => {
    if (!google) return undefined;
    let live = true;
    loadGoogleIdentity(google.script_url)
      .then((api) => {
        const parent = container.current;
        if (!live || !parent) return;
        api.initialize({
          client_id: google.client_id,
          callback: (response) => void onCredential(response),
          context,
        });
        api.renderButton(parent, {
          type: 'standard',
          theme: 'outline',
          size: 'large',
          shape: 'pill',
          text: context === 'signup' ? 'signup_with' : 'signin_with',
          width: Math.min(400, parent.clientWidth || 320),
        });
      })
      .catch(() => {
        if (live) setFailed(true);
      });
    return () => {
      live = false;
    };
  }, [google, context, onCredential]);

  if (!google) return null;
  return (
    <div className="auth__alternative">
      <p className="auth__divider">
        <span>or</span>
      </p>
      <div ref={container} className="auth__google" />
      {failed && (
        <p className="auth__note" role="status">
          Sign-in with Google could not be loaded. Check your connection, or log in another way.
        </p>
      )}
    </div>
  );
}
