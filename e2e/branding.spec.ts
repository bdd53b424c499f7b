import AxeBuilder from '@axe-core/playwright';
import { LOGO_SVG_MESSAGE } from '@kaizen/contracts';
import type { Page } from '@playwright/test';
import { E2E_PORT } from './playwright.config';
import { expect, test } from './support/fixtures';
import { saveScreenshots } from './support/screenshots';
import { DEMO_ORG_ADMIN, DEMO_PASSWORD, submitLogin } from './support/users';

// Issue 10 branding: on an organisation's own subdomain the header shows its name and logo, and
// its colours replace Kaizen's only where the text on them keeps AA contrast. The administrator
// uploads the logo and sets the colours in /org-admin.

const ACME = `http://acme.localhost:${E2E_PORT}`;
const GLOBEX = `http://globex.localhost:${E2E_PORT}`;
const KAIZEN_PRIMARY = '#1b5e57';
const axe = (page: Page) =>
  new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
const rootColour = (page: Page, name: string) =>
  page.evaluate((property) => {
    return getComputedStyle(document.documentElement).getPropertyValue(property).trim();
  }, name);

/** A logo drawn in the browser (a canvas exported as PNG), as a designer would export one. */
async function drawnLogo(page: Page): Promise<Buffer> {
  const dataUrl = await page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 160;
    canvas.height = 40;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('No 2D canvas in this browser.');
    context.fillStyle = '#3d3a8c';
    context.fillRect(0, 0, 40, 40);
    context.fillStyle = '#ffffff';
    context.font = 'bold 26px sans-serif';
    context.fillText('A', 11, 30);
    context.fillStyle = '#3d3a8c';
    context.fillText('ACME', 50, 30);
    return canvas.toDataURL('image/png');
  });
  return Buffer.from(dataUrl.split(',')[1] ?? '', 'base64');
}

test('an administrator gives Acme its logo and colours; members see them on acme.localhost', async ({
  page,
}) => {
  await page.goto(`${ACME}/therapy-psychiatry/`);
  // Before any logo: the organisation's name beside Kaizen's, and Acme's colours (they pass).
  const header = page.getByRole('banner');
  await expect(header.getByText('Acme Corp', { exact: true })).toBeVisible();
  await expect.poll(() => rootColour(page, '--color-primary')).toBe('#3d3a8c');
  await page.goto(`${ACME}/auth/log-in/`);
  await submitLogin(page, DEMO_ORG_ADMIN, DEMO_PASSWORD);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Priya');

  await page.goto(`${ACME}/org-admin`);
  const branding = page.getByRole('region', { name: 'Branding' });
  await expect(branding.getByText('No logo yet')).toBeVisible();

  // An SVG is refused before anything is sent.
  const upload = branding.getByLabel('Upload a logo');
  await upload.setInputFiles({
    name: 'logo.svg',
    mimeType: 'image/svg+xml',
    buffer: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
  });
  await expect(branding.getByRole('alert')).toContainText(LOGO_SVG_MESSAGE);

  await upload.setInputFiles({
    name: 'acme.png',
    mimeType: 'image/png',
    buffer: await drawnLogo(page),
  });
  await expect(branding.getByRole('img', { name: 'Acme Corp logo' })).toBeVisible();

  // A main colour too light for white button text: said so as it is typed, not applied.
  const colours = branding.getByRole('form', { name: 'Brand colours' });
  await colours.getByLabel('Main colour').fill('#f5a623');
  await expect(
    colours.getByText(/Not used .*white text on buttons would have 2\.\d:1/),
  ).toBeVisible();
  await colours.getByLabel('Main colour').fill('#5b2a86');
  await expect(colours.getByText(/^Used: every text on it/).first()).toBeVisible();
  await colours.getByRole('button', { name: 'Save colours' }).click();
  await expect(page.getByText('Colours saved.')).toBeVisible();
  expect((await axe(page)).violations).toEqual([]);
  await saveScreenshots(page, 'org-admin-branding');

  // The subdomain as everyone sees it from now on: the logo in the header, the new colour.
  await page.goto(`${ACME}/`);
  await expect(header.getByRole('img', { name: 'Acme Corp' })).toBeVisible();
  await expect.poll(() => rootColour(page, '--color-primary')).toBe('#5b2a86');
  await expect.poll(() => rootColour(page, '--header-background')).toBe('#f3f2fb');
  expect((await axe(page)).violations).toEqual([]);
  await saveScreenshots(page, 'org-branded-header');
});

test("a logo that does not load shows the name; a colour that fails contrast keeps Kaizen's", async ({
  page,
}) => {
  await page.route('**/api/organisations/*/logo*', (route) => route.abort());
  await page.goto(`${ACME}/therapy-psychiatry/`);
  await expect(page.getByRole('banner').getByText('Acme Corp', { exact: true })).toBeVisible();

  // Globex's main colour (#f5a623) is too light for white text: Kaizen's colour stays.
  await page.goto(`${GLOBEX}/therapy-psychiatry/`);
  await expect(page.getByRole('banner').getByText('Globex Health', { exact: true })).toBeVisible();
  expect(await rootColour(page, '--color-primary')).toBe(KAIZEN_PRIMARY);
  expect((await axe(page)).violations).toEqual([]);

  // Kaizen's own address: no organisation in the header.
  await page.goto('/therapy-psychiatry/');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Kaizen home' })).toBeVisible();
  await expect(page.getByRole('banner').getByText('Acme Corp')).toHaveCount(0);
  expect(await rootColour(page, '--color-primary')).toBe(KAIZEN_PRIMARY);
});

// After the first test, Acme has a logo and #5b2a86 (tests of a file run in order on one server).
test("Acme's log-in, sign-up and password pages show its logo, name and colours", async ({
  page,
}) => {
  const brandedPages = [
    '/auth/log-in/',
    '/auth/sign-up/',
    '/auth/forgot-password/',
    '/auth/create-password/',
  ];
  for (const path of brandedPages) {
    await page.goto(`${ACME}${path}`);
    const main = page.getByRole('main');
    await expect(main.getByText('Acme Corp', { exact: true })).toBeVisible();
    await expect(main.locator('img.org-brand__logo')).toBeVisible();
    await expect.poll(() => rootColour(page, '--color-primary')).toBe('#5b2a86');
    expect((await axe(page)).violations).toEqual([]);
  }
  await page.goto(`${ACME}/auth/log-in/`);
  await expect(page.getByRole('main').locator('img.org-brand__logo')).toBeVisible();
  await saveScreenshots(page, 'org-branded-log-in', () =>
    expect(page.getByRole('main').locator('img.org-brand__logo')).toBeVisible(),
  );

  // Globex's name, and Kaizen's colour where Globex's fails contrast.
  await page.goto(`${GLOBEX}/auth/sign-up/`);
  await expect(page.getByRole('main').getByText('Globex Health', { exact: true })).toBeVisible();
  expect(await rootColour(page, '--color-primary')).toBe(KAIZEN_PRIMARY);

  // Kaizen's own address neither asks for branding nor loads its code.
  const brandingRequests: string[] = [];
  page.on('request', (request) => {
    if (/organisation_branding|OrganisationBrand/.test(request.url()))
      brandingRequests.push(request.url());
  });
  await page.goto('/auth/log-in/');
  await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(brandingRequests).toEqual([]);
  await expect(page.getByRole('main').getByText('Acme Corp')).toHaveCount(0);
});
