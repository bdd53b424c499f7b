import { runLighthouse, type LighthouseResult } from '../lib/lighthouse';
import { signUpBenchUser } from '../lib/sessions';
import { THREE_FILTER_SEARCH } from './experts';

/** Issue 14 targets: ≥ 95 on the public pages, ≥ 90 on the signed-in home, LCP < 2.5 s. */
export const LIGHTHOUSE_TARGETS = { publicPage: 95, signedInHome: 90, lcpMs: 2_500 } as const;

/** BENCH_LIGHTHOUSE_RUNS, or `fallback` when it is not set. */
export function lighthouseRunsFromEnv(fallback: number): number {
  const raw = process.env.BENCH_LIGHTHOUSE_RUNS;
  const runs = raw === undefined ? fallback : Number(raw);
  if (!Number.isInteger(runs) || runs < 1) {
    throw new Error(`BENCH_LIGHTHOUSE_RUNS must be a whole number of at least 1, not "${raw}"`);
  }
  return runs;
}

/**
 * Lighthouse mobile for log-in, the expert listing, an expert's profile and the signed-in home,
 * `runs` times: one simulated-throttling run moves a score by several points, so comparisons
 * take the median. Each page reports its median run by score, with every run's score beside it.
 */
export async function benchLighthouse(baseUrl: string, runs: number): Promise<LighthouseResult[]> {
  const page = (await (await fetch(baseUrl + THREE_FILTER_SEARCH)).json()) as {
    data: { providers: { uuid: string }[] };
  };
  const provider = page.data.providers[0];
  if (!provider) throw new Error('the three-filter search found no provider');
  const account = await signUpBenchUser(baseUrl, 99);
  const pages = [
    { name: 'log-in', path: '/auth/log-in/' },
    { name: 'expert listing', path: '/therapy-psychiatry/experts/' },
    { name: 'expert profile', path: `/therapy-psychiatry/experts/${provider.uuid}/` },
    { name: 'home (signed in)', path: '/', signedIn: account },
  ];
  const rounds: LighthouseResult[][] = [];
  for (let round = 0; round < runs; round += 1) {
    rounds.push(await runLighthouse(baseUrl, pages));
  }
  return pages.map((page, index) =>
    medianRun(
      page.path,
      rounds.flatMap((round) => round[index] ?? []),
    ),
  );
}

function medianRun(path: string, results: LighthouseResult[]): LighthouseResult {
  const byScore = [...results].sort((a, b) => a.performance - b.performance);
  const median = byScore[Math.floor((byScore.length - 1) / 2)];
  if (!median) throw new Error(`Lighthouse gave no result for ${path}`);
  return { ...median, scores: results.map((r) => r.performance) };
}

/** The pages below their target, as the bench prints them; empty when all pass. */
export function lighthouseShortfalls(results: LighthouseResult[]): string[] {
  return results.flatMap((r) => {
    const target =
      r.name === 'home (signed in)'
        ? LIGHTHOUSE_TARGETS.signedInHome
        : LIGHTHOUSE_TARGETS.publicPage;
    const misses: string[] = [];
    if (r.performance < target) misses.push(`performance ${r.performance} < ${target}`);
    if (!(r.lcpMs < LIGHTHOUSE_TARGETS.lcpMs)) misses.push(`LCP ${r.lcpMs} ms ≥ 2500 ms`);
    return misses.length ? [`${r.name}: ${misses.join(', ')}`] : [];
  });
}
