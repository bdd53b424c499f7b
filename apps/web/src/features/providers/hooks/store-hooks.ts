import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { useDispatch, useSelector } from 'react-redux';
import type { ProvidersRootState } from '../slice';

// Typed hooks over the part of the store this feature owns (a feature may not import app/).
export type ProvidersDispatch = ThunkDispatch<ProvidersRootState, unknown, UnknownAction>;
export const useProvidersDispatch = useDispatch.withTypes<ProvidersDispatch>();
export const useProvidersSelector = useSelector.withTypes<ProvidersRootState>();
