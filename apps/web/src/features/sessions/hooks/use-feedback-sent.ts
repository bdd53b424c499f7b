import { feedbackGiven } from '../slice';
import { useSessionsDispatch } from './store-hooks';

/** Marks a session's feedback as given (the nudge goes away), then runs `then` (close). */
export function useFeedbackSent(then: () => void) {
  const dispatch = useSessionsDispatch();
  return (bookingId: string) => {
    dispatch(feedbackGiven(bookingId));
    then();
  };
}
