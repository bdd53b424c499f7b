import { useState } from 'react';
import type { User } from '@kaizen/contracts';
import { Button, ButtonLink } from '../../../components/Button';
import { logout } from '../logout';
import { postLoginPath } from '../post-login';
import { useAuthDispatch } from '../thunk';
import { AuthShell } from './AuthShell';

/** Auth pages are exempt from automatic redirects (SPEC §2): a signed-in visitor chooses. */
export default function AlreadySignedIn({
  user,
  redirectPath,
  metaTitle,
}: {
  user: User;
  redirectPath: string | null;
  metaTitle: string;
}) {
  const dispatch = useAuthDispatch();
  const [leaving, setLeaving] = useState(false);
  return (
    <AuthShell
      metaTitle={metaTitle}
      title="You're already logged in"
      intro={
        <>
          You are logged in as <strong>{user.email}</strong>.
        </>
      }
    >
      <div className="stack">
        <ButtonLink to={postLoginPath(user, redirectPath)} block>
          Continue to Kaizen
        </ButtonLink>
        <Button
          variant="secondary"
          block
          loading={leaving}
          onClick={() => {
            setLeaving(true);
            void dispatch(logout());
          }}
        >
          Log out
        </Button>
      </div>
    </AuthShell>
  );
}
