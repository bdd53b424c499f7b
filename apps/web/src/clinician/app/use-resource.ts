import { useCallback, useEffect, useState } from 'react';
import type { z } from 'zod';
import { RequestError } from '../../lib/http/request-error';
import { api } from './session';

export type Resource<T> =
  { state: 'loading' } | { state: 'failed'; message: string } | { state: 'ready'; data: T };

/** The first message of a failed call, for an inline alert. */
export const messageOf = (error: unknown): string =>
  error instanceof RequestError && error.messages[0]
    ? error.messages[0]
    : 'Something went wrong. Please try again.';

/** GETs a workspace endpoint and parses its `{ data }` with the shared schema; reload() re-reads. */
export function useResource<T>(
  path: string,
  schema: z.ZodType<{ data: T }>,
): [Resource<T>, () => Promise<void>] {
  const [resource, setResource] = useState<Resource<T>>({ state: 'loading' });
  const load = useCallback(async () => {
    try {
      const response = await api.get(path);
      setResource({ state: 'ready', data: schema.parse(response.data).data });
    } catch (error) {
      setResource({ state: 'failed', message: messageOf(error) });
    }
  }, [path, schema]);
  useEffect(() => {
    setResource({ state: 'loading' });
    void load();
  }, [load]);
  return [resource, load];
}
