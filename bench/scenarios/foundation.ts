import type autocannon from 'autocannon';
import { measureJavaScript, type BundleSize } from '../lib/bundle-size';
import { runLoad, type LoadResult } from '../lib/load';
import { createDeviceSessions, type DeviceSession } from '../lib/sessions';

export interface FoundationResults {
  health: LoadResult;
  validateToken: LoadResult;
  validateTokenOverHealth: number;
  loginPageJavaScript: BundleSize;
}

/**
 * validate_token as real clients call it: each request takes a signed-in device from the pool,
 * sends its current token and returns the device with the rotated token from the `access-token`
 * response header (SPEC §4). A pool, not per-connection state: autocannon resets a connection's
 * context after every request of a one-request list. Each device has at most one request in
 * flight, as a real device would.
 */
function validateTokenRequests(sessions: DeviceSession[]): autocannon.Request[] {
  const idle = sessions.map((session) => ({ ...session }));
  type Context = { session?: DeviceSession };
  return [
    {
      method: 'GET',
      path: '/api/authenticate/validate_token',
      setupRequest: (request, context) => {
        const session = idle.shift();
        if (!session) throw new Error('more connections than signed-in devices');
        (context as Context).session = session;
        return { ...request, headers: { ...request.headers, platform: 'kaizen', ...session } };
      },
      onResponse: (_status, _body, context, headers) => {
        const session = (context as Context).session;
        if (!session) return;
        const token = (headers as Record<string, string> | undefined)?.['access-token'];
        if (token) session['access-token'] = token;
        idle.push(session);
      },
    },
  ];
}

export async function benchFoundation(baseUrl: string): Promise<FoundationResults> {
  const health = await runLoad({ name: 'GET /api/health', url: baseUrl + '/api/health' });
  // One device per connection plus spares, six users with ten devices each (the device cap).
  const sessions = await createDeviceSessions(baseUrl, 6, 10);
  const warmupSessions = await createDeviceSessions(baseUrl, 6, 10);
  const validateToken = await runLoad({
    name: 'GET /api/authenticate/validate_token (authenticated)',
    url: baseUrl,
    requests: validateTokenRequests(sessions),
    warmupRequests: validateTokenRequests(warmupSessions),
  });
  return {
    health,
    validateToken,
    validateTokenOverHealth: validateToken.requestsPerSecond / health.requestsPerSecond,
    loginPageJavaScript: await measureJavaScript(baseUrl, '/auth/log-in/'),
  };
}
