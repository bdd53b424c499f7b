import type { ReactNode } from 'react';
import { ButtonLink } from './Button';

/** What a page of an emailed link gets from its route: whether someone is signed in, and how. */
export interface SignInLinks {
  signedIn: boolean;
  loginHref: string;
  signUpHref: string;
}

/** An emailed link that needs a signed-in person: log in or sign up, then come back to it. */
export function SignInFirstCard({
  children,
  loginHref,
  signUpHref,
}: {
  children: ReactNode;
  loginHref: string;
  signUpHref: string;
}) {
  return (
    <section className="card link-outcome">
      <p>{children}</p>
      <div className="form__actions">
        <ButtonLink to={loginHref}>Log in to accept</ButtonLink>
        <ButtonLink to={signUpHref} variant="secondary">
          Create an account
        </ButtonLink>
      </div>
    </section>
  );
}
