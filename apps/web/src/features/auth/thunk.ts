import type { ThunkAction, ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { storeHooksFor } from '../../lib/hooks/store-hooks';
import type { AuthRootState } from './slice';

export type AuthThunk<R> = ThunkAction<R, AuthRootState, unknown, UnknownAction>;
export type AuthDispatch = ThunkDispatch<AuthRootState, unknown, UnknownAction>;

export const { useDispatch: useAuthDispatch, useSelector: useAuthSelector } =
  storeHooksFor<AuthRootState>();
