import { errorReportRequestSchema } from '@kaizen/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { writeStoredSession } from './http/stored-session';
import { errorReportBody, reportException } from './telemetry';

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
