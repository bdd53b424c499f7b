import { TRACING_SAMPLING_REFRESH_MS } from '@kaizen/contracts';
import { readJson, type KeyValueStore } from '../storage';
import { StorageKey } from '../storage-keys';

// Whether this app sends spans (issue 15, SPEC §9 "sampling refresh 24 h"; SPEC §4 start-up):
// the API says what share of apps trace (GET /api/telemetry/tracing, 0 when the server exports
// nothing); the app draws once, keeps the decision on the device and asks again after 24 h.

interface SamplingDecision {
  probability: number;
  sampled: boolean;
  decided_at: number;
}

interface SamplerOptions {
  store: KeyValueStore;
  now(): number;
  random(): number;
  /** The server's sampling probability; rejects when it cannot be asked. */
  fetchProbability(): Promise<number>;
}

interface Sampler {
  /** The current decision, asking the server first when there is none younger than 24 h. */
  sampled(): Promise<boolean>;
}

export function createSampler(options: SamplerOptions): Sampler {
  let asking: Promise<boolean> | null = null;

  const fresh = () => {
    const stored = readJson<SamplingDecision>(options.store, StorageKey.tracingSampling);
    const age = options.now() - (stored?.decided_at ?? Number.NEGATIVE_INFINITY);
    return stored && age >= 0 && age < TRACING_SAMPLING_REFRESH_MS ? stored : null;
  };

  const ask = async () => {
    try {
      const probability = await options.fetchProbability();
      const decision: SamplingDecision = {
        probability,
        sampled: probability > 0 && options.random() < probability,
        decided_at: options.now(),
      };
      options.store.setItem(StorageKey.tracingSampling, JSON.stringify(decision));
      return decision.sampled;
    } catch {
      // Not known: nothing is sent, and the next delivery asks again.
      return false;
    } finally {
      asking = null;
    }
  };

  return {
    sampled() {
      const decision = fresh();
      if (decision) return Promise.resolve(decision.sampled);
      asking ??= ask();
      return asking;
    },
  };
}
