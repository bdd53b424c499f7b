import { PAGE_DATA_ELEMENT_ID } from '@kaizen/contracts';
import { describe, expect, it } from 'vitest';
import { planPageData } from './plan';
import { scriptSafeJson, takePageData } from './page-data';

describe('page data embedded in a server-rendered page (issue 14)', () => {
  it('cannot close its script element or open a comment, whatever the provider wrote', () => {
    const bio = 'Hello </script><script>alert(1)</script> <!-- \u2028';
    const json = scriptSafeJson({ profile: { bio } });
    expect(json).not.toMatch(/<\/script|<!--|<script|\u2028/i);
    expect(JSON.parse(json)).toEqual({ profile: { bio } });
  });

  it('is read once from the page, and a broken one is ignored', () => {
    const element = document.createElement('script');
    element.type = 'application/json';
    element.id = PAGE_DATA_ELEMENT_ID;
    element.textContent = scriptSafeJson({ profile: { bio: '</script>' } });
    document.body.append(element);
    expect(takePageData(document)).toEqual({ profile: { bio: '</script>' } });
    expect(document.getElementById(PAGE_DATA_ELEMENT_ID)).toBeNull();
    expect(takePageData(document)).toBeUndefined();

    element.textContent = '{not json';
    document.body.append(element);
    expect(takePageData(document)).toBeUndefined();
  });
});

describe('planPageData', () => {
  it('asks for the listing with the query the page itself uses, the visitor flags and the clinics', () => {
    const plan = planPageData('/therapy-psychiatry/experts/?language=hindi&type=therapy');
    expect(plan?.requests.map((request) => request.key)).toEqual([
      'listing',
      'features',
      'clinics',
    ]);
    expect(plan?.requests[2]?.path).toBe('/api/clinics');
    const listing = plan?.requests[0]?.path ?? '';
    expect(listing.startsWith('/api/providers?')).toBe(true);
    // The alias `language` is asked as the page asks it: `languages`.
    expect(new URLSearchParams(listing.split('?')[1]).get('languages')).toBe('hindi');
    const data = { providers: [], next_cursor: null };
    const clinics = [
      {
        id: 7,
        centre_name: 'Indiranagar',
        city: 'blr',
        address: '1 Main Road',
        latitude: 12.97,
        longitude: 77.64,
        centres: [],
      },
    ];
    const built = plan?.build({
      listing: { data },
      features: { features: [], offers: [] },
      clinics: { data: clinics },
    });
    expect(built?.listing?.data).toEqual(data);
    expect(built?.listing?.search).toBe(listing.split('?')[1]);
    expect(built?.clinics).toEqual(clinics);
    // An answer that did not come back (not 200) is left out: the page asks for it itself.
    expect(plan?.build({ listing: { data } }).clinics).toBeUndefined();
  });

  it('asks for a profile by its address, and nothing for other pages', () => {
    const plan = planPageData('/therapy-psychiatry/experts/abc-123/?kind=tele');
    expect(plan?.requests).toEqual([{ key: 'profile', path: '/api/providers/abc-123' }]);
    expect(plan?.build({})).toEqual({});
    expect(planPageData('/auth/log-in/')).toBeUndefined();
    expect(planPageData('/therapy-psychiatry/experts/a/b')).toBeUndefined();
  });
});
