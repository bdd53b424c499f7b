// How the web build and the API share the pages rendered per request (issue 14: the directory's
// listing and profile are rendered with their content, so it paints before any JavaScript).
// The build writes each such page's HTML with the markers below and keeps its SSR bundle; the
// API fills the markers for each request.

/** The SSR bundle of apps/web/src/app/prerender.tsx, under the web build's folder. */
export const SERVER_RENDERER_FILE = 'prerendered/render/prerender.mjs';

/** Stands for the page's markup inside the root element of a page rendered per request. */
export const PAGE_CONTENT_MARKER = '<!--kaizen-page-content-->';
/** Stand for the document title and description (title, description and social tags). */
export const PAGE_TITLE_TOKEN = '__kaizen_page_title__';
export const PAGE_DESCRIPTION_TOKEN = '__kaizen_page_description__';
/** Stands for the address in the root's data-prerendered attribute. */
export const PAGE_ADDRESS_TOKEN = '__kaizen_page_address__';

/** The `<script type="application/json">` holding a rendered page's data (never executed). */
export const PAGE_DATA_ELEMENT_ID = 'kaizen-page-data';

/** One API answer the page's data needs (see the web's app/page-data/plan.ts). */
export interface PageDataRequest {
  key: 'listing' | 'profile' | 'features' | 'clinics';
  /** API path with its query, e.g. `/api/providers?sort=earliest`. */
  path: string;
}

/** What the SSR bundle gives the API for pages rendered per request. */
export interface ServerPageRenderer {
  /** The answers a page's data needs, or undefined for a page not rendered per request. */
  planPageData(url: string):
    | {
        requests: PageDataRequest[];
        build(answers: Partial<Record<PageDataRequest['key'], unknown>>): unknown;
      }
    | undefined;
  /** The page's markup, its document title and description, and its data as script-safe JSON. */
  renderRequest(
    url: string,
    data: unknown,
    askConsent?: boolean,
  ): Promise<{ html: string; title: string; description: string; data: string }>;
}

/**
 * Whether a page's HTML carries the analytics consent banner (issue 15). The answer is kept in the
 * cookie `analytics_consent` as well as in local storage ('granted' or 'denied', or 'off' on a
 * device where analytics is off anyway: skip_analytics, block_analytics; no personal data), so
 * the server can tell: it asks when the cookie holds nothing and the address does not turn
 * analytics off. The API decides with it which HTML to send and the browser's hydration renders
 * what it decided, so both read this one rule.
 */
export const consentQuestionInHtml = (cookies: string | undefined, search: string): boolean =>
  !/\banalytics_consent=\w/.test(cookies ?? '') && !/[?&]skip_analytics=true\b/.test(search);

/**
 * The time zone the server writes times in on the pages it renders (the listing's and a
 * profile's "Next available"). The server cannot know the visitor's zone, and hydration must
 * draw the same text the HTML holds, so both write in this zone first: India's, where the
 * product's people are (prices in ₹, demo clinicians in IST). A browser in another zone redraws
 * those texts in its own zone right after hydration (the web's `useViewerTimeZone`).
 */
export const SERVER_RENDER_TIME_ZONE = 'Asia/Kolkata';
