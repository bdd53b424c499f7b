import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { useDispatch, useSelector } from 'react-redux';

/**
 * Typed store hooks over the part of the state a feature owns. A feature may not import app/
 * (where the whole store's type lives), so each declares the slice of state it reads and gets its
 * hooks here: one definition instead of a copy per feature.
 */
export function storeHooksFor<State>() {
  return {
    useDispatch: useDispatch.withTypes<ThunkDispatch<State, unknown, UnknownAction>>(),
    useSelector: useSelector.withTypes<State>(),
  };
}
