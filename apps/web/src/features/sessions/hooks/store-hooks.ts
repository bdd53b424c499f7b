import { storeHooksFor } from '../../../lib/store-hooks';
import type { SessionsRootState } from '../slice';

export const { useDispatch: useSessionsDispatch, useSelector: useSessionsSelector } =
  storeHooksFor<SessionsRootState>();
