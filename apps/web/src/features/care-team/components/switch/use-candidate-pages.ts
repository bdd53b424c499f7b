import type { ProviderCard } from '@kaizen/contracts';
import { useCallback, useEffect, useState } from 'react';
import { fetchProviders } from '../../../../entities/provider/provider-calls';
import { errorMessagesOf, isCancelledRequest } from '../../../../lib/http/request-error';

type CandidatePages =
  | { status: 'loading' }
  | { status: 'error'; messages: string[] }
  | { status: 'ready'; providers: ProviderCard[]; next: string | null; more: boolean };

/**
 * Directory pages for a query (the listing's own call): the first page whenever the query
 * changes, the next one appended on `loadMore`. `retry` asks for the first page again.
 */
export function useCandidatePages(search: string) {
  const [pages, setPages] = useState<CandidatePages>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    const controller = new AbortController();
    setPages({ status: 'loading' });
    fetchProviders(search, null, controller.signal).then(
      (page) =>
        setPages({
          status: 'ready',
          providers: page.providers,
          next: page.next_cursor,
          more: false,
        }),
      (error: unknown) => {
        if (controller.signal.aborted || isCancelledRequest(error)) return;
        setPages({ status: 'error', messages: errorMessagesOf(error) });
      },
    );
    return () => controller.abort();
  }, [search, attempt]);

  const loadMore = useCallback(async () => {
    if (pages.status !== 'ready' || !pages.next || pages.more) return;
    setPages({ ...pages, more: true });
    try {
      const page = await fetchProviders(search, pages.next);
      setPages({
        status: 'ready',
        providers: [...pages.providers, ...page.providers],
        next: page.next_cursor,
        more: false,
      });
    } catch (error) {
      setPages({ status: 'error', messages: errorMessagesOf(error) });
    }
  }, [pages, search]);

  return { pages, loadMore, retry: () => setAttempt((value) => value + 1) };
}
