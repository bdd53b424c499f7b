import AxeBuilder from '@axe-core/playwright';
import { MATCHING_EXPERIMENT, MATCHING_EXPERIMENT_VARIANTS } from '@kaizen/contracts';
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { openOperatorConsole } from './support/operator';
import { saveScreenshots } from './support/screenshots';
import { logIn, signUp } from './support/users';

// Issue 15: a signed-in person's matching_experiment_24 variant is stored on the server (the
// realtime tree) and stays the same across reloads and on another device; the operator sees it
// counted on the Experiments page.

const RESULTS = '/therapy-psychiatry/match/therapy/results';

async function answerQuestionnaire(page: Page) {
  await page.goto('/therapy-psychiatry/match/therapy');
  const next = page.getByRole('button', { name: 'Next', exact: true });
  await page.getByRole('checkbox', { name: 'Anxiety', exact: true }).check();
  await next.click();
  await expect(page.getByText('Step 2 of 6')).toBeVisible();
  await page.getByRole('checkbox', { name: 'English' }).check();
  await next.click();
  for (const step of [3, 4]) {
    await expect(page.getByText(`Step ${step} of 6`)).toBeVisible();
    await next.click();
  }
  await expect(page.getByText('Step 5 of 6')).toBeVisible();
  await page.getByRole('radio', { name: /Either is fine/ }).check();
  await next.click();
  await expect(page.getByText('Step 6 of 6')).toBeVisible();
  await page.getByRole('button', { name: 'See my matches' }).click();
  await expect(page).toHaveURL(RESULTS);
}

/** The variant this browser saved (SPEC §4: as JSON under the experiment's name). */
const savedVariant = (page: Page) =>
  page.evaluate(
    (key) => JSON.parse(localStorage.getItem(key) ?? 'null') as unknown,
    MATCHING_EXPERIMENT,
  );

/** What the results show for the variant: three cards first for top_three, ten for control. */
async function expectResultsIn(page: Page, variant: unknown) {
  const matches = page.getByRole('list', { name: /matches$/ }).getByRole('listitem');
  await expect(matches.first()).toBeVisible();
  const total = Number(
    (await page.getByRole('list', { name: /matches$/ }).getAttribute('aria-label'))?.split(' ')[0],
  );
  const firstShown = variant === 'top_three' ? 3 : 10;
  await expect(matches).toHaveCount(Math.min(total, firstShown));
}

test('a signed-in person keeps their matching_experiment_24 variant across reloads and devices', async ({
  page,
  browser,
}) => {
  const user = await signUp(page);
  await page.keyboard.press('Escape');
  await answerQuestionnaire(page);
  await expect.poll(() => savedVariant(page)).not.toBeNull();
  const variant = await savedVariant(page);
  expect(MATCHING_EXPERIMENT_VARIANTS).toContain(variant);
  await expectResultsIn(page, variant);
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);

  for (let reload = 0; reload < 2; reload++) {
    await page.reload();
    await expectResultsIn(page, variant);
    expect(await savedVariant(page)).toBe(variant);
  }

  // Another device: nothing saved there; the server's stored value decides.
  const other = await browser.newContext();
  const phone = await other.newPage();
  try {
    await logIn(phone, user.email, user.password);
    await expect(phone.getByRole('heading', { level: 1 })).toContainText(user.firstname);
    expect(await savedVariant(phone)).toBeNull();
    await phone.goto(RESULTS);
    await expect.poll(() => savedVariant(phone)).toBe(variant);
    await expectResultsIn(phone, variant);
  } finally {
    await other.close();
  }

  // SPEC §4 override from the address: written, used, and kept after.
  await page.goto(`${RESULTS}?${MATCHING_EXPERIMENT}=top_three`);
  await expect.poll(() => savedVariant(page)).toBe('top_three');
  await expectResultsIn(page, 'top_three');
  await saveScreenshots(page, 'matching-top-three', () =>
    expect(page.getByRole('button', { name: /^Show \d+ more match/ })).toBeVisible(),
  );
  await page.goto(RESULTS);
  await expectResultsIn(page, 'top_three');
  expect(await savedVariant(page)).toBe('top_three');

  // The operator sees the experiment with people assigned to its variants.
  const operatorContext = await browser.newContext();
  const operator = await operatorContext.newPage();
  try {
    await openOperatorConsole(operator);
    await operator
      .getByRole('navigation', { name: 'Operator console' })
      .getByRole('link', { name: 'Experiments' })
      .click();
    const card = operator.getByRole('region', { name: MATCHING_EXPERIMENT });
    const row = card.getByRole('row', { name: new RegExp(`^${String(variant)} `) });
    await expect(row).toBeVisible();
    expect(Number((await row.getByRole('cell').nth(1).innerText()).trim())).toBeGreaterThan(0);
    expect((await new AxeBuilder({ page: operator }).analyze()).violations).toEqual([]);
    await saveScreenshots(operator, 'operator-experiments', () => expect(card).toBeVisible());
  } finally {
    await operatorContext.close();
  }
});

test('an operator defines an experiment with weighted variants; bad input says why', async ({
  page,
}) => {
  await openOperatorConsole(page);
  await page
    .getByRole('navigation', { name: 'Operator console' })
    .getByRole('link', { name: 'Experiments' })
    .click();
  const form = page.getByRole('region', { name: 'Define an experiment' });
  await form.getByLabel('Name', { exact: true }).fill('Bad Name');
  await form.getByRole('button', { name: 'Define and run' }).click();
  await expect(form.getByRole('alert')).toContainText(
    'The experiment name has lower-case letters, digits and _ only.',
  );
  const name = `e2e_${Date.now()}`;
  await form.getByLabel('Name', { exact: true }).fill(name);
  await form.getByLabel('Variant 2 name').fill('bold');
  await form.getByLabel('Variant 2 weight').fill('30');
  await form.getByRole('button', { name: 'Define and run' }).click();
  const card = page.getByRole('region', { name });
  await expect(card).toContainText('Running');
  await expect(card.getByRole('row', { name: /^bold 30 0 0/ })).toBeVisible();
  await card.getByRole('button', { name: `Pause ${name}` }).click();
  await expect(card).toContainText('Paused');
});
