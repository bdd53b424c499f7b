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
 * validate_token as real clients call it: each connection is one signed-in device that sends its
 * current token and takes the rotated one from the `access-token` response header (SPEC §4).
 */
function validateTokenRequests(sessions: DeviceSession[]): autocannon.Request[] {
  let next = 0;
  type Context = { session?: DeviceSession };
  return [
    {
      method: 'GET',
      path: '/api/authenticate/validate_token',
      setupRequest: (request, context) => {
        const ctx = context as Context;
        const assigned = sessions[next++ % sessions.length];
        if (!ctx.session && assigned) ctx.session = { ...assigned };
        return { ...request, headers: { ...request.headers, platform: 'kaizen', ...ctx.session } };
      },
      onResponse: (_status, _body, context, headers) => {
        const ctx = context as Context;
        const token = (headers as Record<string, string> | undefined)?.['access-token'];
        if (token && ctx.session) ctx.session['access-token'] = token;
      },
    },
  ];
}

export async function benchFoundation(baseUrl: string): Promise<FoundationResults> {
  const health = await runLoad({ name: 'GET /api/health', url: baseUrl + '/api/health' });
  const sessions = await createDeviceSessions(baseUrl, 5, 10);
  const validateToken = await runLoad({
    name: 'GET /api/authenticate/validate_token (authenticated)',
    url: baseUrl,
    requests: validateTokenRequests(sessions),
  });
  return {
    health,
    validateToken,
    validateTokenOverHealth: validateToken.requestsPerSecond / health.requestsPerSecond,
    loginPageJavaScript: await measureJavaScript(baseUrl, '/auth/log-in/'),
  };
}
