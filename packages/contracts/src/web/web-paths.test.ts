import { describe, expect, it } from 'vitest';
import { webPaths } from './web-paths';
import { isWebAppRoute } from './web-routes';

describe('webPaths', () => {
  it('builds addresses a screen exists for (web-routes.ts)', () => {
    const built = [
      webPaths.therapyPsychiatry,
      webPaths.experts,
      webPaths.expert('dr-asha'),
      webPaths.booking('dr-asha', { step: '4', booking_id: 'b1' }),
      webPaths.match('therapy'),
      webPaths.matchResults('couples'),
      webPaths.payments,
    ];
    for (const path of built) expect(isWebAppRoute(path), path).toBe(true);
  });

  it('encodes path parameters and the query', () => {
    expect(webPaths.expert('a/b c')).toBe('/therapy-psychiatry/experts/a%2Fb%20c');
    expect(webPaths.booking('x', { kind: 'video', start: '2026-11-26T10:00:00+05:30' })).toBe(
      '/therapy-psychiatry/booking/x?kind=video&start=2026-11-26T10%3A00%3A00%2B05%3A30',
    );
  });
});
