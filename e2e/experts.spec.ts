import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { waitForApp } from './support/hydration';
import { MOBILE_VIEWPORT, saveScreenshots } from './support/screenshots';
import { signUp } from './support/users';

// The expert directory of issue 3: landing, listing with filters in the address, profile and
// times, for visitors who are not signed in (the directory is public).

const axe = (page: Page) =>
  new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']);

// A visitor in India: times read as they would for most people using the app.
test.use({ timezoneId: 'Asia/Kolkata', locale: 'en-IN' });

const LISTING = '/therapy-psychiatry/experts';
const HINDI_ANXIETY_TIER_2 = `${LISTING}?type=therapy&languages=hindi&concerns=anxiety&max_price_tier=2`;
/** No demo psychiatrist speaks Tamil and sees people in Delhi. */
const EMPTY_LISTING = `${LISTING}?type=psychiatry&languages=tamil&city=del&available_within_days=7`;

interface ListedProvider {
  uuid: string;
  languages: string[];
  concerns: string[];
  price_tier: number;
  provider_type: string;
}

const cards = (page: Page) => page.locator('.expert-list > .expert-card');
const status = (page: Page) => page.locator('.experts__results [role="status"]');
/** Full-page screenshots start at the top (a sticky header elsewhere is drawn mid-page). */
const toTop = (page: Page) =>
  page.evaluate(() => {
    window.scrollTo(0, 0);
    document.querySelector('.experts__filters')?.scrollTo(0, 0);
  });
const group = (page: Page, name: string) => page.getByRole('group', { name, exact: true });

/** Waits for the listing page the app asks for with this query and returns its providers. */
function listingAnswer(page: Page, query: string) {
  return page
    .waitForResponse((response) => {
      const url = new URL(response.url());
      return url.pathname === '/api/providers' && url.search === `?${query}`;
    })
    .then(async (response) => {
      const body = (await response.json()) as { data: { providers: ListedProvider[] } };
      return body.data.providers;
    });
}

test('choose therapy, filter Hindi + anxiety + tier ≤ 2, open a profile, see times by day', async ({
  page,
}) => {
  await page.goto('/therapy-psychiatry/');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Find someone to talk to' }),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'Help me choose' })).toHaveAttribute(
    'href',
    '/therapy-psychiatry/match/therapy',
  );
  await page.getByRole('link', { name: 'Therapy', exact: true }).click();
  await expect(page).toHaveURL(`${LISTING}?type=therapy`);
  await expect(page.getByRole('heading', { level: 1, name: 'Find a therapist' })).toBeVisible();
  await expect(cards(page).first()).toBeVisible();

  await group(page, 'Languages').getByLabel('Hindi').check();
  await expect(page).toHaveURL(/languages=hindi/);
  await group(page, 'Concerns').getByLabel('Anxiety', { exact: true }).check();
  await expect(page).toHaveURL(/concerns=anxiety/);
  const listed = listingAnswer(page, HINDI_ANXIETY_TIER_2.split('?')[1] ?? '');
  await group(page, 'Budget per session')
    .getByLabel(/up to tier 2/)
    .check();
  await expect(page).toHaveURL(HINDI_ANXIETY_TIER_2);

  const providers = await listed;
  expect(providers.length).toBeGreaterThan(0);
  for (const provider of providers) {
    expect(provider.provider_type).toBe('therapy');
    expect(provider.languages).toContain('hindi');
    expect(provider.concerns).toContain('anxiety');
    expect(provider.price_tier).toBeLessThanOrEqual(2);
  }
  await expect(cards(page)).toHaveCount(providers.length);
  await expect(status(page)).toHaveText(/^\d+ experts found/);
  const first = cards(page).first();
  await expect(first).toContainText('Hindi');
  await expect(first).toContainText('Anxiety');
  await expect(first).toContainText(/From ₹[\d,]+ \/ session/);
  await expect(first).toContainText(
    /Next available: (Today|Tomorrow|\d{2} \w{3} \d{4}), \d{2}:\d{2} (AM|PM)/,
  );
  await toTop(page);
  await saveScreenshots(page, 'experts-listing', () => expect(first).toBeVisible());
  await page.setViewportSize({ width: 1280, height: 800 });

  // A "show more" page is announced and appended.
  await page.getByRole('button', { name: 'Show more experts' }).click();
  await expect(status(page)).toHaveText(/more experts? loaded/);
  expect(await cards(page).count()).toBeGreaterThan(providers.length);

  const name = (await first.getByRole('link').textContent()) ?? '';
  await first.getByRole('link').click();
  await expect(page).toHaveURL(/\/therapy-psychiatry\/experts\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page).toHaveTitle(new RegExp(`^${name}, Therapist \\| Kaizen$`));
  const days = page.locator('.slot-day');
  await expect(days.first()).toBeVisible();
  await expect(days.first().getByRole('heading', { level: 3 })).toHaveText(
    /^(Today|Tomorrow|\w+day), \d{1,2}(st|nd|rd|th) \w{3}$/,
  );
  const headings = await days.getByRole('heading', { level: 3 }).allTextContents();
  expect(new Set(headings).size).toBe(headings.length);
  const slot = days.first().getByRole('link').first();
  await expect(slot).toHaveAttribute(
    'href',
    /^\/therapy-psychiatry\/booking\/[0-9a-f-]{36}\?kind=tele&start=.+Z&step=1$/,
  );
  await expect(page.getByRole('heading', { name: 'Fees' })).toBeVisible();
  // Another session kind: its own times, and the choice stays in the address.
  const inPerson = page.getByRole('radio', { name: 'In person' });
  if (await inPerson.count()) {
    await inPerson.check();
    await expect(page).toHaveURL(/\?kind=offline$/);
    await expect(days.first().getByRole('link').first()).toHaveAttribute('href', /kind=offline/);
    await page.getByRole('radio', { name: 'Video session' }).check();
    await expect(days.first().getByRole('link').first()).toHaveAttribute('href', /kind=tele/);
  }
  await toTop(page);
  await saveScreenshots(page, 'experts-profile', () => expect(days.first()).toBeVisible());
  await page.setViewportSize({ width: 1280, height: 800 });

  // Back to the listing: the same filters, and the profile came from the cache the second time.
  let profileCalls = 0;
  page.on('request', (request) => {
    if (/\/api\/providers\/[0-9a-f-]{36}$/.test(new URL(request.url()).pathname)) profileCalls += 1;
  });
  await page.goBack();
  await expect(page).toHaveURL(HINDI_ANXIETY_TIER_2);
  await page.getByRole('link', { name, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  expect(profileCalls).toBe(0);
});

test('filters survive a reload and come back when the listing opens without a query', async ({
  page,
}) => {
  await page.goto(HINDI_ANXIETY_TIER_2);
  await waitForApp(page);
  await expect(cards(page).first()).toBeVisible();
  await page.reload();
  await waitForApp(page);
  await expect(group(page, 'Languages').getByLabel('Hindi')).toBeChecked();
  await expect(group(page, 'Concerns').getByLabel('Anxiety', { exact: true })).toBeChecked();
  await expect(group(page, 'Budget per session').getByLabel(/up to tier 2/)).toBeChecked();

  await page.goto('/therapy-psychiatry/');
  await page.getByRole('link', { name: 'Continue with your last search' }).click();
  await expect(page).toHaveURL(HINDI_ANXIETY_TIER_2);
  await page.goto('/auth/log-in/');
  await page.goto(LISTING);
  await waitForApp(page);
  await expect(page).toHaveURL(HINDI_ANXIETY_TIER_2);
  await expect(group(page, 'Languages').getByLabel('Hindi')).toBeChecked();
  const stored = await page.evaluate(() => window.localStorage.getItem('activeFilters'));
  expect(JSON.parse(stored ?? '{}')).toMatchObject({
    type: 'therapy',
    languages: ['hindi'],
    concerns: ['anxiety'],
    max_price_tier: 2,
    ih_clinic_ids: [],
  });

  // Clearing the filters is remembered too: the old ones do not come back.
  await page.getByRole('button', { name: 'Clear all' }).click();
  await expect(page).toHaveURL(`${LISTING}?type=therapy`);
  await page.goto(LISTING);
  await waitForApp(page);
  await expect(page).toHaveURL(`${LISTING}?type=therapy`);
});

test('a filter works from the keyboard alone and the result is announced', async ({ page }) => {
  await page.goto(`${LISTING}?type=psychiatry`);
  await waitForApp(page);
  await expect(cards(page).first()).toBeVisible();
  const tamil = group(page, 'Languages').getByLabel('Tamil');
  for (let presses = 0; presses < 40; presses += 1) {
    if (await tamil.evaluate((element) => element === document.activeElement)) break;
    await page.keyboard.press('Tab');
  }
  await expect(tamil).toBeFocused();
  await page.keyboard.press('Space');
  await expect(page).toHaveURL(`${LISTING}?type=psychiatry&languages=tamil`);
  await expect(tamil).toBeChecked();
  await expect(status(page)).toHaveText(/experts? found|No Tamil-speaking psychiatrists/);

  const sort = page.getByLabel('Sort by');
  await sort.focus();
  await sort.selectOption('relevance');
  await expect(page).toHaveURL(`${LISTING}?type=psychiatry&languages=tamil&sort=relevance`);
  await page.goBack();
  await expect(page).toHaveURL(`${LISTING}?type=psychiatry&languages=tamil`);
});

test('an empty listing says what to change', async ({ page }) => {
  await page.goto(EMPTY_LISTING);
  await waitForApp(page);
  const message =
    'No Tamil-speaking psychiatrists in Delhi this week — try online sessions or a wider time window.';
  const shown = page.locator('.empty-state__text');
  await expect(shown).toHaveText(message);
  await expect(status(page)).toHaveText(message);
  await saveScreenshots(page, 'experts-empty', () => expect(shown).toBeVisible());
  await page.getByRole('button', { name: 'Clear filters' }).click();
  await expect(page).toHaveURL(`${LISTING}?type=psychiatry`);
  await expect(cards(page).first()).toBeVisible();
});

test('on a phone the filters open from a button', async ({ page }) => {
  await page.setViewportSize(MOBILE_VIEWPORT);
  await page.goto(`${LISTING}?type=therapy`);
  await waitForApp(page);
  await expect(cards(page).first()).toBeVisible();
  const languages = group(page, 'Languages');
  await expect(languages).toBeHidden();
  const toggle = page.getByRole('button', { name: 'Filters' });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await languages.getByLabel('Hindi').check();
  await expect(page).toHaveURL(`${LISTING}?type=therapy&languages=hindi`);
  await expect(page.getByRole('button', { name: 'Filters (1)' })).toBeVisible();
  await page.screenshot({
    path: `${import.meta.dirname}/screenshots/experts-filters-open-mobile.png`,
    fullPage: false,
  });
  await page.getByRole('button', { name: 'Show experts' }).click();
  await expect(languages).toBeHidden();
  await expect(page.getByRole('heading', { name: 'Experts for you' })).toBeFocused();
});

test('a profile opens at its top, and back returns to the same place in the listing', async ({
  page,
}) => {
  await page.goto(HINDI_ANXIETY_TIER_2);
  await waitForApp(page);
  const far = cards(page).nth(14);
  await far.scrollIntoViewIfNeeded();
  const listingY = await page.evaluate(() => window.scrollY);
  expect(listingY).toBeGreaterThan(500);
  await far.getByRole('link').click();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  await page.goBack();
  await expect(far).toBeVisible();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(listingY - 50);
});

test('a listing that fails to load says so and tries again', async ({ page }) => {
  // The listing at an address comes rendered with its data; the app asks when the query changes.
  await page.goto(`${LISTING}?type=therapy`);
  await waitForApp(page);
  await page.route('**/api/providers?*', (route) => route.abort('connectionfailed'));
  await page.getByRole('link', { name: 'Couples therapy' }).click();
  const alert = page.getByRole('alert');
  await expect(alert).toContainText('We could not load the experts');
  await page.unroute('**/api/providers?*');
  await alert.getByRole('button', { name: 'Try again' }).click();
  await expect(cards(page).first()).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
});

test('an unknown expert gets a friendly page with a way back', async ({ page }) => {
  await page.goto(`${LISTING}/00000000-0000-4000-8000-000000000000`);
  await expect(page.getByText('We could not find this expert').first()).toBeVisible();
  await page.getByRole('link', { name: 'See other experts' }).click();
  await expect(page).toHaveURL(new RegExp(`${LISTING}`));
});

test('axe finds no violations on the landing, listing, empty listing and profile', async ({
  page,
}) => {
  await page.goto('/therapy-psychiatry/');
  await expect(page.getByRole('heading', { name: 'Find someone to talk to' })).toBeVisible();
  await saveScreenshots(page, 'experts-landing');
  await page.setViewportSize({ width: 1280, height: 800 });
  expect((await axe(page).analyze()).violations).toEqual([]);

  await page.goto(HINDI_ANXIETY_TIER_2);
  await waitForApp(page);
  await expect(cards(page).first()).toBeVisible();
  expect((await axe(page).analyze()).violations).toEqual([]);

  await page.setViewportSize(MOBILE_VIEWPORT);
  await page.getByRole('button', { name: /^Filters/ }).click();
  expect((await axe(page).analyze()).violations).toEqual([]);
  await page.setViewportSize({ width: 1280, height: 800 });

  await page.goto(EMPTY_LISTING);
  await waitForApp(page);
  await expect(page.getByText(/^No Tamil-speaking/).first()).toBeVisible();
  expect((await axe(page).analyze()).violations).toEqual([]);

  await page.goto(HINDI_ANXIETY_TIER_2);
  await waitForApp(page);
  await cards(page).first().getByRole('link').click();
  await expect(page.locator('.slot-day').first()).toBeVisible();
  expect((await axe(page).analyze()).violations).toEqual([]);
});

test('signed in, the directory keeps the site frame and the kinds of care offered', async ({
  page,
}) => {
  await signUp(page);
  const mainNav = page.getByRole('navigation', { name: 'Main' });
  await mainNav.getByRole('link', { name: 'Experts', exact: true }).click();
  await expect(page).toHaveURL('/therapy-psychiatry/');
  for (const kind of ['Therapy', 'Psychiatry', 'Couples therapy', 'Other experts']) {
    await expect(page.getByRole('link', { name: kind, exact: true })).toBeVisible();
  }
  await expect(mainNav.getByRole('link', { name: 'Profile' })).toBeVisible();
});
