import { ButtonLink } from '../../components/Button';
import { useDocumentMeta } from '../../lib/document-meta';
import { selectUser } from '../../features/auth/slice';
import { LOGIN_PATH } from '../../features/auth/paths';
import { useAppSelector } from '../store';

export function NotFoundRoute() {
  useDocumentMeta({ title: 'Page not found' });
  const user = useAppSelector(selectUser);
  return (
    <div className="page not-found">
      <p className="not-found__code" aria-hidden="true">
        404
      </p>
      <h1 className="page__title">We couldn't find that page</h1>
      <p className="muted">
        The link may be old, or the page may have moved. Let's get you back on track.
      </p>
      <div className="form__actions not-found__actions">
        <ButtonLink to="/">Go to the home page</ButtonLink>
        {!user && (
          <ButtonLink to={LOGIN_PATH} variant="secondary">
            Log in
          </ButtonLink>
        )}
      </div>
    </div>
  );
}
