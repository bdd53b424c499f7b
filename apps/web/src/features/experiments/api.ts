import {
  adminExperimentResponseSchema,
  adminExperimentsResponseSchema,
  experimentAssignmentResponseSchema,
  remoteConfigResponseSchema,
  type AdminExperiment,
  type ExperimentAssignment,
  type ExperimentDefinitionBody,
  type RemoteConfig,
} from '@kaizen/contracts';
import { http } from '../../lib/http/client';
import { operatorHeaders } from '../../lib/operator-token';

// Experiments' calls (api experiments/routes.ts): a person's variant, the visitors' remote
// config, and the operator console's (sent with the operator token).

export async function assignExperiment(
  name: string,
  override: string | null,
): Promise<ExperimentAssignment> {
  const response = await http.post(
    `customers/experiments/${encodeURIComponent(name)}`,
    override === null ? {} : { override },
  );
  return experimentAssignmentResponseSchema.parse(response.data).data;
}

export async function fetchRemoteConfig(): Promise<RemoteConfig> {
  const response = await http.get('experiments/remote-config');
  return remoteConfigResponseSchema.parse(response.data).data;
}

export async function fetchExperiments(signal?: AbortSignal): Promise<AdminExperiment[]> {
  const response = await http.get('admin/experiments', { signal, headers: operatorHeaders() });
  return adminExperimentsResponseSchema.parse(response.data).data;
}

export async function defineExperiment(body: ExperimentDefinitionBody): Promise<AdminExperiment> {
  const response = await http.post('admin/experiments', body, { headers: operatorHeaders() });
  return adminExperimentResponseSchema.parse(response.data).data;
}

export async function setExperimentActive(name: string, active: boolean): Promise<AdminExperiment> {
  const response = await http.patch(
    `admin/experiments/${encodeURIComponent(name)}`,
    { active },
    { headers: operatorHeaders() },
  );
  return adminExperimentResponseSchema.parse(response.data).data;
}
