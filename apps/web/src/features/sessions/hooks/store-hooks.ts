import { storeHooksFor } from '../../../lib/hooks/store-hooks';
import type { SessionsRootState } from '../slice';

export const { useDispatch: useSessionsDispatch, useSelector: useSessionsSelector } =
  storeHooksFor<SessionsRootState>();
