import type { ProviderListResponse, ProviderSort } from '@kaizen/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';
import { createClinic, createProvider } from './test-support';

// Cursor pagination of GET /api/providers: walking every page gives exactly the one-page answer,
// in the same order, with ties (same earliest slot, same score) and providers without slots.

const HOUR = 3_600_000;
let t: TestApp;
let clinicId: number;

async function page(sort: ProviderSort, limit: number, cursor?: string | null, extra = '') {
  const after = cursor ? `&cursor=${cursor}` : '';
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/providers?ih_clinic_ids=${clinicId}&sort=${sort}&limit=${limit}&concerns=anxiety,stress&languages=hindi,english${after}${extra}`,
  });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as ProviderListResponse).data;
}

async function walk(sort: ProviderSort, limit: number, extra = '') {
  const seen: string[] = [];
  let cursor: string | null = null;
  let pages = 0;
  do {
    const result = await page(sort, limit, cursor, extra);
    expect(result.providers.length).toBeLessThanOrEqual(limit);
    seen.push(...result.providers.map((card) => card.uuid));
    cursor = result.next_cursor;
    pages += 1;
  } while (cursor && pages < 50);
  return { seen, pages };
}

beforeAll(async () => {
  t = await createTestApp();
  clinicId = (await createClinic(t.app.db)).id;
  const now = t.clock.now().getTime();
  for (let i = 0; i < 23; i++) {
    // Every third has no slot; the others share four start times, so ties are common.
    const at = i % 3 === 0 ? null : new Date(now + ((i % 4) + 1) * HOUR);
    await createProvider(t.app.db, {
      clinicIds: [clinicId],
      languages: i % 2 ? ['hindi'] : ['english', 'hindi'],
      concerns: i % 5 ? ['anxiety'] : ['anxiety', 'stress'],
      yearsOfExperience: i % 4,
      earliest: { tele: at },
    });
  }
});

afterAll(() => t.app.close());

describe('GET /api/providers cursor pages', () => {
  // Earliest over one kind walks the availability index; over several kinds, and by relevance,
  // every match is scored: both plans must page the same way.
  it.each([
    ['earliest', ''],
    ['earliest', '&session_kinds=tele'],
    ['earliest', '&session_kinds=tele,group'],
    ['relevance', ''],
  ] as const)(
    'sort=%s%s: every page walked gives the single-page answer, no duplicates, no gaps',
    async (sort, extra) => {
      const whole = (await page(sort, 50, null, extra)).providers.map((card) => card.uuid);
      expect(whole).toHaveLength(23);
      for (const limit of [1, 4, 7, 23]) {
        const { seen, pages } = await walk(sort, limit, extra);
        expect(seen).toEqual(whole);
        expect(new Set(seen).size).toBe(seen.length);
        expect(pages).toBe(Math.ceil(23 / limit));
      }
    },
  );

  it.each(['', '&session_kinds=tele,group'])(
    'sorts by earliest slot%s with ties by id and providers without a slot last',
    async (extra) => {
      const cards = (await page('earliest', 50, null, extra)).providers;
      const times = cards.map((card) => card.earliest_available_datetime);
      const firstNull = times.indexOf(null);
      expect(firstNull).toBe(15);
      expect(times.slice(firstNull).every((time) => time === null)).toBe(true);
      const dated = times.slice(0, firstNull).map((time) => Date.parse(time ?? ''));
      expect(dated).toEqual([...dated].sort((a, b) => a - b));
    },
  );

  it('answers next_cursor null on the last page and 20 per page by default', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/providers?ih_clinic_ids=${clinicId}`,
    });
    const { data } = response.json() as ProviderListResponse;
    expect(data.providers).toHaveLength(20);
    const rest = await page('earliest', 20, data.next_cursor);
    expect(rest.providers).toHaveLength(3);
    expect(rest.next_cursor).toBeNull();
  });

  it('continues after the last row shown even when earlier rows appear meanwhile', async () => {
    const first = await page('earliest', 5);
    // Sorts before everything already shown: it must not push a row of page 1 onto page 2.
    await createProvider(t.app.db, {
      clinicIds: [clinicId],
      languages: ['hindi'],
      concerns: ['anxiety'],
      earliest: { tele: new Date(t.clock.now().getTime() + 60_000) },
    });
    const second = await page('earliest', 5, first.next_cursor);
    const shown = new Set(first.providers.map((card) => card.uuid));
    expect(second.providers.some((card) => shown.has(card.uuid))).toBe(false);
    const whole = (await page('earliest', 50)).providers.map((card) => card.uuid);
    expect(whole.indexOf(second.providers[0]?.uuid ?? '')).toBe(6);
  });
});
