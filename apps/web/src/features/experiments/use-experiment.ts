import { experimentRedirectDelay, type ExperimentVariant } from '@kaizen/contracts';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { deviceId } from '../../lib/device/device-id';
import { localStore } from '../../lib/storage';
import { reportException } from '../../lib/telemetry';
import { assignExperiment, fetchRemoteConfig } from './api';
import { resolveVariant } from './resolve-variant';

interface ExperimentState {
  /** null: not in the experiment (or not known yet); false: the lookup failed (SPEC §3). */
  variant: ExperimentVariant;
  /**
   * True once the variant is known or the SPEC §9 redirect delay (100 ms by default, at most
   * 1,000 ms) has passed: a page opened for the experiment waits that long, no longer.
   */
  settled: boolean;
}

/** The person's variant of `name` by the SPEC §4 rules (resolve-variant.ts). */
export function useExperiment(
  name: string,
  options: { signedIn: boolean; redirectDelayMs?: number },
): ExperimentState {
  const [searchParams] = useSearchParams();
  const override = searchParams.get(name);
  const [state, setState] = useState<ExperimentState>({ variant: null, settled: false });
  useEffect(() => {
    let live = true;
    const timer = setTimeout(
      () => live && setState((current) => ({ ...current, settled: true })),
      experimentRedirectDelay(options.redirectDelayMs),
    );
    void resolveVariant(name, {
      signedIn: options.signedIn,
      override,
      store: localStore,
      assign: assignExperiment,
      remoteConfig: fetchRemoteConfig,
      visitorKey: () => deviceId(),
      report: (error) => void reportException(error),
    }).then((variant) => {
      clearTimeout(timer);
      if (live) setState({ variant, settled: true });
    });
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [name, options.signedIn, options.redirectDelayMs, override]);
  return state;
}
