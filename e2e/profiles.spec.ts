import type { Locator, Page } from '@playwright/test';
import { apiAs, expertOffering } from './support/bookings';
import { apiSessionOf } from './support/clinical';
import { expect, test } from './support/fixtures';
import { expectAxeClean } from './support/axe';
import { acmePartnerToken } from './support/partner';
import { saveScreenshots } from './support/screenshots';
import { DEMO_PASSWORD, DEMO_PATIENT, newUser, signUp } from './support/users';

// Issue 10 multi-profile (SPEC §3, §7): an account holder adds a child, switches to them, books
// their session, and switches back; and SPEC §2 /registration-form for a partner-created account.

/** A date of birth `years` years before the browser's today, as the date input wants it. */
const birthDateYearsAgo = (years: number) => {
  const date = new Date();
  date.setFullYear(date.getFullYear() - years);
  return date.toISOString().slice(0, 10);
};

/** Fills the add-member form as a person would. */
async function fillMemberForm(
  form: Locator,
  member: { firstname: string; lastname: string; dateOfBirth: string; gender: string },
) {
  await form.getByLabel('First name').fill(member.firstname);
  await form.getByLabel('Last name').fill(member.lastname);
  await form.getByLabel('Date of birth').fill(member.dateOfBirth);
  await form.getByLabel('Gender').selectOption(member.gender);
  await form.getByLabel('They are your').selectOption('child');
}

/**
 * The member token kept on this device. Switching back reloads the page, which may still be
 * under way when the banner has gone: a read during the reload is asked again.
 */
const secondaryTokenOf = (page: Page) =>
  page.evaluate(() => localStorage.getItem('secondary_token')).catch(() => 'reloading');

test('a parent adds their child, books a session for them, and switches back', async ({
  page,
  request,
}) => {
  const expert = await expertOffering(request, 'tele');
  const parent = await signUp(page);
  await page.goto('/user');
  const family = page.getByRole('region', { name: 'Family and people you care for' });
  await expect(family).toContainText(`${parent.firstname} ${parent.lastname}`);
  await family.getByRole('button', { name: 'Add member' }).click();

  const form = page.getByRole('form', { name: 'Add a member' });
  // A date in the future is refused with a clear message, before anything is sent.
  const tomorrow = new Date(Date.now() + 36 * 3600_000).toISOString().slice(0, 10);
  await fillMemberForm(form, {
    firstname: 'Ishaan',
    lastname: 'Rao',
    dateOfBirth: tomorrow,
    gender: 'male',
  });
  await form.getByRole('button', { name: 'Add member' }).click();
  await expect(form).toContainText('Date of birth cannot be in the future.');
  await form.getByLabel('Date of birth').fill(birthDateYearsAgo(9));
  await expectAxeClean(page);
  await saveScreenshots(page, 'profiles-add-member', () => expect(form).toBeVisible());
  await page.setViewportSize({ width: 1280, height: 800 });
  await form.getByRole('button', { name: 'Add member' }).click();
  await expect(form).toHaveCount(0);
  await expect(family).toContainText('Ishaan Rao');
  await expect(family).toContainText('Child · 9 years');

  await family.getByRole('button', { name: 'Switch to Ishaan Rao' }).click();
  await expect(page).toHaveURL('/');
  const banner = page.getByRole('status').filter({ hasText: 'You are booking for' });
  await expect(banner).toContainText('You are booking for Ishaan Rao (child)');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ishaan Rao’s care');
  await expectAxeClean(page);
  await saveScreenshots(page, 'profiles-switched', () => expect(banner).toBeVisible());
  await page.setViewportSize({ width: 1280, height: 800 });

  // Booking for the child: the indicator stays on every step of the flow.
  await page.goto(`/therapy-psychiatry/booking/${expert}?kind=tele&step=1`);
  await expect(banner).toContainText('Ishaan Rao');
  await page.locator('.slot-times').getByRole('radio').first().check();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/step=3$/);
  await expect(banner).toContainText('Ishaan Rao');
  await page.getByRole('button', { name: /^Pay ₹[\d,]+$/ }).click();
  await expect(page).toHaveURL(/\/api\/payments\/test-gateway\/checkout\//);
  await page.getByRole('button', { name: 'Pay', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Your session is booked' })).toBeVisible();
  const bookingId = new URL(page.url()).searchParams.get('booking_id') ?? '';
  expect(bookingId).not.toBe('');

  // The booking is the child's: opened with the child's token, not as the parent's own, and
  // another account gets 404.
  const token = await page.evaluate(() => localStorage.getItem('secondary_token') ?? '');
  const asChild = await apiAs(page, `/api/customers/bookings/${bookingId}`, {
    headers: { 'secondary-profile-access-token': token },
  });
  expect(asChild.status).toBe(200);
  expect((await apiAs(page, `/api/customers/bookings/${bookingId}`)).status).toBe(404);
  const stranger = await apiSessionOf(request, DEMO_PATIENT, DEMO_PASSWORD);
  const foreign = await request.get(`/api/customers/bookings/${bookingId}`, { headers: stranger });
  expect(foreign.status()).toBe(404);

  // Home shows the child's session while they are selected...
  await page.goto('/');
  await expect(banner).toBeVisible();
  const upcoming = page.getByRole('region', { name: 'Upcoming sessions' });
  await expect(upcoming.getByRole('listitem').filter({ hasText: 'Video session' })).toHaveCount(1);

  // ...and switching back leaves the parent's own home without it.
  await banner.getByRole('button', { name: 'Switch back to you' }).click();
  await expect(banner).toHaveCount(0);
  await expect.poll(() => secondaryTokenOf(page)).toBeNull();
  await page.reload();
  await expect(upcoming.getByRole('listitem').filter({ hasText: 'Video session' })).toHaveCount(0);
  const ownUpcoming = await apiAs<{ bookings: { id: string }[] }>(
    page,
    '/api/customers/bookings/upcoming?new_nsp_flow=true',
  );
  expect(ownUpcoming.body.bookings.map((booking) => booking.id)).not.toContain(bookingId);
});

// The account holder's own announcements are on here (the fixture turns them off elsewhere): they
// must wait for the holder's home, not cover the member's.
test.describe('with the new-profile announcements on', () => {
  test.use({ announceNewProfiles: true });

  test('acting for a member, home is theirs and the banner works at once; removing them switches back', async ({
    page,
  }) => {
    const parent = await signUp(page);
    // A newcomer is welcomed on their home; left open, it is still to be seen.
    const welcome = page.getByRole('dialog', { name: `Welcome to Kaizen, ${parent.firstname}` });
    await expect(welcome).toBeVisible();
    // Leaving a page aborts its requests; one that rotated the session token would sign out.
    await page.waitForLoadState('networkidle');
    await page.goto('/user');
    const family = page.getByRole('region', { name: 'Family and people you care for' });
    await family.getByRole('button', { name: 'Add member' }).click();
    const form = page.getByRole('form', { name: 'Add a member' });
    await fillMemberForm(form, {
      firstname: 'Meera',
      lastname: 'Rao',
      dateOfBirth: birthDateYearsAgo(7),
      gender: 'female',
    });
    await form.getByRole('button', { name: 'Add member' }).click();
    await expect(family).toContainText('Meera Rao');

    // Switched: home is Meera's once her lists have loaded, with no welcome for the parent over
    // the banner, which answers the very first click.
    await family.getByRole('button', { name: 'Switch to Meera Rao' }).click();
    await expect(page).toHaveURL('/');
    const heading = page.getByRole('heading', { level: 1 });
    await expect(heading).toHaveText('Meera Rao’s care');
    const upcoming = page.getByRole('region', { name: 'Upcoming sessions' });
    await expect(upcoming).toContainText('No sessions booked');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    // The referral link and its rewards are the account holder's, not the member's.
    await expect(page.getByRole('heading', { name: 'Refer a friend' })).toHaveCount(0);
    const banner = page.getByRole('status').filter({ hasText: 'You are booking for' });
    await saveScreenshots(page, 'profiles-member-home', () => expect(banner).toBeVisible());
    await page.setViewportSize({ width: 1280, height: 800 });
    await banner.getByRole('button', { name: 'Switch back to you' }).click();
    await expect(banner).toHaveCount(0);
    await expect(heading).toContainText(parent.firstname);
    // The parent's own welcome waited for their own home.
    await expect(welcome).toBeVisible();
    await welcome.getByRole('button', { name: 'Not now' }).click();

    // Removing the member the device acts for: a clear consequence first, then back to the parent.
    await page.getByRole('link', { name: 'Profile', exact: true }).click();
    await family.getByRole('button', { name: 'Switch to Meera Rao' }).click();
    await expect(heading).toHaveText('Meera Rao’s care');
    await page.getByRole('link', { name: 'Profile', exact: true }).click();
    await expect(banner).toBeVisible();
    await family.getByRole('button', { name: 'Remove Meera Rao' }).click();
    const confirm = page.getByRole('dialog', { name: 'Remove Meera Rao?' });
    await expect(confirm).toContainText(
      'You will no longer be able to book for Meera or open their sessions, assessments and records from your account.',
    );
    await expect(confirm).toContainText('Their records are not deleted');
    await expectAxeClean(page);
    await saveScreenshots(page, 'profiles-remove-member', () => expect(confirm).toBeVisible());
    await page.setViewportSize({ width: 1280, height: 800 });
    await confirm.getByRole('button', { name: 'Remove Meera' }).click();
    await expect(confirm).toHaveCount(0);
    await expect(banner).toHaveCount(0);
    await expect(family).not.toContainText('Meera Rao');
    await expect(family).toContainText('You can add up to 4 members (0 added).');
    await expect.poll(() => secondaryTokenOf(page)).toBeNull();
  });
});

test('a partner-created member completes the registration form and returns to their dashboard', async ({
  page,
}) => {
  const user = newUser();
  const member = {
    subject: `acme-emp-${crypto.randomUUID()}`,
    email: user.email,
    givenName: 'Kavya',
    familyName: 'Menon',
  };
  await page.goto(`/t-p?company=acme&jwt=${acmePartnerToken(member)}`);
  await expect(page).toHaveURL('/org/dashboard');
  const policies = page.getByRole('dialog', { name: 'Please review our policies' });
  await policies.getByRole('button', { name: 'I accept' }).click();
  await expect(policies).toHaveCount(0);

  await page.goto('/registration-form?redirectPath=/org/dashboard');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Complete your registration');
  const form = page.getByRole('form', { name: 'Registration form' });
  await expect(form.getByLabel('First name')).toHaveValue('Kavya');
  await form.getByLabel('Date of birth').fill('1890-01-01');
  await form.getByLabel('Gender').selectOption('female');
  await form.getByRole('button', { name: 'Save and continue' }).click();
  await expect(form).toContainText('Please check the year of birth.');
  await form.getByLabel('Date of birth').fill('1994-08-21');
  await expectAxeClean(page);
  await saveScreenshots(page, 'registration-form', () => expect(form).toBeVisible());
  await page.setViewportSize({ width: 1280, height: 800 });
  await form.getByRole('button', { name: 'Save and continue' }).click();
  await expect(page).toHaveURL('/org/dashboard');

  // Shown, and editable, on the profile page.
  await page.goto('/user');
  await expect(page.locator('.details')).toContainText('21 Aug 1994');
  await expect(page.locator('.details')).toContainText('Female');
  await page.getByRole('link', { name: 'Edit date of birth and gender' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your registration details');
});
