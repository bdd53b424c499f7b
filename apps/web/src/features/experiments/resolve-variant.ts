import {
  pickVariant,
  type ExperimentAssignment,
  type ExperimentVariant,
  type RemoteConfig,
} from '@kaizen/contracts';
import { readJson, type KeyValueStore } from '../../lib/storage';

// SPEC §4 experiments, on the client. A signed-in person: the server reads the stored value in the
// realtime tree once, uses it unless there is an override, else writes the given one (the
// weighted pick for the person) and answers it. A visitor: the choice saved in this browser, else
// the remote config's value (source 'experiment') picked for this device. The choice is saved
// locally as JSON under the experiment's name (SPEC §3 matching_experiment_24). Any failure is
// logged and reported, and the variant is false.

export interface VariantSources {
  signedIn: boolean;
  /** A variant asked for explicitly (the address's ?{name}=), written and used. */
  override: string | null;
  store: KeyValueStore;
  assign: (name: string, override: string | null) => Promise<ExperimentAssignment>;
  remoteConfig: () => Promise<RemoteConfig>;
  /** The visitor's stable key (the device id). */
  visitorKey: () => string;
  report: (error: unknown) => void;
}

async function visitorVariant(name: string, sources: VariantSources): Promise<string | null> {
  if (sources.override !== null) return sources.override;
  const saved = readJson<unknown>(sources.store, name);
  if (typeof saved === 'string' && saved !== '') return saved;
  const config = await sources.remoteConfig();
  const experiment = config.experiments.find(
    (candidate) => candidate.name === name && candidate.source === 'experiment',
  );
  return experiment ? pickVariant(name, sources.visitorKey(), experiment.variants) : null;
}

export async function resolveVariant(
  name: string,
  sources: VariantSources,
): Promise<ExperimentVariant> {
  try {
    const variant = sources.signedIn
      ? (await sources.assign(name, sources.override)).variant
      : await visitorVariant(name, sources);
    if (variant === null) sources.store.removeItem(name);
    else sources.store.setItem(name, JSON.stringify(variant));
    return variant;
  } catch (error) {
    console.error(`Experiment ${name}: the variant could not be read`, error);
    sources.report(error);
    return false;
  }
}
