import {
  adminExperimentsEndpoint,
  defineExperimentEndpoint,
  experimentAssignmentEndpoint,
  remoteConfigEndpoint,
  setExperimentActiveEndpoint,
  type AdminExperiment,
  type ExperimentAssignment,
  type ExperimentDefinitionBody,
  type RemoteConfig,
} from '@kaizen/contracts';
import { call } from '../../lib/http/call';
import { operatorHeaders } from '../../lib/operator-token';

// Experiments' calls (endpoints in contracts endpoints/experiments.ts): a person's variant, the
// visitors' remote config, and the operator console's (sent with the operator token).

export async function assignExperiment(
  name: string,
  override: string | null,
): Promise<ExperimentAssignment> {
  const body = override === null ? {} : { override };
  return (await call(experimentAssignmentEndpoint, { params: { name }, body })).data;
}

export async function fetchRemoteConfig(): Promise<RemoteConfig> {
  return (await call(remoteConfigEndpoint)).data;
}

export async function fetchExperiments(signal?: AbortSignal): Promise<AdminExperiment[]> {
  return (await call(adminExperimentsEndpoint, { signal, headers: operatorHeaders() })).data;
}

export async function defineExperiment(body: ExperimentDefinitionBody): Promise<AdminExperiment> {
  return (await call(defineExperimentEndpoint, { body, headers: operatorHeaders() })).data;
}

export async function setExperimentActive(name: string, active: boolean): Promise<AdminExperiment> {
  const answer = await call(setExperimentActiveEndpoint, {
    params: { name },
    body: { active },
    headers: operatorHeaders(),
  });
  return answer.data;
}
