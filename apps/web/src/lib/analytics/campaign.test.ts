import { afterEach, describe, expect, it, vi } from 'vitest';
import { attachAttribution } from './attribution';
import { addressWithIspm, attributionSuperProperties, keepCampaign } from './campaign';
import { keepClickId } from './click-attribution';
import { createSafeStore } from '../storage';
import { StorageKey } from '../storage-keys';

// SPEC §3 ad_user_params on this device, SPEC §4 ispm and attribution at sign-up.

const NOW = Date.UTC(2026, 10, 26, 4, 0);
const DAY = 86_400_000;
const fresh = () => createSafeStore(() => undefined);
const stored = (store: ReturnType<typeof fresh>) =>
  JSON.parse(store.getItem(StorageKey.adUserParams) ?? 'null') as Record<string, unknown> | null;
const place = (search: string) => ({ pathname: '/therapy-psychiatry/', search, hash: '#top' });

describe('campaign record at start-up', () => {
  it('keeps a normalised record of the landing address, with the click id kept before', () => {
    const store = fresh();
    keepClickId('gclid-1', NOW - DAY, store);
    keepCampaign('?utm_source=insta&utm_medium=cpc&utm_campaign=spring', NOW, store);
    expect(stored(store)).toEqual({
      clickid: 'gclid-1',
      marketing_data: { marketing_activity: 'organic' },
      utm_data: { utm_source: 'instagram', utm_medium: 'cpc', utm_campaign: 'spring' },
      timestamp: NOW,
      is_consumed: false,
      added_by: 'WEB',
    });
    // An address without campaign parameters changes nothing.
    keepCampaign('?sectionid=faq', NOW + 1000, store);
    expect(stored(store)?.timestamp).toBe(NOW);
  });

  it('SPEC §4 ispm: added for a fresh ad record when the address lacks it', () => {
    const store = fresh();
    expect(addressWithIspm(place('?a=1'), NOW, store)).toBeNull();
    keepCampaign('?utm_source=google&utm_medium=ppc', NOW, store);
    expect(addressWithIspm(place('?utm_source=google&utm_medium=ppc'), NOW, store)).toBe(
      '/therapy-psychiatry/?utm_source=google&utm_medium=ppc&ispm=true#top',
    );
    expect(addressWithIspm(place('?ispm=true'), NOW, store)).toBeNull();
    expect(addressWithIspm(place(''), NOW + 7 * DAY, store)).toBeNull();
    keepCampaign('?utm_source=newsletter&utm_medium=email', NOW, store);
    expect(addressWithIspm(place(''), NOW, store)).toBeNull();
  });

  it('fresh campaign fields ride along with every event; none once it is 7 days old', () => {
    const store = fresh();
    keepCampaign('?utm_source=insta&utm_medium=cpc&marketing_activity=bp_paid', NOW, store);
    expect(attributionSuperProperties(store, NOW + DAY)).toEqual({
      utm_source: 'instagram',
      utm_medium: 'cpc',
      marketing_activity: 'brand_partnership_paid',
    });
    expect(attributionSuperProperties(store, NOW + 7 * DAY)).toEqual({});
  });
});

describe('attribution at sign-up (SPEC §4)', () => {
  afterEach(() => vi.restoreAllMocks());
  const account = { firebaseid: 'fb-1', fb_token: 'fb-token', uuid: 'user-uuid' };

  function realtime(existing: unknown) {
    const writes: { url: string; body: unknown }[] = [];
    const send = vi.fn(async (url: RequestInfo | URL, init?: RequestInit) => {
      expect(init?.headers).toMatchObject({ Authorization: 'Bearer fb-token' });
      if (init?.method === 'PUT') {
        writes.push({ url: String(url), body: JSON.parse(String(init.body)) });
        return new Response(String(init.body), { status: 200 });
      }
      return new Response(JSON.stringify(existing), { status: 200 });
    }) as unknown as typeof fetch;
    return { writes, send };
  }

  it('attaches the fresh record, consumed, at attribution/{firebaseid}, then removes the local copy', async () => {
    const store = fresh();
    keepCampaign('?utm_source=insta&utm_medium=cpc', NOW, store);
    const { writes, send } = realtime(null);
    expect(await attachAttribution(account, NOW + DAY, store, send)).toBe('attached');
    expect(writes).toEqual([
      {
        url: '/api/realtime/attribution/fb-1',
        body: {
          marketing_data: { marketing_activity: 'organic' },
          utm_data: { utm_source: 'instagram', utm_medium: 'cpc' },
          timestamp: NOW,
          is_consumed: true,
          added_by: 'WEB',
        },
      },
    ]);
    expect(store.getItem(StorageKey.adUserParams)).toBeNull();
    expect(store.getItem(StorageKey.isInOrganicUser)).toBeNull();
  });

  it('"An organic user is rewritten as organic and marked consumed"', async () => {
    const store = fresh();
    const { writes, send } = realtime(null);
    await attachAttribution(account, NOW, store, send);
    expect(writes[0]?.body).toEqual({
      marketing_data: { marketing_activity: 'organic' },
      utm_data: {},
      timestamp: NOW,
      is_consumed: true,
      added_by: 'WEB',
    });
    expect(store.getItem(StorageKey.isInOrganicUser)).toBe('true');
  });

  it('never re-attributes an account, and consumes the local record all the same', async () => {
    const store = fresh();
    keepCampaign('?utm_source=insta&utm_medium=cpc', NOW, store);
    const attributed = realtime({ is_consumed: true });
    expect(await attachAttribution(account, NOW, store, attributed.send)).toBe('already');
    expect(attributed.writes).toEqual([]);
    expect(store.getItem(StorageKey.adUserParams)).toBeNull();
  });

  it('keeps a doctor referral still to be recorded, consumed, attached or already attributed', async () => {
    for (const existing of [null, { is_consumed: true }]) {
      const store = fresh();
      keepCampaign('?utm_source=doc_referral', NOW, store);
      await attachAttribution(account, NOW, store, realtime(existing).send);
      expect(stored(store)).toMatchObject({
        is_consumed: true,
        utm_data: { utm_source: 'doc_referral' },
      });
    }
  });

  it('a save whose answer was lost does not attribute the next account signed up on the device to the same click', async () => {
    const store = fresh();
    keepCampaign('?utm_source=insta&utm_medium=cpc', NOW, store);
    // The save reaches the server, then the connection drops before the answer arrives.
    const server = new Map<string, unknown>();
    const lostAnswer = vi.fn(async (url: RequestInfo | URL, init?: RequestInit) => {
      if (init?.method !== 'PUT') return Response.json(server.get(String(url)) ?? null);
      server.set(String(url), JSON.parse(String(init.body)));
      throw new TypeError('Failed to fetch');
    }) as unknown as typeof fetch;
    await expect(attachAttribution(account, NOW, store, lostAnswer)).rejects.toThrow();
    expect(server.get('/api/realtime/attribution/fb-1')).toMatchObject({
      utm_data: { utm_source: 'instagram' },
    });
    expect(stored(store)?.is_consumed).toBe(false);

    // The next signed-in start finds the account attributed and consumes the local record.
    const answered = vi.fn(async (url: RequestInfo | URL) =>
      Response.json(server.get(String(url)) ?? null),
    ) as unknown as typeof fetch;
    expect(await attachAttribution(account, NOW + 1000, store, answered)).toBe('already');
    expect(store.getItem(StorageKey.adUserParams)).toBeNull();

    // Another person signs up on this device the same day: organic, not the earlier ad click.
    const next = { firebaseid: 'fb-2', fb_token: 'fb-token', uuid: 'other-uuid' };
    const { writes, send } = realtime(null);
    expect(await attachAttribution(next, NOW + 2000, store, send)).toBe('attached');
    expect(writes[0]?.body).toMatchObject({
      marketing_data: { marketing_activity: 'organic' },
      utm_data: {},
    });
  });
});
