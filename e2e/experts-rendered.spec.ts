import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { waitForApp } from './support/hydration';
import { saveScreenshots } from './support/screenshots';

// Issue 14: the expert listing and a profile are rendered by the server with their content (the
// first page of providers, the profile's text), so it paints before any JavaScript runs; the
// data comes embedded in the page and the app hydrates it without asking again.

test.use({ timezoneId: 'Asia/Kolkata', locale: 'en-IN' });

const LISTING = '/therapy-psychiatry/experts/';
const HINDI_THERAPY = `${LISTING}?type=therapy&languages=hindi`;

interface Listed {
  uuid: string;
  firstname: string;
  lastname: string;
  bio?: string;
  earliest_available_datetime?: string | null;
}

async function firstListed(page: Page, query: string): Promise<Listed> {
  const response = await page.request.get(`/api/providers?${query}`);
  const body = (await response.json()) as { data: { providers: Listed[] } };
  const first = body.data.providers[0];
  if (!first) throw new Error(`no provider for ${query}`);
  return first;
}

test('the served HTML of a listing and of a profile holds their content before any script', async ({
  page,
  request,
}) => {
  const listed = await firstListed(page, 'type=therapy&languages=hindi');
  const listing = await request.get(HINDI_THERAPY);
  expect(listing.status()).toBe(200);
  const listingHtml = await listing.text();
  expect(listingHtml).toContain(`${listed.firstname} ${listed.lastname}`);
  expect(listingHtml).toContain('<title>Find a therapist | Kaizen</title>');
  expect(listingHtml).toContain('id="kaizen-page-data"');

  const profile = await request.get(`${LISTING}${listed.uuid}/`);
  expect(profile.status()).toBe(200);
  const profileHtml = await profile.text();
  const full = (await (await request.get(`/api/providers/${listed.uuid}`)).json()) as {
    data: Listed;
  };
  expect(profileHtml).toContain(`${listed.firstname} ${listed.lastname}`);
  expect(profileHtml).toContain((full.data.bio ?? '').slice(0, 60).replace(/'/g, '&#39;'));
  expect(profileHtml).toMatch(
    new RegExp(`<title>${listed.firstname} ${listed.lastname}, [^<]+ \\| Kaizen</title>`),
  );

  // The address goes into the page escaped: a query cannot open an element.
  const hostile = await request.get(`${LISTING}?languages=%22%3E%3Cscript%3Ealert(1)%3C/script%3E`);
  expect(hostile.status()).toBe(200);
  expect(await hostile.text()).not.toContain('<script>alert(1)');
});

test('without JavaScript the listing and the profile show their content', async ({
  browser,
  page,
}) => {
  const listed = await firstListed(page, 'type=therapy&languages=hindi');
  const bare = await browser.newContext({ javaScriptEnabled: false });
  const noScript = await bare.newPage();
  await noScript.goto(HINDI_THERAPY);
  await expect(noScript.getByRole('heading', { level: 1, name: 'Find a therapist' })).toBeVisible();
  await expect(
    noScript.getByRole('link', { name: `${listed.firstname} ${listed.lastname}`, exact: true }),
  ).toBeVisible();
  await noScript.goto(`${LISTING}${listed.uuid}/`);
  await expect(
    noScript.getByRole('heading', { level: 1, name: `${listed.firstname} ${listed.lastname}` }),
  ).toBeVisible();
  await bare.close();
});

test('the app hydrates the rendered listing and profile without asking for their data again', async ({
  page,
}) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  // A failed hydration is reported as an uncaught "Minified React error #418", not on the console.
  page.on('pageerror', (error) => errors.push(error.message));
  const asked: string[] = [];
  const scripts: string[] = [];
  page.on('request', (request) => {
    const { pathname, search } = new URL(request.url());
    if (/^\/api\/(providers|features|clinics)/.test(pathname)) asked.push(`${pathname}${search}`);
    if (request.resourceType() === 'script') scripts.push(pathname);
  });

  await page.goto(HINDI_THERAPY);
  await waitForApp(page);
  const cards = page.locator('.expert-list > .expert-card');
  await expect(cards.first()).toBeVisible();
  await expect(page.locator('.experts__results [role="status"]')).toHaveText(/experts? found/);
  // The clinics of the city filter came with the page too.
  await expect(page.getByLabel('In-person clinic')).toBeVisible();
  expect(asked.filter((url) => /^\/api\/(providers\?|features$|clinics$)/.test(url))).toEqual([]);
  // Nothing on the way to a hydrated listing builds schemas: Zod and the HTTP client load when
  // the person first changes a filter (their evaluation was most of the listing's blocking time).
  expect(scripts.filter((path) => /\/assets\/(zod|client)-/.test(path))).toEqual([]);
  await saveScreenshots(page, 'experts-listing-rendered', () =>
    expect(cards.first()).toBeVisible(),
  );
  await page.setViewportSize({ width: 1280, height: 800 });

  // Then it is the app: a filter asks the API for the new listing.
  const next = page.waitForResponse((response) =>
    response.url().includes('/api/providers?type=therapy&languages=hindi&concerns=anxiety'),
  );
  await page
    .getByRole('group', { name: 'Concerns', exact: true })
    .getByLabel('Anxiety', { exact: true })
    .check();
  await next;
  await expect(page).toHaveURL(/concerns=anxiety/);

  // A profile opened at its address: rendered, hydrated, its times asked for, not its text.
  const listed = await firstListed(page, 'type=therapy&languages=hindi');
  const name = `${listed.firstname} ${listed.lastname}`;
  asked.length = 0;
  await page.goto(`${LISTING}${listed.uuid}/`);
  await waitForApp(page);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page).toHaveTitle(new RegExp(`^${name}, `));
  await expect(page.locator('.slot-day').first()).toBeVisible();
  expect(asked.filter((url) => url === `/api/providers/${listed.uuid}`)).toEqual([]);
  await saveScreenshots(page, 'experts-profile-rendered', () =>
    expect(page.getByRole('heading', { level: 1, name })).toBeVisible(),
  );
  expect(errors.filter((text) => /#41[89]\b|hydrat|did not match/i.test(text))).toEqual([]);
});

// The server writes times in India's zone (SERVER_RENDER_TIME_ZONE in contracts) and hydration
// draws them the same way, so React keeps the server's page; a visitor in another zone then sees
// their own times. A differing text would make React throw the page away and draw it again
// (#418): the cards would be replaced, and a reader scrolling would lose their place. The
// profile's "Times are in your time zone" line did that on every load for a visitor whose zone
// was not the server's.
test.describe('a visitor outside India', () => {
  test.use({ timezoneId: 'Europe/London', locale: 'en-GB' });

  test('keeps the server-rendered cards through hydration, then reads times in their own zone', async ({
    page,
  }) => {
    await page.addInitScript(() => {
      const seen = window as unknown as { replaced: number };
      seen.replaced = 0;
      const rendered = '.expert-card, .expert-profile__layout';
      new MutationObserver((records) => {
        for (const record of records)
          for (const node of Array.from(record.removedNodes))
            if (node instanceof Element && (node.matches(rendered) || node.querySelector(rendered)))
              seen.replaced += 1;
      }).observe(document, { childList: true, subtree: true });
    });
    const replaced = () =>
      page.evaluate(() => (window as unknown as { replaced: number }).replaced);
    const response = await page.request.get('/api/providers?type=therapy&languages=hindi');
    const { data } = (await response.json()) as { data: { providers: Listed[] } };
    const timed = data.providers.find((provider) => provider.earliest_available_datetime);
    if (!timed?.earliest_available_datetime) throw new Error('no listed provider with times');
    const inZone = (timeZone: string) =>
      new Intl.DateTimeFormat('en-US', {
        timeZone,
        hour: '2-digit',
        minute: '2-digit',
        hour12: true,
      }).format(new Date(timed.earliest_available_datetime ?? ''));

    const served = await (await page.request.get(HINDI_THERAPY)).text();
    expect(served).toContain(inZone('Asia/Kolkata'));

    await page.goto(HINDI_THERAPY);
    const card = page.locator('.expert-list > .expert-card', {
      has: page.getByRole('link', { name: `${timed.firstname} ${timed.lastname}`, exact: true }),
    });
    await waitForApp(page);
    await expect(card).toContainText(inZone('Europe/London'));
    expect(await replaced()).toBe(0);

    await page.goto(`${LISTING}${timed.uuid}/`);
    await waitForApp(page);
    await expect(page.locator('.expert-profile__next')).toContainText(inZone('Europe/London'));
    await expect(page.getByText(/^Times are in your time zone/)).toHaveText(
      'Times are in your time zone (Europe/London).',
    );
    expect(await replaced()).toBe(0);
  });
});
