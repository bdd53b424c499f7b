import { runLighthouse, type LighthouseResult } from '../lib/lighthouse';
import { signUpBenchUser } from '../lib/sessions';
import { THREE_FILTER_SEARCH } from './experts';

/** Issue 14 targets: ≥ 95 on the public pages, ≥ 90 on the signed-in home, LCP < 2.5 s. */
export const LIGHTHOUSE_TARGETS = { publicPage: 95, signedInHome: 90, lcpMs: 2_500 } as const;

/** Lighthouse mobile for log-in, the expert listing, an expert's profile and the signed-in home. */
export async function benchLighthouse(baseUrl: string): Promise<LighthouseResult[]> {
  const page = (await (await fetch(baseUrl + THREE_FILTER_SEARCH)).json()) as {
    data: { providers: { uuid: string }[] };
  };
  const provider = page.data.providers[0];
  if (!provider) throw new Error('the three-filter search found no provider');
  const account = await signUpBenchUser(baseUrl, 99);
  return runLighthouse(baseUrl, [
    { name: 'log-in', path: '/auth/log-in/' },
    { name: 'expert listing', path: '/therapy-psychiatry/experts/' },
    { name: 'expert profile', path: `/therapy-psychiatry/experts/${provider.uuid}/` },
    { name: 'home (signed in)', path: '/', signedIn: account },
  ]);
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
