import { storeHooksFor } from '../../../lib/store-hooks';
import type { ProvidersRootState } from '../slice';

export const { useDispatch: useProvidersDispatch, useSelector: useProvidersSelector } =
  storeHooksFor<ProvidersRootState>();
