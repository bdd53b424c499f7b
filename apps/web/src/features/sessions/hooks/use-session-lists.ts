import { useCallback, useEffect } from 'react';
import { loadSessions, selectSessions } from '../slice';
import { useSessionsDispatch, useSessionsSelector } from './store-hooks';

/** The session lists, fetched each time home opens (sessions change on other devices too). */
export function useSessionLists() {
  const dispatch = useSessionsDispatch();
  const sessions = useSessionsSelector(selectSessions);
  useEffect(() => {
    void dispatch(loadSessions());
  }, [dispatch]);
  const retry = useCallback(() => void dispatch(loadSessions()), [dispatch]);
  return { sessions, retry };
}
