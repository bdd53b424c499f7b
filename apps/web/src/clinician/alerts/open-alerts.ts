import { clinicianRiskAlertsEndpoint, urlOf } from '@kaizen/contracts';
import { useSyncExternalStore } from 'react';
import { api } from '../app/session';

// The header badge: how many risk alerts wait for an acknowledgement. Read when the workspace
// opens and again after each acknowledgement.

let openCount = 0;
const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};
const snapshot = () => openCount;

export const useOpenAlertCount = () => useSyncExternalStore(subscribe, snapshot, snapshot);

export async function refreshOpenAlerts(): Promise<void> {
  try {
    const response = await api.get(`${urlOf(clinicianRiskAlertsEndpoint)}?status=open`);
    openCount = clinicianRiskAlertsEndpoint.response.parse(response.data).data.length;
  } catch {
    return; // The badge keeps its last count; the alerts page shows the failure itself.
  }
  for (const listener of listeners) listener();
}
