import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { COUPON_UNKNOWN_MESSAGE } from '@kaizen/contracts';
import { expertOffering, upcomingBookings } from './support/bookings';
import { expect, test } from './support/fixtures';
import { saveScreenshots } from './support/screenshots';
import { signUp } from './support/users';

// Issue 11 "Coupons": a new patient applies the demo coupon WELCOME20 (20 % off the first
// session, up to ₹500) on the review, sees the discount and pays the lower price.

const payButton = (page: Page) => page.getByRole('button', { name: /^Pay ₹[\d,]+$/ });
const rupees = (text: string) => Number(text.replace(/[^\d]/g, ''));

test('a first session booked with a coupon costs less, and a wrong code says why', async ({
  page,
  request,
}) => {
  const uuid = await expertOffering(request, 'tele');
  await signUp(page);
  // The listing shows the public offer and its code (public_show_coupon_code_on_customer_listing).
  await page.goto('/therapy-psychiatry/experts');
  await expect(page.getByRole('complementary', { name: 'Offers' })).toContainText(
    '20% off your first session (up to ₹500) with code WELCOME20',
  );
  await page.goto(`/therapy-psychiatry/booking/${uuid}?kind=tele&step=1`);
  await page.locator('.slot-times').getByRole('radio').first().check();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/step=3$/);
  const fullPrice = rupees((await payButton(page).textContent()) ?? '');
  expect(fullPrice).toBeGreaterThan(0);

  await page.getByRole('button', { name: 'Have a coupon?' }).click();
  const code = page.getByLabel('Coupon code');
  await code.fill('NOSUCHCODE');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByRole('alert').filter({ hasText: COUPON_UNKNOWN_MESSAGE })).toBeVisible();
  await expect(code).toHaveAttribute('aria-invalid', 'true');
  expect(rupees((await payButton(page).textContent()) ?? '')).toBe(fullPrice);

  await code.fill('welcome20');
  await page.getByRole('button', { name: 'Apply' }).click();
  const applied = page.getByRole('status').filter({ hasText: /^Coupon WELCOME20: −₹[\d,]+/ });
  await expect(applied).toBeVisible();
  const discount = Math.min(Math.round(fullPrice * 0.2), 500);
  await expect(payButton(page)).toHaveText(
    `Pay ₹${(fullPrice - discount).toLocaleString('en-IN')}`,
  );
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
  await saveScreenshots(page, 'booking-coupon', () => expect(applied).toBeVisible());
  await page.setViewportSize({ width: 1280, height: 800 });

  await payButton(page).click();
  await expect(page).toHaveURL(/\/api\/payments\/test-gateway\/checkout\//);
  await expect(page.locator('.amount')).toContainText(
    `₹${(fullPrice - discount).toLocaleString('en-IN')}`,
  );
  await page.getByRole('button', { name: 'Pay', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Your session is booked' })).toBeVisible();
  await page.getByRole('link', { name: 'Go to home' }).click();
  const [booked] = await upcomingBookings(page);
  expect(booked).toMatchObject({ status: 'confirmed', kind: 'tele' });

  // The payment (and so its receipt) says how its amount came about.
  await page.goto('/payments');
  const inr = (paise: number) => `₹${paise.toLocaleString('en-IN')}`;
  await expect(
    page.getByText(
      `Price ${inr(fullPrice)}, coupon −${inr(discount)}: ${inr(fullPrice - discount)} paid`,
      { exact: false },
    ),
  ).toBeVisible();
});

test('the offer banner arrives with the first experts: a slow offers call moves no card', async ({
  page,
}) => {
  // The offers answer late (after the experts): the cards must not jump when the banner comes.
  await page.route('**/api/features', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    await route.continue();
  });
  await page.goto('/therapy-psychiatry/experts');
  const firstCard = page.locator('.expert-card:not(.expert-card--skeleton)').first();
  await expect(firstCard).toBeVisible();
  // The moment the first card shows, the banner is already above it, and nothing moves after.
  const banner = page.getByRole('complementary', { name: 'Offers' });
  expect(await banner.isVisible()).toBe(true);
  const shown = await firstCard.boundingBox();
  const bannerBox = await banner.boundingBox();
  expect(shown?.y ?? 0).toBeGreaterThan((bannerBox?.y ?? 0) + (bannerBox?.height ?? 0));
  await page.waitForTimeout(2_000);
  expect((await firstCard.boundingBox())?.y).toBe(shown?.y);
  await saveScreenshots(page, 'listing-offer-banner', () => expect(banner).toBeVisible());
});
