import { configureStore } from '@reduxjs/toolkit';
import { authReducer } from './slice';

/** A store holding only the auth state area, for the thunks' tests. */
export const createAuthStore = () => configureStore({ reducer: { auth: authReducer } });

export { aUser } from '../../test/fixtures';
