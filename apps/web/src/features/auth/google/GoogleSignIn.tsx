import { lazy, Suspense, useEffect, useState } from 'react';
import type { SignInOptions } from '@kaizen/contracts';
import { googleSignInOptions } from './options';

const GoogleSignInButton = lazy(() => import('./GoogleSignInButton'));

/**
 * The log-in and sign-up screens' Google sign-in. The button's code (and the sign-in hook it
 * brings) loads only once the server has said it has a Google client id: without one, nothing
 * renders, nothing is asked of Google and the screen loads ~1.7 KiB gzip less (issue 14).
 */
export function GoogleSignIn({ context }: { context: 'signin' | 'signup' }) {
  const [google, setGoogle] = useState<SignInOptions['google']>(null);
  useEffect(() => {
    let live = true;
    void googleSignInOptions().then((options) => {
      if (live) setGoogle(options);
    });
    return () => {
      live = false;
    };
  }, []);
  if (!google) return null;
  return (
    <Suspense fallback={null}>
      <GoogleSignInButton context={context} google={google} />
    </Suspense>
  );
}
