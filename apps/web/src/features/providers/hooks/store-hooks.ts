import { storeHooksFor } from '../../../lib/hooks/store-hooks';
import type { ProvidersRootState } from '../slice';

export const { useDispatch: useProvidersDispatch, useSelector: useProvidersSelector } =
  storeHooksFor<ProvidersRootState>();
