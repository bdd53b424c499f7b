import { configureStore } from '@reduxjs/toolkit';
import type { Booking, SuggestedBooking } from '@kaizen/contracts';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { RequestError } from '../../lib/http/request-error';
import { fetchCompletedSessions, fetchCompletedSessionsCount, fetchUpcomingSessions } from './api';
import {
  bookingChanged,
  feedbackGiven,
  loadSessions,
  selectFeedbackNudge,
  sessionsReducer,
} from './slice';

vi.mock('./api', () => ({
  fetchUpcomingSessions: vi.fn(),
  fetchCompletedSessions: vi.fn(),
  fetchCompletedSessionsCount: vi.fn(),
}));

const booking = (id: string, startsAt: string, extra: Partial<Booking> = {}) =>
  ({ id, starts_at: startsAt, status: 'confirmed', feedback_given: false, ...extra }) as Booking;
const suggestion = { reason: 'Your usual Tuesday 6 PM' } as SuggestedBooking;
const makeStore = () => configureStore({ reducer: { sessions: sessionsReducer } });

function answerLists() {
  vi.mocked(fetchUpcomingSessions).mockResolvedValue({
    bookings: [booking('u1', '2026-03-02T12:30:00.000Z')],
    suggested_bookings: [suggestion],
    cancelled_bookings: [booking('x1', '2026-03-03T12:30:00.000Z', { status: 'cancelled' })],
  });
  vi.mocked(fetchCompletedSessions).mockResolvedValue({
    bookings: [
      booking('c2', '2026-02-20T12:30:00.000Z', { status: 'completed' }),
      booking('c1', '2026-02-10T12:30:00.000Z', { status: 'completed', feedback_given: true }),
    ],
  });
  vi.mocked(fetchCompletedSessionsCount).mockResolvedValue(2);
}

beforeEach(() => {
  vi.mocked(fetchUpcomingSessions).mockReset();
  vi.spyOn(console, 'info').mockImplementation(() => undefined);
});

describe('sessions state area (SPEC §3, §4 session lists)', () => {
  it('sets the fetching and loading flags before a fetch and clears both on success', async () => {
    answerLists();
    const store = makeStore();
    const pending = store.dispatch(loadSessions());
    expect(store.getState().sessions).toMatchObject({ dropdownStatus: true, loading: true });
    await pending;
    const state = store.getState().sessions;
    expect(state).toMatchObject({
      dropdownStatus: false,
      loading: false,
      error: null,
      completedSessionsCount: 2,
      suggestedSessions: [suggestion],
    });
    expect(state.upcomingSessions.map((item) => item.id)).toEqual(['u1']);
    expect(state.cancelledSessions.map((item) => item.id)).toEqual(['x1']);
    expect(state.latestSessionInfo?.id).toBe('c2');
  });

  it('on failure clears only the fetching flag, keeps loading on, logs and keeps the message', async () => {
    answerLists();
    vi.mocked(fetchUpcomingSessions).mockRejectedValue(
      new RequestError({ kind: 'network', messages: ['Please check your connection.'] }),
    );
    const store = makeStore();
    await store.dispatch(loadSessions());
    expect(store.getState().sessions).toMatchObject({
      dropdownStatus: false,
      loading: true,
      error: ['Please check your connection.'],
    });
    expect(console.info).toHaveBeenCalled();
  });

  it('a retry clears the error and succeeds', async () => {
    answerLists();
    vi.mocked(fetchUpcomingSessions).mockRejectedValueOnce(new Error('boom'));
    const store = makeStore();
    await store.dispatch(loadSessions());
    expect(store.getState().sessions.error).not.toBeNull();
    await store.dispatch(loadSessions());
    expect(store.getState().sessions).toMatchObject({ loading: false, error: null });
  });

  it('does not start a second fetch while one is on its way', async () => {
    answerLists();
    const store = makeStore();
    await Promise.all([store.dispatch(loadSessions()), store.dispatch(loadSessions())]);
    expect(fetchUpcomingSessions).toHaveBeenCalledTimes(1);
  });

  it('moves a rescheduled session into order and drops a cancelled one', async () => {
    answerLists();
    vi.mocked(fetchUpcomingSessions).mockResolvedValue({
      bookings: [
        booking('a', '2026-03-02T12:30:00.000Z'),
        booking('b', '2026-03-04T12:30:00.000Z'),
      ],
      suggested_bookings: [],
      cancelled_bookings: [],
    });
    const store = makeStore();
    await store.dispatch(loadSessions());
    store.dispatch(bookingChanged(booking('a', '2026-03-06T12:30:00.000Z')));
    expect(store.getState().sessions.upcomingSessions.map((item) => item.id)).toEqual(['b', 'a']);
    store.dispatch(
      bookingChanged(booking('b', '2026-03-04T12:30:00.000Z', { status: 'cancelled' })),
    );
    expect(store.getState().sessions.upcomingSessions.map((item) => item.id)).toEqual(['a']);
  });

  it('the feedback nudge asks about the latest completed session until feedback is given', async () => {
    answerLists();
    const store = makeStore();
    await store.dispatch(loadSessions());
    expect(selectFeedbackNudge(store.getState())?.id).toBe('c2');
    store.dispatch(feedbackGiven('c2'));
    expect(selectFeedbackNudge(store.getState())).toBeNull();
    expect(store.getState().sessions.completedSessions[0]?.feedback_given).toBe(true);
  });
});
