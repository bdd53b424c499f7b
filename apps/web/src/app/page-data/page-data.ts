import {
  PAGE_DATA_ELEMENT_ID,
  type Clinic,
  type FeaturesResponse,
  type ProviderListResponse,
  type ProviderProfile,
} from '@kaizen/contracts';

// The data a server-rendered page was rendered with (issue 14: the directory's listing and
// profile paint their content before any JavaScript runs). The API asks its own endpoints for it
// (the same answers the browser would get), renders the page with it, and embeds it in the page
// as JSON, so that the browser hydrates the same markup from the same state without asking again.

export interface PageData {
  /** The listing's first page, for its canonical query (what the page asks the API for). */
  listing?: { search: string; data: ProviderListResponse['data'] };
  profile?: ProviderProfile;
  /** The visitor's feature flags and offers (the listing's offer banner waits for them). */
  features?: FeaturesResponse;
  /**
   * The clinics of the listing's city filter: with the page, the listing asks nothing after it
   * hydrates, and the HTTP client and Zod load only when the person changes a filter (issue 14).
   */
  clinics?: Clinic[];
}

/**
 * The embedded data, read once (the element is removed, so a later start never reuses it).
 * Undefined when the page has none or it is unreadable: the page then asks the API as usual.
 */
export function takePageData(doc: Document): PageData | undefined {
  const element = doc.getElementById(PAGE_DATA_ELEMENT_ID);
  if (!element) return undefined;
  element.remove();
  try {
    return JSON.parse(element.textContent ?? '') as PageData;
  } catch {
    return undefined;
  }
}

/**
 * JSON safe inside a `<script>` element: `<` is written `\u003c`, so provider text can never
 * close the element (`</script>`) or open a comment; U+2028/U+2029 are escaped for old parsers.
 */
export const scriptSafeJson = (value: unknown): string =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
