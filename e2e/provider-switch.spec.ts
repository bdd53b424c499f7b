import type { Browser, Page } from '@playwright/test';
import { expectAxeClean } from './support/axe';
import { demoTherapistProviderUuid } from './support/bookings';
import { expect, test } from './support/fixtures';
import { saveScreenshots, TABLET_AND_DESKTOP } from './support/screenshots';
import { DEMO_PASSWORD, DEMO_SWITCH_PATIENT, DEMO_THERAPIST, logIn } from './support/users';

// SPEC §3 provider switch: a patient in therapy changes therapist from the care team on home,
// with a reason for the new therapist, and the new therapist finds them in the workspace.

const REASON = 'Evenings after seven are the only time I can talk.';

async function workspaceAsDemoTherapist(browser: Browser): Promise<Page> {
  const page = await (await browser.newContext({ timezoneId: 'Asia/Kolkata' })).newPage();
  await page.goto('/clinician/');
  await page.getByLabel('Email').fill(DEMO_THERAPIST);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  return page;
}

test('a patient changes therapist with a reason; the new therapist sees the switch in the chart', async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(120_000);
  const uuid = await demoTherapistProviderUuid(request);
  const profile = (await (await request.get(`/api/providers/${uuid}`)).json()) as {
    data: { firstname: string; lastname: string };
  };
  const newName = `${profile.data.firstname} ${profile.data.lastname}`;

  await logIn(page, DEMO_SWITCH_PATIENT, DEMO_PASSWORD);
  const careTeam = page.locator('#care-team');
  const change = careTeam.getByRole('button', { name: 'Change therapist or psychiatrist' });
  await expect(change).toBeVisible();
  const oldName = (await careTeam.locator('.care-team__name').first().innerText()).trim();
  await change.click();

  // One therapist in care: the flow starts with who is being changed and why.
  const dialog = page.getByRole('dialog', { name: 'Change your therapist' });
  await expect(dialog).toContainText(`Your therapist now: ${oldName}`);
  await expect(dialog).toContainText('Your new therapist will see the reason');
  await expect(dialog.getByRole('button', { name: 'Choose a new therapist' })).toBeDisabled();
  await dialog.getByRole('radio', { name: 'Their times do not suit me' }).check();
  await dialog.getByLabel('Anything your new expert should know').fill(REASON);
  await expectAxeClean(page);
  await dialog.getByRole('button', { name: 'Choose a new therapist' }).click();

  // The directory's therapists, without the current one; more pages until the demo therapist.
  const candidate = dialog.getByRole('radio', { name: new RegExp(newName) });
  const more = dialog.getByRole('button', { name: 'Show more experts' });
  await expect(dialog.getByRole('group', { name: 'Your new therapist' })).toBeVisible();
  await expect(dialog.getByRole('radio', { name: new RegExp(oldName) })).toHaveCount(0);
  for (let page = 0; page < 40 && !(await candidate.isVisible()); page += 1) {
    await more.click();
    await expect(more.or(candidate).first()).toBeEnabled();
  }
  await candidate.check();
  await expectAxeClean(page);
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await expect(dialog).toContainText(REASON);
  await dialog.getByRole('button', { name: 'Change my therapist' }).click();

  const done = page.getByRole('dialog', { name: 'Your new therapist' });
  await expect(done).toContainText(`${newName} is now your therapist.`);
  await expect(
    done.getByRole('link', { name: `Book with ${profile.data.firstname}` }),
  ).toBeVisible();
  await expectAxeClean(page);
  await saveScreenshots(page, 'provider-switch-done');
  await done.getByRole('button', { name: 'Done' }).click();

  // Home: the new therapist on the care team, the old one as previous.
  await expect(careTeam.locator('.care-team__name')).toHaveText([newName]);
  await expect(careTeam.getByRole('list', { name: 'Previous experts' })).toContainText(oldName);
  await expect(change).toHaveCount(0);
  await expectAxeClean(page);

  // The new therapist finds the patient in the workspace and reads why they came.
  const workspace = await workspaceAsDemoTherapist(browser);
  const switched = workspace.getByRole('region', { name: 'New patients who chose you' });
  await switched.getByRole('link', { name: 'Ravi Menon' }).click();
  await expect(workspace.getByRole('heading', { name: 'Ravi Menon', level: 1 })).toBeVisible();
  const card = workspace.getByRole('region', { name: 'Switched to you' });
  await expect(card).toContainText('Their times do not suit me');
  await expect(card).toContainText(REASON);
  await expectAxeClean(workspace);
  await saveScreenshots(workspace, 'provider-switch-chart', undefined, TABLET_AND_DESKTOP);
});
