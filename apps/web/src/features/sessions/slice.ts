import { createAsyncThunk, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Booking, SuggestedBooking } from '@kaizen/contracts';
import { errorMessagesOf } from '../../lib/http/request-error';
import { addStateArea } from '../../lib/state-areas';
import type * as SessionsApi from './api';

/** SPEC §3 sessions state area (not persisted; emptied when the session ends). */
export interface SessionsState {
  /** Confirmed sessions that have not ended, soonest first. */
  upcomingSessions: Booking[];
  /** Completed sessions, latest first. */
  completedSessions: Booking[];
  suggestedSessions: SuggestedBooking[];
  /** Sessions the clinician cancelled that would not have ended yet: home shows why. */
  cancelledSessions: Booking[];
  /**
   * The fetching flag of SPEC §4 "Session lists" (the original app's name): true while the
   * lists are on their way, cleared whether they arrive or not.
   */
  dropdownStatus: boolean;
  /** Set before a fetch, cleared on success only: it stays on after a failure (SPEC §4). */
  loading: boolean;
  /** The latest completed session: the feedback nudge asks about it until feedback is given. */
  latestSessionInfo: Booking | null;
  /** SPEC §3 analytics info total_completed_sessions; null before the first answer. */
  completedSessionsCount: number | null;
  /** Messages of the last failed fetch, so the page explains itself and offers a retry. */
  error: string[] | null;
}

export interface SessionsRootState {
  sessions: SessionsState;
}

export const initialSessionsState: SessionsState = {
  upcomingSessions: [],
  completedSessions: [],
  suggestedSessions: [],
  cancelledSessions: [],
  dropdownStatus: false,
  loading: false,
  latestSessionInfo: null,
  completedSessionsCount: null,
  error: null,
};

interface SessionLists {
  upcoming: Booking[];
  suggested: SuggestedBooking[];
  cancelled: Booking[];
  completed: Booking[];
  completedCount: number;
}

type ThunkConfig = { state: SessionsRootState; rejectValue: string[] };

// The HTTP client loads with the first fetch, not with the store (which every page loads).
let api: Promise<typeof SessionsApi> | undefined;
const loadApi = () => (api ??= import('./api'));

/** The upcoming, suggested and completed lists and the completed count, together. */
export const loadSessions = createAsyncThunk<SessionLists, void, ThunkConfig>(
  'sessions/load',
  async (_, { rejectWithValue }) => {
    try {
      const calls = await loadApi();
      const [upcoming, completed, completedCount] = await Promise.all([
        calls.fetchUpcomingSessions(),
        calls.fetchCompletedSessions(),
        calls.fetchCompletedSessionsCount(),
      ]);
      return {
        upcoming: upcoming.bookings,
        suggested: upcoming.suggested_bookings,
        cancelled: upcoming.cancelled_bookings,
        completed: completed.bookings,
        completedCount,
      };
    } catch (error) {
      // SPEC §8: session fetch failures are logged.
      console.info('Session lists could not be loaded', error);
      return rejectWithValue(errorMessagesOf(error));
    }
  },
  { condition: (_, { getState }) => !getState().sessions.dropdownStatus },
);

const byStart = (a: Booking, b: Booking) => a.starts_at.localeCompare(b.starts_at);

const sessionsSlice = createSlice({
  name: 'sessions',
  initialState: initialSessionsState,
  reducers: {
    /** A booking the person just moved or cancelled: the lists follow without a refetch. */
    bookingChanged(state, action: PayloadAction<Booking>) {
      const booking = action.payload;
      const others = state.upcomingSessions.filter((item) => item.id !== booking.id);
      state.upcomingSessions =
        booking.status === 'confirmed' ? [...others, booking].sort(byStart) : others;
    },
    feedbackGiven(state, action: PayloadAction<string>) {
      for (const booking of state.completedSessions) {
        if (booking.id === action.payload) booking.feedback_given = true;
      }
      if (state.latestSessionInfo?.id === action.payload) {
        state.latestSessionInfo.feedback_given = true;
      }
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(loadSessions.pending, (state) => {
        state.dropdownStatus = true;
        state.loading = true;
        state.error = null;
      })
      .addCase(loadSessions.fulfilled, (state, action) => {
        state.dropdownStatus = false;
        state.loading = false;
        state.upcomingSessions = action.payload.upcoming;
        state.suggestedSessions = action.payload.suggested;
        state.cancelledSessions = action.payload.cancelled;
        state.completedSessions = action.payload.completed;
        state.latestSessionInfo = action.payload.completed[0] ?? null;
        state.completedSessionsCount = action.payload.completedCount;
      })
      .addCase(loadSessions.rejected, (state, action) => {
        // SPEC §4: only the fetching flag clears; loading stays on.
        state.dropdownStatus = false;
        state.error = action.payload ?? errorMessagesOf(action.error);
      });
  },
});

export const { bookingChanged, feedbackGiven } = sessionsSlice.actions;
export const sessionsReducer = sessionsSlice.reducer;

export const selectSessions = (state: SessionsRootState) => state.sessions;

/** The latest completed session while it still waits for feedback; null otherwise. */
export const selectFeedbackNudge = (state: SessionsRootState): Booking | null => {
  const latest = state.sessions.latestSessionInfo;
  return latest && !latest.feedback_given ? latest : null;
};

// Added to the store with this code (lib/state-areas.ts); emptied when the session ends.
addStateArea('sessions', sessionsReducer, { endsWithSession: true });
