import { createAsyncThunk, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { ProviderCard, ProviderListResponse, ProviderProfile } from '@kaizen/contracts';
import { errorMessagesOf } from '../../lib/http/request-error';
import { addStateArea } from '../../lib/state-areas';
import type * as ProvidersApi from './api';
import type { ClinicsState } from './clinics-slice';

/** SPEC §3 providers state area: the listing, its loading flag and profiles cached by uuid. */
export interface ProvidersState {
  providers: ProviderCard[];
  /** The first page of a listing is on its way. */
  loading: boolean;
  loadingMore: boolean;
  /** The listing query (address search string) the list belongs to; null before any. */
  search: string | null;
  nextCursor: string | null;
  /** How many providers the last "show more" added (0 after a first page). */
  lastAdded: number;
  /** Messages of a failed first page, or of a failed "show more". */
  error: string[] | null;
  moreError: string[] | null;
  /** The request whose answer the list waits for; older answers are dropped. */
  requestId: string | null;
  profileCache: Record<string, ProviderProfile>;
}

export interface ProvidersRootState {
  providers: ProvidersState;
  clinics: ClinicsState;
}

const initialProvidersState: ProvidersState = {
  providers: [],
  loading: false,
  loadingMore: false,
  search: null,
  nextCursor: null,
  lastAdded: 0,
  error: null,
  moreError: null,
  requestId: null,
  profileCache: {},
};

type ThunkConfig = { state: ProvidersRootState; rejectValue: string[] };

/**
 * The HTTP client (axios, response schemas) loads with the first listing, not with the store:
 * the store is in the start-up bundle of every page, the log-in page included.
 */
let api: Promise<typeof ProvidersApi> | undefined;
const loadApi = () => (api ??= import('./api'));

/**
 * The first page of a listing. Skipped while that listing loads or is shown (back from a
 * profile). Not aborted when the page goes: a newer listing's request simply wins.
 */
export const loadProviders = createAsyncThunk<ProviderListResponse['data'], string, ThunkConfig>(
  'providers/load',
  async (search, { rejectWithValue }) => {
    try {
      const { fetchProviders } = await loadApi();
      return await fetchProviders(search, null);
    } catch (error) {
      return rejectWithValue(errorMessagesOf(error));
    }
  },
  {
    condition: (search, { getState }) => {
      const { providers } = getState();
      return !(providers.search === search && !providers.error);
    },
  },
);

/** The next page of the listing shown. */
export const loadMoreProviders = createAsyncThunk<ProviderListResponse['data'], void, ThunkConfig>(
  'providers/loadMore',
  async (_, { getState, rejectWithValue }) => {
    const { search, nextCursor } = getState().providers;
    try {
      const { fetchProviders } = await loadApi();
      return await fetchProviders(search ?? '', nextCursor);
    } catch (error) {
      return rejectWithValue(errorMessagesOf(error));
    }
  },
  {
    condition: (_, { getState }) => {
      const { providers } = getState();
      return Boolean(providers.nextCursor) && !providers.loading && !providers.loadingMore;
    },
  },
);

const providersSlice = createSlice({
  name: 'providers',
  initialState: initialProvidersState,
  reducers: {
    profileCached(state, action: PayloadAction<ProviderProfile>) {
      state.profileCache[action.payload.uuid] = action.payload;
    },
    /** The first page of a listing that came with the page (server-rendered, issue 14). */
    listingReceived(
      state,
      action: PayloadAction<{ search: string; data: ProviderListResponse['data'] }>,
    ) {
      Object.assign(state, {
        ...initialProvidersState,
        profileCache: state.profileCache,
        search: action.payload.search,
        providers: action.payload.data.providers,
        nextCursor: action.payload.data.next_cursor,
      });
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(loadProviders.pending, (state, action) => {
        state.search = action.meta.arg;
        state.requestId = action.meta.requestId;
        state.loading = true;
        state.loadingMore = false;
        state.providers = [];
        state.nextCursor = null;
        state.lastAdded = 0;
        state.error = null;
        state.moreError = null;
      })
      .addCase(loadProviders.fulfilled, (state, action) => {
        if (state.requestId !== action.meta.requestId) return;
        state.loading = false;
        state.providers = action.payload.providers;
        state.nextCursor = action.payload.next_cursor;
      })
      .addCase(loadProviders.rejected, (state, action) => {
        if (state.requestId !== action.meta.requestId) return;
        state.loading = false;
        state.error = action.payload ?? errorMessagesOf(action.error);
      })
      .addCase(loadMoreProviders.pending, (state, action) => {
        state.requestId = action.meta.requestId;
        state.loadingMore = true;
        state.moreError = null;
      })
      .addCase(loadMoreProviders.fulfilled, (state, action) => {
        if (state.requestId !== action.meta.requestId) return;
        state.loadingMore = false;
        const shown = new Set(state.providers.map((provider) => provider.uuid));
        const fresh = action.payload.providers.filter((provider) => !shown.has(provider.uuid));
        state.providers.push(...fresh);
        state.lastAdded = fresh.length;
        state.nextCursor = action.payload.next_cursor;
      })
      .addCase(loadMoreProviders.rejected, (state, action) => {
        if (state.requestId !== action.meta.requestId) return;
        state.loadingMore = false;
        state.moreError = action.payload ?? errorMessagesOf(action.error);
      });
  },
});

export const { listingReceived, profileCached } = providersSlice.actions;
export const providersReducer = providersSlice.reducer;

export const selectProviders = (state: ProvidersRootState) => state.providers;
export const selectCachedProfile = (uuid: string) => (state: ProvidersRootState) =>
  state.providers.profileCache[uuid];

// Added to the store with this code (lib/state-areas.ts): the log-in page does not load it.
addStateArea('providers', providersReducer);
