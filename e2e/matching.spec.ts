import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import {
  bookAndPay,
  demoTherapistProviderUuid,
  sessionHeadersOf,
  teleSlots,
} from './support/bookings';
import { saveScreenshots } from './support/screenshots';
import { newUser, signUp, submitSignUp } from './support/users';

// Issue 3: the matching questionnaire, its results, "Your care team" on home and the new-profile
// modal and tip (SPEC §3, §4). These tests keep the announcements a new account sees.
test.use({ announceNewProfiles: true });

const axe = (page: Page) =>
  new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']);

const progress = (page: Page) => page.getByText(/^Step \d of 6$/);
const next = (page: Page) => page.getByRole('button', { name: 'Next', exact: true });

test('a brand-new user is welcomed with how to start, once, and no release notes or tip', async ({
  page,
}) => {
  await signUp(page);
  const welcome = page.getByRole('dialog', { name: /^Welcome to Kaizen, / });
  await expect(welcome).toBeVisible();
  await expect(welcome.getByRole('link', { name: 'Find my match' })).toHaveAttribute(
    'href',
    '/therapy-psychiatry/match/therapy',
  );
  await saveScreenshots(page, 'home-welcome', () => expect(welcome).toBeVisible());
  expect((await axe(page).analyze()).violations).toEqual([]);
  // Escape closes it, like any way of dismissing it.
  await page.keyboard.press('Escape');
  await expect(welcome).toBeHidden();

  const careTeam = page.getByRole('region', { name: 'Your care team' });
  await expect(careTeam.getByText('No experts yet')).toBeVisible();
  await expect(careTeam.getByRole('link', { name: 'Browse experts' })).toHaveAttribute(
    'href',
    '/therapy-psychiatry/',
  );
  const modal = page.getByRole('dialog', { name: 'Richer expert profiles' });
  const tip = page.getByRole('complementary', { name: 'Tip: open an expert’s profile' });
  await expect(modal).toHaveCount(0);
  await expect(tip).toHaveCount(0);

  await page.reload();
  await expect(careTeam.getByText('No experts yet')).toBeVisible();
  await expect(welcome).toHaveCount(0);
  await expect(modal).toHaveCount(0);
  await expect(tip).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem('showNewProfileModal'))).toBe('false');
  expect(await page.evaluate(() => localStorage.getItem('showNewProfileTooltip'))).toBe('false');
});

test('someone already in care sees the new-profile modal once, then the tip', async ({
  page,
  request,
}) => {
  await signUp(page);
  await expect(page.getByRole('dialog', { name: /^Welcome to Kaizen, / })).toBeVisible();
  // Booked elsewhere before closing the welcome: on the next visit they are not new any more.
  const headers = await sessionHeadersOf(page);
  const provider = await demoTherapistProviderUuid(request);
  const [start] = await teleSlots(request, provider);
  if (!start) throw new Error('no slot');
  await bookAndPay(request, headers, provider, start);
  await page.reload();

  const modal = page.getByRole('dialog', { name: 'Richer expert profiles' });
  await expect(modal).toBeVisible();
  expect((await axe(page).analyze()).violations).toEqual([]);
  await page.keyboard.press('Escape');
  await expect(modal).toBeHidden();
  const tip = page.getByRole('complementary', { name: 'Tip: open an expert’s profile' });
  await expect(tip).toBeVisible();
  await saveScreenshots(page, 'home-care-team', () => expect(tip).toBeVisible());
  expect((await axe(page).analyze()).violations).toEqual([]);

  await page.reload();
  // The tip shows again (not dismissed yet) once the flag checks are done; the modal never does.
  await expect(tip).toBeVisible();
  await expect(modal).toHaveCount(0);
  await tip.getByRole('button', { name: 'Got it' }).click();
  await expect(tip).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('region', { name: 'Upcoming sessions' })).toBeVisible();
  await expect(tip).toHaveCount(0);
  await expect(modal).toHaveCount(0);
});

test('a new user runs the therapy questionnaire and sees ranked, explained matches', async ({
  page,
}) => {
  await signUp(page);
  // The welcome's first step is the questionnaire.
  await page
    .getByRole('dialog', { name: /^Welcome to Kaizen, / })
    .getByRole('link', { name: 'Find my match' })
    .click();
  await expect(page).toHaveURL('/therapy-psychiatry/match/therapy');

  const question = page.getByRole('heading', { level: 1 });
  await expect(question).toHaveText('What would you like help with?');
  await expect(question).toBeFocused();
  await expect(progress(page)).toHaveText('Step 1 of 6');
  // Nothing chosen: the step says what it needs and stays.
  await next(page).click();
  await expect(page.getByRole('alert')).toContainText('Choose at least one');
  await page.getByRole('checkbox', { name: 'Anxiety', exact: true }).check();
  await expect(page.getByRole('alert')).toHaveCount(0);
  await saveScreenshots(page, 'matching-step', () => expect(question).toBeVisible());
  expect((await axe(page).analyze()).violations).toEqual([]);
  await next(page).click();

  await expect(progress(page)).toHaveText('Step 2 of 6');
  await expect(question).toBeFocused();
  await page.getByRole('checkbox', { name: 'Hindi' }).check();
  await next(page).click();
  await expect(progress(page)).toHaveText('Step 3 of 6');
  await next(page).click();
  await expect(progress(page)).toHaveText('Step 4 of 6');
  await page.getByRole('radio', { name: /Up to fee level 2/ }).check();
  await next(page).click();
  await expect(progress(page)).toHaveText('Step 5 of 6');
  // In person needs a city; Back keeps the answers.
  await page.getByRole('radio', { name: /In person/ }).check();
  await next(page).click();
  await expect(page.getByRole('alert')).toHaveText('Choose a city for an in-person session.');
  await page.getByRole('radio', { name: /Either is fine/ }).check();
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page.getByRole('radio', { name: /Up to fee level 2/ })).toBeChecked();
  await next(page).click();
  await next(page).click();
  await expect(progress(page)).toHaveText('Step 6 of 6');
  await page.getByRole('button', { name: 'See my matches' }).click();

  await expect(page).toHaveURL('/therapy-psychiatry/match/therapy/results');
  await expect(page.getByRole('heading', { name: 'Your therapist matches' })).toBeVisible();
  const matches = page.getByRole('list', { name: /matches$/ }).getByRole('listitem');
  await expect(matches.first()).toBeVisible();
  expect(await matches.count()).toBeGreaterThan(1);
  await expect(matches.first()).toContainText('Best match');
  await expect(matches.first()).toContainText('Speaks Hindi');
  const firstName = await matches.first().getByRole('heading').innerText();
  await expect(matches.first().getByRole('link', { name: firstName })).toHaveAttribute(
    'href',
    /^\/therapy-psychiatry\/experts\/[0-9a-f-]{36}$/,
  );
  await saveScreenshots(page, 'matching-results', () => expect(matches.first()).toBeVisible());
  expect((await axe(page).analyze()).violations).toEqual([]);

  // SPEC §3: kept locally; and on the server, so a reload shows the same ranking.
  const stored = await page.evaluate(() => ({
    response: JSON.parse(localStorage.getItem('matching-response-therapy') ?? 'null') as {
      userResponse: { languages: string[]; max_price_tier: number };
      timeStamp: string;
    } | null,
    matched: JSON.parse(localStorage.getItem('matched_providers') ?? 'null') as {
      recently_matched_providers: { uuid: string }[];
    } | null,
  }));
  expect(stored.response?.userResponse).toMatchObject({ languages: ['hindi'], max_price_tier: 2 });
  const total = Number.parseInt(
    (await page.getByRole('list', { name: /matches$/ }).getAttribute('aria-label')) ?? '',
    10,
  );
  expect(stored.matched?.recently_matched_providers.length).toBe(total);
  // The best ten first (three in matching_experiment_24's top_three variant, which this new
  // person may have drawn: experiments.spec checks the variants); the rest on request, focus on
  // the first one revealed.
  await expect
    .poll(() => page.evaluate(() => localStorage.getItem('matching_experiment_24')))
    .not.toBeNull();
  const variant = await page.evaluate(() =>
    JSON.parse(localStorage.getItem('matching_experiment_24') ?? 'null'),
  );
  const shown = variant === 'top_three' ? 3 : 10;
  if (total > shown) {
    await expect(matches).toHaveCount(shown);
    await page.getByRole('button', { name: `Show ${total - shown} more matches` }).click();
    await expect(matches).toHaveCount(total);
    await expect(matches.nth(shown).getByRole('link')).toBeFocused();
  }
  await page.reload();
  await expect(matches.first().getByRole('heading')).toHaveText(firstName);

  await page.getByRole('link', { name: 'Change answers' }).click();
  await expect(page).toHaveURL('/therapy-psychiatry/match/therapy');
  await expect(page.getByRole('checkbox', { name: 'Anxiety', exact: true })).toBeChecked();
});

test('a visitor answers from the keyboard, signs up at the end and sees their matches', async ({
  page,
}) => {
  await page.goto('/therapy-psychiatry/match/therapist');
  // The SPEC §3 alias reads as its type.
  await expect(page).toHaveURL('/therapy-psychiatry/match/therapy');
  await page.getByRole('checkbox', { name: 'Stress' }).check();
  await next(page).click();
  await page.getByRole('checkbox', { name: 'English' }).check();
  await next(page).click();
  await next(page).click();

  // The budget step from the keyboard alone: focus starts on the question.
  const question = page.getByRole('heading', { level: 1 });
  await expect(question).toHaveText('What fee level suits you?');
  await expect(question).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('radio', { name: /Any fee/ })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('radio', { name: /Up to fee level 2/ })).toBeChecked();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Back' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(next(page)).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(progress(page)).toHaveText('Step 5 of 6');
  await expect(question).toBeFocused();

  await next(page).click();
  await page.getByRole('button', { name: 'See my matches' }).click();
  await expect(page.getByRole('heading', { name: 'Your answers are saved' })).toBeVisible();
  expect((await axe(page).analyze()).violations).toEqual([]);

  await page.getByRole('link', { name: 'Create an account' }).click();
  await expect(page).toHaveURL(
    '/auth/sign-up/?redirectPath=%2Ftherapy-psychiatry%2Fmatch%2Ftherapy%2Fresults',
  );
  await submitSignUp(page, newUser());
  await expect(page).toHaveURL('/therapy-psychiatry/match/therapy/results');
  const matches = page.getByRole('list', { name: /matches$/ }).getByRole('listitem');
  await expect(matches.first()).toContainText('Speaks English');
});

test('the questionnaire keeps its step and answers through Back, Forward and reload', async ({
  page,
}) => {
  await page.goto('/therapy-psychiatry/match/therapy');
  await page.getByRole('checkbox', { name: 'Anxiety', exact: true }).check();
  await next(page).click();
  await expect(page).toHaveURL(/\?step=2$/);
  await page.getByRole('checkbox', { name: 'Hindi' }).check();
  await next(page).click();
  await expect(page).toHaveURL(/\?step=3$/);
  await expect(progress(page)).toHaveText('Step 3 of 6');

  // The browser's Back stays in the questionnaire, with the answer given.
  await page.goBack();
  await expect(progress(page)).toHaveText('Step 2 of 6');
  await expect(page.getByRole('checkbox', { name: 'Hindi' })).toBeChecked();
  await page.goForward();
  await expect(progress(page)).toHaveText('Step 3 of 6');
  await page.reload();
  await expect(progress(page)).toHaveText('Step 3 of 6');
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(progress(page)).toHaveText('Step 2 of 6');
  await expect(page.getByRole('checkbox', { name: 'Hindi' })).toBeChecked();
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(progress(page)).toHaveText('Step 1 of 6');
  await expect(page.getByRole('checkbox', { name: 'Anxiety', exact: true })).toBeChecked();

  // A step asked for before the ones it needs are answered shows the first unanswered one.
  await page.goto('/therapy-psychiatry/match/psychiatry?step=5');
  await expect(page).toHaveURL(/\/psychiatry\?step=1$/);
});

test('on a phone, Next with nothing chosen brings the message into view and reads it out', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/therapy-psychiatry/match/therapy');
  await expect(progress(page)).toHaveText('Step 1 of 6');
  // Scrolled down the long list of concerns, as a person does before pressing Next.
  await page.getByRole('checkbox').last().scrollIntoViewIfNeeded();
  await next(page).click();
  const alert = page.getByRole('alert');
  await expect(alert).toContainText('Choose at least one');
  await expect(alert).toBeFocused();
  await expect(alert).toBeInViewport();
  await saveScreenshots(page, 'matching-step-refused', () => expect(alert).toBeVisible());
});
