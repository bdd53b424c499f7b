import { logout } from '../../features/auth/logout';
import { DataRightsPage } from '../../features/records/pages/DataRightsPage';
import { notify } from '../../lib/toast';
import { useAppDispatch } from '../store';

const ACCOUNT_ERASED_MESSAGE = 'Your account has been erased. Take care of yourself.';

/** Data rights; after an erasure the (already ended) session is cleared locally and the login shown. */
export function DataRightsRoute() {
  const dispatch = useAppDispatch();
  return (
    <DataRightsPage
      onErased={() => {
        notify.success(ACCOUNT_ERASED_MESSAGE);
        void dispatch(logout());
      }}
    />
  );
}
