import { analyticsBatchSchema, type AnalyticsBatch } from '@kaizen/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createAnalytics, MAX_QUEUED_EVENTS, type AnalyticsEnvironment } from './pipeline';
import { createSafeStore, type KeyValueStore } from '../storage';
import { StorageKey } from '../storage-keys';

// The pipeline's SPEC §4 rules and SPEC §9 numbers, with fake timers. Each test quotes the SPEC
// sentence it checks.

const START = Date.UTC(2026, 10, 26, 4, 0);
let store: KeyValueStore;
let sent: { body: AnalyticsBatch; init: RequestInit }[];
let respond: () => Promise<Response>;
let address: string;
let ids = 0;

function environment(overrides: Partial<AnalyticsEnvironment> = {}): AnalyticsEnvironment {
  return {
    store,
    location: () => address,
    documentReferrer: () => '',
    now: () => Date.now(),
    newId: () => `id-${String((ids += 1)).padStart(8, '0')}`,
    deviceId: () => 'device-0001',
    sessionHeaders: () => null,
    fetch: vi.fn(async (_url: RequestInfo | URL, init?: RequestInit) => {
      const body = JSON.parse(String(init?.body)) as AnalyticsBatch;
      // Every batch the pipeline builds is one the API's contract accepts.
      analyticsBatchSchema.parse(body);
      sent.push({ body, init: init ?? {} });
      return respond();
    }) as unknown as typeof fetch,
    superProperties: () => ({}),
    ...overrides,
  };
}

const events = () => sent.flatMap((batch) => batch.body.events);

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(START);
  // A memory store: every test starts on a fresh device.
  store = createSafeStore(() => undefined);
  store.setItem(StorageKey.analyticsConsent, 'granted');
  sent = [];
  respond = async () => new Response('{"stored":1}', { status: 202 });
  address = 'https://kaizen.example/therapy-psychiatry/';
});
afterEach(() => {
  vi.useRealTimers();
});

describe('consent and SPEC §4 "Analytics: skipped when block_analytics or skip_analytics is \'true\'."', () => {
  it('records nothing before the person answers, and nothing after "No thanks"', async () => {
    for (const answer of [null, 'denied']) {
      if (answer) store.setItem(StorageKey.analyticsConsent, answer);
      else store.removeItem(StorageKey.analyticsConsent);
      const analytics = createAnalytics(environment());
      analytics.track('page_view');
      expect(analytics.queued()).toBe(0);
      await vi.advanceTimersByTimeAsync(60_000);
    }
    expect(sent).toEqual([]);
  });

  it.each([StorageKey.blockAnalytics, StorageKey.skipAnalytics])(
    '%s=true skips events',
    async (key) => {
      store.setItem(key, 'true');
      const analytics = createAnalytics(environment());
      analytics.track('page_view');
      await vi.advanceTimersByTimeAsync(10_000);
      expect(sent).toEqual([]);
    },
  );

  it('withdrawing drops what was queued, unsent', async () => {
    const analytics = createAnalytics(environment());
    analytics.track('page_view');
    store.setItem(StorageKey.analyticsConsent, 'denied');
    analytics.discard();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(sent).toEqual([]);
  });
});

describe('SPEC §9 "Analytics defaults: batch 50, flush 5 s, timeout 90 s"', () => {
  it('"flush 5 s": a queued event leaves 5 seconds after it was tracked, not before', async () => {
    const analytics = createAnalytics(environment());
    analytics.track('page_view');
    await vi.advanceTimersByTimeAsync(4_999);
    expect(sent).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(sent).toHaveLength(1);
    expect(sent[0]?.init.method).toBe('POST');
  });

  it('"batch 50": the 50th event sends a batch at once; 120 events go as 50 + 50 + 20', async () => {
    const analytics = createAnalytics(environment());
    for (let i = 0; i < 49; i++) analytics.track('item_viewed', { index: i });
    await vi.advanceTimersByTimeAsync(0);
    expect(sent).toHaveLength(0);
    analytics.track('item_viewed', { index: 49 });
    await vi.advanceTimersByTimeAsync(0);
    expect(sent.map((batch) => batch.body.events.length)).toEqual([50]);

    sent = [];
    for (let i = 0; i < 120; i++) analytics.track('item_viewed', { index: i });
    await vi.advanceTimersByTimeAsync(5_000);
    expect(sent.map((batch) => batch.body.events.length)).toEqual([50, 50, 20]);
  });

  it('"timeout 90 s": a request without an answer is given up after 90 seconds and retried', async () => {
    let aborted = 0;
    const analytics = createAnalytics(
      environment({
        fetch: vi.fn(
          (_url: RequestInfo | URL, init?: RequestInit) =>
            new Promise<Response>((_resolve, reject) => {
              init?.signal?.addEventListener('abort', () => {
                aborted += 1;
                reject(new DOMException('aborted', 'AbortError'));
              });
            }),
        ) as unknown as typeof fetch,
      }),
    );
    analytics.track('page_view');
    await vi.advanceTimersByTimeAsync(5_000);
    await vi.advanceTimersByTimeAsync(89_999);
    expect(aborted).toBe(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(aborted).toBe(1);
    // Kept for the next flush (an unreachable API loses nothing it can keep).
    expect(analytics.queued()).toBe(1);
  });

  it('retries after a busy or failing API, drops what the API refuses as malformed, bounds the queue', async () => {
    const analytics = createAnalytics(environment());
    respond = async () => new Response('{}', { status: 503 });
    analytics.track('page_view');
    await vi.advanceTimersByTimeAsync(5_000);
    expect(analytics.queued()).toBe(1);
    respond = async () => new Response('{}', { status: 422 });
    await vi.advanceTimersByTimeAsync(5_000);
    expect(analytics.queued()).toBe(0);

    respond = async () => new Response('{}', { status: 500 });
    for (let i = 0; i < MAX_QUEUED_EVENTS + 70; i++) analytics.track('item_viewed');
    await vi.advanceTimersByTimeAsync(30_000);
    expect(analytics.queued()).toBeLessThanOrEqual(MAX_QUEUED_EVENTS);
  });
});

describe('SPEC §9 "property truncation 255 characters", never clinical content', () => {
  it('cuts text at 255 characters and keeps flat values only', async () => {
    const analytics = createAnalytics(environment());
    analytics.track('search_made', {
      query: 'q'.repeat(300),
      count: 3,
      exact: false,
      nothing: null,
      nested: { a: 1 },
      list: [1, 2],
      infinite: Number.POSITIVE_INFINITY,
      'bad name': 'x',
      control: 'a\u0007b',
    });
    await analytics.flush();
    expect(events()[0]?.properties).toMatchObject({
      query: 'q'.repeat(255),
      count: 3,
      exact: false,
      nothing: null,
      control: 'ab',
    });
    expect(Object.keys(events()[0]?.properties ?? {})).not.toEqual(
      expect.arrayContaining(['nested', 'list', 'infinite', 'bad name']),
    );
  });

  it("an assessment flow's events carry no answers, scores or notes", async () => {
    const analytics = createAnalytics(environment());
    address = 'https://kaizen.example/assessments/phq9';
    analytics.pageChanged(address);
    analytics.track('page_view', { page: '/assessments/phq9' });
    analytics.track('assessment_started', { instrument: 'PHQ-9' });
    analytics.track('assessment_submitted', {
      instrument: 'PHQ-9',
      answers: '3,3,3,2,2,1,1,0,2',
      answer_9: 2,
      responses: 'x',
      total_score: 21,
      band: 'severe',
      severity: 'severe',
      notes: 'felt low',
      crisis: true,
      risk_level: 'high',
    });
    await analytics.flush();
    const body = JSON.stringify(sent.map((batch) => batch.body));
    expect(body).not.toMatch(
      /answer|response|score|band|severity|notes|crisis|risk|felt low|3,3,3/,
    );
    expect(events().map((event) => [event.event, event.properties?.instrument])).toEqual([
      ['page_view', undefined],
      ['assessment_started', 'PHQ-9'],
      ['assessment_submitted', 'PHQ-9'],
    ]);
  });
});

describe('SPEC §4 "Each tracked event adds current url, initial referrer (or direct) and previous referrer (or direct), with token query parameters removed."', () => {
  it('direct visits say direct; referrers and addresses lose their tokens', async () => {
    const analytics = createAnalytics(environment());
    address = 'https://kaizen.example/?app_token=secret&token=t&utm_source=insta#jwt=x';
    analytics.pageChanged(address);
    analytics.track('page_view');
    address = 'https://kaizen.example/therapy-psychiatry/?auth_token=a&type=therapy';
    analytics.pageChanged(address);
    analytics.track('page_view');
    await analytics.flush();
    expect(
      events().map(({ current_url, initial_referrer, previous_referrer }) => ({
        current_url,
        initial_referrer,
        previous_referrer,
      })),
    ).toEqual([
      {
        current_url: 'https://kaizen.example/?utm_source=insta',
        initial_referrer: 'direct',
        previous_referrer: 'direct',
      },
      {
        current_url: 'https://kaizen.example/therapy-psychiatry/?type=therapy',
        initial_referrer: 'direct',
        previous_referrer: 'https://kaizen.example/?utm_source=insta',
      },
    ]);
  });

  it('an external referrer is the initial referrer, kept for SPEC §9 "cookie 365 days"', async () => {
    const referrer = 'https://www.instagram.com/p/abc/?access_token=zzz&igsh=1';
    const analytics = createAnalytics(environment({ documentReferrer: () => referrer }));
    analytics.track('page_view');
    await analytics.flush();
    expect(events()[0]).toMatchObject({
      initial_referrer: 'https://www.instagram.com/p/abc/?igsh=1',
      previous_referrer: 'https://www.instagram.com/p/abc/?igsh=1',
    });

    // A later visit from elsewhere within 365 days keeps the first referrer...
    const later = createAnalytics(
      environment({ documentReferrer: () => 'https://search.example/' }),
    );
    vi.setSystemTime(START + 364 * 86_400_000);
    later.track('page_view');
    await later.flush();
    expect(events()[1]?.initial_referrer).toBe('https://www.instagram.com/p/abc/?igsh=1');
    // ...and after 365 days the referrer of that visit is the initial one again.
    vi.setSystemTime(START + 365 * 86_400_000);
    later.track('page_view');
    await later.flush();
    expect(events()[2]?.initial_referrer).toBe('https://search.example/');
  });
});

describe('SPEC §9 "replay idle 30 minutes, max recording 24 hours" (the analytics session; no screen is recorded)', () => {
  const sessionOf = (index: number) => events()[index]?.properties?.session_id;

  it('a new session after 30 minutes without events', async () => {
    const analytics = createAnalytics(environment());
    analytics.track('page_view');
    vi.setSystemTime(START + 29 * 60_000);
    analytics.track('page_view');
    vi.setSystemTime(START + 29 * 60_000 + 30 * 60_000);
    analytics.track('page_view');
    await analytics.flush();
    expect(sessionOf(0)).toBe(sessionOf(1));
    expect(sessionOf(2)).not.toBe(sessionOf(1));
  });

  it('a new session 24 hours after one began, however active', async () => {
    const analytics = createAnalytics(environment());
    for (let minute = 0; minute <= 24 * 60; minute += 20) {
      vi.setSystemTime(START + minute * 60_000);
      analytics.track('page_view');
    }
    await analytics.flush();
    await analytics.flush();
    const all = events();
    expect(new Set(all.slice(0, -1).map((event) => event.properties?.session_id)).size).toBe(1);
    expect(all.at(-1)?.properties?.session_id).not.toBe(all[0]?.properties?.session_id);
  });
});

describe('the request', () => {
  it('carries the device id and, when signed in, the session headers', async () => {
    const analytics = createAnalytics(
      environment({
        sessionHeaders: () => ({ 'access-token': 'token', client: 'client-1', uid: 'a@b.c' }),
      }),
    );
    analytics.track('page_view');
    await analytics.flush();
    expect(sent[0]?.body.device_id).toBe('device-0001');
    expect(sent[0]?.init.headers).toMatchObject({ 'access-token': 'token', client: 'client-1' });
  });

  it('logout (SPEC §4 "reset analytics") sends the queue and starts a new session', async () => {
    const analytics = createAnalytics(environment());
    analytics.track('page_view');
    const before = store.getItem(StorageKey.analyticsSession);
    await analytics.reset();
    expect(sent).toHaveLength(1);
    expect(before).not.toBeNull();
    expect(store.getItem(StorageKey.analyticsSession)).toBeNull();
  });
});
