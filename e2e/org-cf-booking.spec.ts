import type { APIRequestContext } from '@playwright/test';
import {
  CF_BOOKING_NOT_ALLOWED_MESSAGE,
  CF_SESSION_KINDS_REQUIRED_MESSAGE,
} from '@kaizen/contracts';
import { expectAxeClean } from './support/axe';
import { demoTherapistProviderUuid, teleSlots, type Headers } from './support/bookings';
import { apiSessionOf, callAs } from './support/clinical';
import { expect, test } from './support/fixtures';
import { saveScreenshots } from './support/screenshots';
import { DEMO_ORG_ADMIN, DEMO_ORG_CF_MEMBER, DEMO_PASSWORD, logIn } from './support/users';

// Issue 10 / SPEC §3 cf_booking_configs: Acme's administrator sets in the console what Acme's
// care-first members may book, and the booking API follows it for Acme's CF demo member, whose
// clinician (the demo therapist) is a therapy provider, not a care-first one.

test.describe.configure({ timeout: 120_000 });

/** The booking review's answer for a video session with the demo therapist. */
async function checkTele(request: APIRequestContext, headers: Headers, provider: string) {
  const [start] = (await teleSlots(request, provider)).filter(
    (slot) => Date.parse(slot) > Date.now() + 86_400_000,
  );
  const body = { provider_uuid: provider, kind: 'tele', starts_at: start ?? '' };
  return callAs(request, headers, 'POST', '/api/customers/bookings/check', body);
}

test("Acme's administrator sets the care-first rule; Acme's CF member books by it", async ({
  page,
  request,
}) => {
  // The member books through the API (the web does not narrow a CF user's choices yet).
  const headers = await apiSessionOf(request, DEMO_ORG_CF_MEMBER, DEMO_PASSWORD);
  const provider = await demoTherapistProviderUuid(request);

  await logIn(page, DEMO_ORG_ADMIN, DEMO_PASSWORD);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Priya');
  await page.goto('/org-admin');
  const card = page.getByRole('region', { name: 'Care-first booking' });
  const form = card.getByRole('form', { name: 'Care-first booking rule' });
  const experts = form.getByRole('group', { name: 'Experts they may book' });
  const kinds = form.getByRole('group', { name: 'Kinds of session' });
  // A rule left by an earlier run goes first: Acme starts from the Kaizen default.
  const useDefault = form.getByRole('button', { name: 'Use the Kaizen default' });
  if (await useDefault.isVisible()) {
    await useDefault.click();
    await expect(useDefault).toBeHidden();
  }
  await expect(card.getByText('the Kaizen default')).toBeVisible();

  // The default allows care-first experts only: a video session with a therapist is refused.
  const refused = await checkTele(request, headers, provider);
  expect(refused).toMatchObject({
    status: 422,
    body: { errors: [CF_BOOKING_NOT_ALLOWED_MESSAGE] },
  });

  // No kind of session at all is refused with the reason, before anything is sent.
  for (const kind of ['Video session', 'In person', 'Couple session', 'Group session']) {
    await kinds.getByRole('checkbox', { name: kind }).uncheck();
  }
  await form.getByRole('button', { name: 'Save care-first rule' }).click();
  await expect(form.getByText(CF_SESSION_KINDS_REQUIRED_MESSAGE)).toBeVisible();

  // Therapists too, online only.
  await experts.getByRole('checkbox', { name: 'Therapist', exact: true }).check();
  await kinds.getByRole('checkbox', { name: 'Video session' }).check();
  await form.getByRole('button', { name: 'Save care-first rule' }).click();
  await expect(page.getByText('Care-first rule saved.')).toBeVisible();
  await expect(card.getByText('Your organisation’s rule applies.')).toBeVisible();
  await expectAxeClean(page);
  await saveScreenshots(page, 'org-cf-booking', () =>
    expect(card.getByText('Your organisation’s rule applies.')).toBeVisible(),
  );

  // The member's configuration and the booking review follow at once.
  const configs = await callAs<{ data: { cf_booking_configs: unknown } }>(
    request,
    headers,
    'GET',
    '/api/customers/customers/cf_configs',
  );
  expect(configs.body.data.cf_booking_configs).toMatchObject({
    source: 'organisation',
    session_kinds: ['tele'],
  });
  const allowed = await checkTele(request, headers, provider);
  expect(allowed.status, JSON.stringify(allowed.body)).toBe(200);

  // Back to the default (the demo data's state); the member is refused again.
  await useDefault.click();
  await expect(card.getByText('the Kaizen default')).toBeVisible();
  expect((await checkTele(request, headers, provider)).status).toBe(422);
});
