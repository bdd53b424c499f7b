import {
  clinicsEndpoint,
  featuresEndpoint,
  providerProfileEndpoint,
  providerSearchEndpoint,
  urlOf,
  type Clinic,
  type FeaturesResponse,
  type PageDataRequest,
  type ProviderListResponse,
  type ProviderProfile,
} from '@kaizen/contracts';
import { API_BASE } from '../../lib/http/api-base';
import { filtersFromSearch, searchFromFilters } from '../../features/providers/listing-filters';
import { LISTING_PATH } from '../../features/providers/paths';
import type { PageData } from './page-data';

// Which API answers a server-rendered page is rendered with (issue 14). Run by the API through
// the SSR bundle (app/prerender.tsx): the web app knows its pages and their requests, the API
// only makes the requests in process and hands the answers back.

interface PageDataPlan {
  requests: PageDataRequest[];
  /** PageData from the answers that came back 200 (by key); a missing one is left out. */
  build(answers: Partial<Record<PageDataRequest['key'], unknown>>): PageData;
}

const FEATURES: PageDataRequest = { key: 'features', path: `/api/${urlOf(featuresEndpoint)}` };
const CLINICS: PageDataRequest = { key: 'clinics', path: `/api/${urlOf(clinicsEndpoint)}` };
const PROFILE_PATH = new RegExp(`^${LISTING_PATH}/([^/]+)/?$`);

/** The profile's API address for the page's (still encoded) path segment, encoded once. */
function profileAddress(segment: string): string {
  let uuid = segment;
  try {
    uuid = decodeURIComponent(segment);
  } catch {
    // A malformed escape goes on as written; the API refuses it as it would have.
  }
  return urlOf(providerProfileEndpoint, { uuid });
}

/** The plan for a page address (path and query), or undefined for a page not rendered per request. */
export function planPageData(url: string): PageDataPlan | undefined {
  const { pathname, search } = new URL(url, 'http://page.invalid');
  if (pathname === LISTING_PATH || pathname === `${LISTING_PATH}/`) {
    // The query the page itself asks with (use-listing-filters.ts): canonical, aliases applied.
    const canonical = searchFromFilters(filtersFromSearch(search));
    const listing = `${API_BASE}/${urlOf(providerSearchEndpoint)}`;
    return {
      requests: [
        { key: 'listing', path: canonical ? `${listing}?${canonical}` : listing },
        FEATURES,
        CLINICS,
      ],
      build: (answers) => ({
        ...(answers.listing
          ? {
              listing: {
                search: canonical,
                data: (answers.listing as ProviderListResponse).data,
              },
            }
          : {}),
        ...(answers.features ? { features: answers.features as FeaturesResponse } : {}),
        ...(answers.clinics ? { clinics: (answers.clinics as { data: Clinic[] }).data } : {}),
      }),
    };
  }
  const profile = PROFILE_PATH.exec(pathname);
  if (profile?.[1]) {
    return {
      requests: [{ key: 'profile', path: `${API_BASE}/${profileAddress(profile[1])}` }],
      build: (answers) =>
        answers.profile ? { profile: (answers.profile as { data: ProviderProfile }).data } : {},
    };
  }
  return undefined;
}
