import { useMemo } from 'react';
import { OperatorAnalyticsPage } from '../../../features/analytics/pages/OperatorAnalyticsPage';
import { operatorHeaders } from '../../../lib/operator-token';

/** /operator/analytics: the analytics feature's dashboard with the console's token header. */
export function OperatorAnalyticsRoute() {
  // Read once: the page reloads its data when the headers object changes.
  const headers = useMemo(() => operatorHeaders(), []);
  return <OperatorAnalyticsPage operatorHeaders={headers} />;
}
