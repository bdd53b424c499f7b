import type { Page } from '@playwright/test';
import { demoTherapistProviderUuid, providerUuidsOf, upcomingBookings } from './support/bookings';
import { expectAxeClean } from './support/axe';
import { expect, test } from './support/fixtures';
import { DESKTOP_VIEWPORT, saveScreenshots } from './support/screenshots';
import { DEMO_CF_MEMBER, DEMO_PASSWORD, logIn, signUp } from './support/users';

// Care-first (CF) people on the web (issue 10, SPEC §3): the app learns at sign-in that the
// person is a CF user and loads their cf config, and every choice the API would refuse is gone,
// with the plan said beside the choices. The demo CF member's plan covers online therapy only.

const PLAN_TEXT = 'Your care plan with Kaizen covers online therapy sessions.';
const kindSwitch = (page: Page) => page.getByRole('group', { name: 'Session type' });
const fees = (page: Page) => page.getByRole('region', { name: 'Fees' });

test('a CF member is offered only what her plan covers, and books an online therapy session', async ({
  page,
  request,
}) => {
  const therapist = await demoTherapistProviderUuid(request);
  const [psychiatrist] = await providerUuidsOf(request, 'psychiatry');
  const profile = (await (await request.get(`/api/providers/${therapist}`)).json()) as {
    data: { session_kinds: { kind: string }[] };
  };
  // The narrowing shows only where the expert offers more than the plan covers.
  expect(profile.data.session_kinds.map((each) => each.kind)).toEqual(
    expect.arrayContaining(['tele', 'offline']),
  );

  await logIn(page, DEMO_CF_MEMBER, DEMO_PASSWORD);
  await expect(page).toHaveURL('/');

  // The kinds of care: therapy only, and why.
  await page.goto('/therapy-psychiatry/');
  await expect(page.getByText(PLAN_TEXT)).toBeVisible();
  const kinds = page.locator('.care-kinds').getByRole('link');
  await expect(kinds).toHaveText(['Therapy']);
  await expectAxeClean(page);
  await saveScreenshots(page, 'care-first-landing', () => expect(kinds).toHaveText(['Therapy']));
  await page.setViewportSize(DESKTOP_VIEWPORT);

  // The listing's tabs, and a listing the plan does not cover says so with the way forward.
  await page.goto('/therapy-psychiatry/experts?type=psychiatry');
  await expect(page.getByRole('navigation', { name: 'Kind of care' }).getByRole('link')).toHaveText(
    ['Therapy'],
  );
  await expect(page.getByText('Not part of your care plan')).toBeVisible();
  await expect(page.getByText(`${PLAN_TEXT} Contact your care team to change it.`)).toBeVisible();
  await expectAxeClean(page);
  await page.getByRole('link', { name: 'See therapists' }).click();
  await expect(page).toHaveURL(/type=therapy/);
  await expect(page.locator('.expert-card').first()).toBeVisible();

  // A psychiatrist's profile: nothing to book, and why.
  await page.goto(`/therapy-psychiatry/experts/${psychiatrist}`);
  await expect(page.getByText(`${PLAN_TEXT} Contact your care team to change it.`)).toBeVisible();
  await expect(page.locator('.slot-day')).toHaveCount(0);

  // The therapist's profile: video sessions only, no choice of kind, the fees of what she can book.
  await page.goto(`/therapy-psychiatry/experts/${therapist}?kind=offline`);
  await expect(page.getByText(PLAN_TEXT)).toBeVisible();
  await expect(kindSwitch(page)).toHaveCount(0);
  await expect(fees(page).locator('dt')).toHaveText([/^Video session/]);
  const slot = page.locator('.slot-day').first().getByRole('link').first();
  await expect(slot).toHaveAttribute('href', /kind=tele/);
  await expectAxeClean(page);
  await saveScreenshots(page, 'care-first-profile', () => expect(slot).toBeVisible());
  await page.setViewportSize(DESKTOP_VIEWPORT);

  // The booking flow: an in-person link becomes video; no kind to choose; pay; booked.
  await page.goto(`/therapy-psychiatry/booking/${therapist}?kind=offline&step=1`);
  await expect(page).toHaveURL(/kind=tele/);
  await expect(page.getByText(PLAN_TEXT)).toBeVisible();
  await expect(page.getByRole('group', { name: 'Type of session' })).toHaveCount(0);
  await page.locator('.slot-times').getByRole('radio').first().check();
  await expect(page).toHaveURL(/start=/);
  const start = new URL(page.url()).searchParams.get('start');
  await expectAxeClean(page);
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('button', { name: /^Pay ₹[\d,]+$/ }).click();
  await expect(page).toHaveURL(/\/api\/payments\/test-gateway\/checkout\//);
  await page.getByRole('button', { name: 'Pay', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Your session is booked' })).toBeVisible();
  const upcoming = await upcomingBookings(page);
  expect(upcoming).toContainEqual(expect.objectContaining({ starts_at: start, kind: 'tele' }));
});

test('a patient who is not CF still sees every kind of care and session', async ({
  page,
  request,
}) => {
  const therapist = await demoTherapistProviderUuid(request);
  await signUp(page);
  await page.goto(`/therapy-psychiatry/experts/${therapist}`);
  // Polled: a single count can fall between two renders of the page (it read no fees once).
  await expect.poll(() => kindSwitch(page).getByRole('radio').count()).toBeGreaterThan(1);
  await expect.poll(() => fees(page).locator('dt').count()).toBeGreaterThan(1);
  await expect(page.locator('.care-plan-note')).toHaveCount(0);
  // Signed in (the header offers no log-in), so these are the kinds for this person.
  await page.getByRole('link', { name: 'Back to experts' }).click();
  await expect(page.getByRole('link', { name: 'Log in' })).toHaveCount(0);
  await expect(page.getByRole('navigation', { name: 'Kind of care' }).getByRole('link')).toHaveText(
    ['Therapy', 'Psychiatry', 'Couples therapy', 'Other experts'],
  );
  await expect(page.locator('.care-plan-note')).toHaveCount(0);
});
