import { runLoad, type LoadResult } from '../lib/load';

export interface ExpertsResults {
  search: LoadResult;
  searchOverHealth: number;
  slots: LoadResult;
}

/** The SPEC §3 person: Hindi-speaking, for anxiety, price tier at most 2. */
export const THREE_FILTER_SEARCH =
  '/api/providers?languages=hindi&concerns=anxiety&max_price_tier=2';

export async function benchExperts(baseUrl: string, health: LoadResult): Promise<ExpertsResults> {
  const search = await runLoad({
    name: 'GET /api/providers, 3 filters, 5,300 providers',
    url: baseUrl + THREE_FILTER_SEARCH,
  });
  const page = (await (await fetch(baseUrl + THREE_FILTER_SEARCH)).json()) as {
    data: { providers: { uuid: string }[] };
  };
  const provider = page.data.providers[0];
  if (!provider) throw new Error('the three-filter search found no provider');
  const from = new Date();
  const to = new Date(from.getTime() + 14 * 24 * 3600 * 1000);
  const slots = await runLoad({
    name: 'GET /api/providers/{uuid}/slots, 14 days',
    url: `${baseUrl}/api/providers/${provider.uuid}/slots?kind=tele&from=${from.toISOString()}&to=${to.toISOString()}`,
  });
  return { search, searchOverHealth: search.requestsPerSecond / health.requestsPerSecond, slots };
}
