import type { ThunkAction, ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { useDispatch, useSelector } from 'react-redux';
import type { AuthRootState } from './slice';

export type AuthThunk<R> = ThunkAction<R, AuthRootState, unknown, UnknownAction>;
export type AuthDispatch = ThunkDispatch<AuthRootState, unknown, UnknownAction>;

export const useAuthDispatch = useDispatch.withTypes<AuthDispatch>();
export const useAuthSelector = useSelector.withTypes<AuthRootState>();
