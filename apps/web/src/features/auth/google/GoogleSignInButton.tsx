import { useEffect, useRef, useState } from 'react';
import type { SignInOptions } from '@kaizen/contracts';
import { loadGoogleIdentity } from './gis';
import { useGoogleCredential } from './use-google-credential';

/**
 * "Sign in with Google" under the log-in and sign-up forms, drawn by Google's script, once the
 * server has given its Google client id (GoogleSignIn.tsx asks).
 */
export default function GoogleSignInButton({
  context,
  google,
}: {
  context: 'signin' | 'signup';
  google: NonNullable<SignInOptions['google']>;
}) {
  const [failed, setFailed] = useState(false);
  const container = useRef<HTMLDivElement | null>(null);
  const onCredential = useGoogleCredential('button');

  useEffect(() => {
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
