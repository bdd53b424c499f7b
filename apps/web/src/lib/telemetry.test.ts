import { errorReportRequestSchema } from '@kaizen/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { writeStoredSession } from './http/stored-session';
import { errorReportBody, RELEASE, reportException, reportFailedCall } from './telemetry';

describe('error reports (SPEC §2, §4)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('builds a body the API accepts, with the device client id', () => {
    writeStoredSession({ 'access-token': 't', client: 'device-1', uid: 'u', expiry: '1' });
    const body = errorReportBody(
      { message: 'Boom', stack: 'at x', componentStack: 'in Home' },
      new Date('2026-01-01T00:00:00Z'),
    );
    expect(errorReportRequestSchema.parse(body)).toMatchObject({
      message: 'Boom',
      component_stack: 'in Home',
      occurred_at: '2026-01-01T00:00:00.000Z',
      client_id: 'device-1',
    });
  });

  it('posts to /api/telemetry/errors and never throws', async () => {
    const fetchMock = vi.fn<typeof fetch>().mockRejectedValue(new TypeError('offline'));
    vi.stubGlobal('fetch', fetchMock);
    await expect(reportException(new Error('Broken'))).resolves.toBeUndefined();
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/telemetry/errors');
    const init = fetchMock.mock.calls[0]?.[1];
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toMatchObject({ message: 'Broken' });
  });
});

describe('failed calls in the error reports (issue 15)', () => {
  afterEach(() => vi.unstubAllGlobals());
  const sent = (fetchMock: ReturnType<typeof vi.fn<typeof fetch>>) =>
    fetchMock.mock.calls.map(
      (call) => JSON.parse(String(call[1]?.body)) as Record<string, unknown>,
    );

  it('reports server faults and timeouts with the path ids folded, query dropped, release and stage', () => {
    const fetchMock = vi.fn<typeof fetch>().mockResolvedValue(new Response(null, { status: 202 }));
    vi.stubGlobal('fetch', fetchMock);
    reportFailedCall({
      kind: 'http',
      status: 503,
      method: 'post',
      url: 'bookings/123/pay?token=x',
    });
    reportFailedCall({ kind: 'timeout', method: 'get', url: 'providers/abc-9f/slots' });
    expect(sent(fetchMock)).toEqual([
      expect.objectContaining({
        message: 'API call failed: 503 POST bookings/:id/pay',
        release: RELEASE,
        release_stage: 'production',
      }),
      expect.objectContaining({ message: 'API call timed out GET providers/:id/slots' }),
    ]);
  });

  it('leaves answers people act on (4xx), being offline and cancelled calls alone', () => {
    const fetchMock = vi.fn<typeof fetch>();
    vi.stubGlobal('fetch', fetchMock);
    reportFailedCall({ kind: 'http', status: 422, url: 'bookings' });
    reportFailedCall({ kind: 'http', status: 404, url: 'bookings/1' });
    reportFailedCall({ kind: 'network', url: 'bookings' });
    reportFailedCall({ kind: 'cancelled', url: 'bookings' });
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
