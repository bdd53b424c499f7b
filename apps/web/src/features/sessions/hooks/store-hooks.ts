import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { useDispatch, useSelector } from 'react-redux';
import type { SessionsRootState } from '../slice';

// Typed hooks over the part of the store this feature owns (a feature may not import app/).
export type SessionsDispatch = ThunkDispatch<SessionsRootState, unknown, UnknownAction>;
export const useSessionsDispatch = useDispatch.withTypes<SessionsDispatch>();
export const useSessionsSelector = useSelector.withTypes<SessionsRootState>();
