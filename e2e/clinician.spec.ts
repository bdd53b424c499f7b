import fs from 'node:fs/promises';
import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Browser, Locator, Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { saveScreenshots, TABLET_AND_DESKTOP } from './support/screenshots';
import {
  bookAndPay,
  demoTherapistProviderUuid,
  providerUuidsOf,
  setServerClock,
  teleSlots,
} from './support/bookings';
import { apiSessionOf, callAs } from './support/clinical';
import { DEMO_PASSWORD, DEMO_PATIENT, DEMO_THERAPIST, newUser, signUp } from './support/users';

// Issue 13: the clinician workspace at /clinician/, clicked through as a therapist would.

test.use({ timezoneId: 'Asia/Kolkata' });

const axe = (page: Page) =>
  new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']);

async function signInToWorkspace(page: Page, login: string) {
  await page.goto('/clinician/');
  await expect(page).toHaveURL(/\/clinician\/log-in/);
  await page.getByLabel('Email').fill(login);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** Letters only (names refuse digits): the time's digits as a to j, for a surname of its own. */
const uniqueSurname = (prefix: string) =>
  `${prefix}${String(Date.now()).replace(/\d/g, (digit) => 'abcdefghij'.charAt(Number(digit)))}`;

const uuidOf = async (request: APIRequestContext, session: Record<string, string>) =>
  (
    await callAs<{ data: { uuid: string } }>(
      request,
      session,
      'GET',
      '/api/authenticate/validate_token',
    )
  ).body.data.uuid;

/**
 * A new patient who booked and paid the demo therapist's first free video slot: their API
 * session, their uuid and the booking.
 */
async function patientOfDemoTherapist(
  browser: Browser,
  request: APIRequestContext,
  lastname?: string,
) {
  const patientContext = await browser.newContext();
  const user = await signUp(await patientContext.newPage(), {
    ...newUser(),
    ...(lastname ? { lastname } : {}),
  });
  await patientContext.close();
  const patientApi = await apiSessionOf(request, user.email, user.password);
  const provider = await demoTherapistProviderUuid(request);
  const [start] = await teleSlots(request, provider);
  if (!start) throw new Error('no slot');
  const booking = await bookAndPay(request, patientApi, provider, start);
  const patientUuid = await uuidOf(request, patientApi);
  return { user, patientApi, booking, patientUuid };
}

test('a patient is refused at the workspace with a clear message', async ({ page }) => {
  await signInToWorkspace(page, DEMO_PATIENT);
  await expect(page.getByRole('alert')).toHaveText(
    'This workspace is for Kaizen clinicians. Patients sign in at the Kaizen app.',
  );
  await expect(page).toHaveURL(/\/clinician\/log-in/);
  expect((await axe(page).analyze()).violations).toEqual([]);
  await saveScreenshots(page, 'clinician-login', undefined, TABLET_AND_DESKTOP);
});

test("a therapist changes Thursday's hours and the directory shows the new times", async ({
  page,
}) => {
  await signInToWorkspace(page, DEMO_THERAPIST);
  await expect(page.getByText('Meera Nair')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Day and week' })).toBeVisible();

  await page.getByRole('link', { name: 'Hours' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Hours' })).toBeVisible();
  await expect(page.getByText('Times are in Asia/Kolkata.')).toBeVisible();
  await page.getByLabel('Session kind').selectOption('tele');
  // Thursday: every window removed, then one from 14:00 to 15:00.
  const removeThursday = page.getByRole('button', { name: /^Remove Thursday/ });
  while ((await removeThursday.count()) > 0) await removeThursday.first().click();
  await page.getByRole('button', { name: 'Add hours on Thursday' }).click();
  await page.getByLabel('Thursday from').fill('14:00');
  await page.getByLabel('Thursday until').fill('15:00');
  await page.getByRole('button', { name: /^Save video session hours/ }).click();
  await expect(page.getByText('Video session hours saved.')).toBeVisible();
  expect((await axe(page).analyze()).violations).toEqual([]);
  await saveScreenshots(page, 'clinician-hours', undefined, TABLET_AND_DESKTOP);

  // The preview and the public profile both show Thursday at 2 pm only.
  const preview = page.locator('.cw-preview__day').filter({ hasText: /^Thu/ }).first();
  await expect(preview.locator('.cw-preview__times')).toHaveText('2:00 pm');
  // "Thu, 26 Nov" in the preview is "Tomorrow, 26th Nov" or "Thursday, 26th Nov" on the profile.
  const [, day, month] =
    /(\d+) (\w+)/.exec(await preview.locator('.cw-preview__date').innerText()) ?? [];
  await page.getByRole('link', { name: 'See your profile as patients do' }).click();
  // The profile lists the first days and keeps the rest behind "Show all N days": on a Thursday
  // past today's notice period, the next Thursday is a week away and among the rest.
  await expect(page.locator('.slot-day').first()).toBeVisible();
  const allDays = page.getByRole('button', { name: /^Show all \d+ days$/ });
  if (await allDays.isVisible()) await allDays.click();
  const thursday = page
    .locator('.slot-day')
    .filter({ hasText: new RegExp(`\\b${day}(st|nd|rd|th) ${month}`) });
  await expect(thursday.getByRole('link')).toHaveText([/^02:00 PM/]);
});

test('a therapist acknowledges a PHQ-9 risk alert and keeps a note the patient cannot fetch', async ({
  page,
  browser,
  request,
}) => {
  // A new patient books the demo therapist and answers PHQ-9 item 9 above 0. Other specs leave
  // alerts for patients named like every test user: this one gets a surname of its own.
  const { user, patientApi, patientUuid } = await patientOfDemoTherapist(
    browser,
    request,
    uniqueSurname('Alert'),
  );
  const answers = { q1: 1, q2: 1, q3: 0, q4: 0, q5: 0, q6: 0, q7: 0, q8: 0, q9: 1 };
  const submitted = await callAs(request, patientApi, 'POST', '/api/customers/assessments/phq9', {
    answers,
  });
  expect(submitted.status, JSON.stringify(submitted.body)).toBe(201);

  await signInToWorkspace(page, DEMO_THERAPIST);
  const alertsLink = page.getByRole('link', { name: /^Alerts \d+ open$/ });
  await expect(alertsLink).toBeVisible();
  await alertsLink.click();
  const card = page.getByRole('article', { name: `Alert for ${user.firstname} ${user.lastname}` });
  await expect(card).toContainText('Reported thoughts of self-harm');
  await card.getByLabel(/^Note/).fill('Called the patient; safety plan agreed.');
  expect((await axe(page).analyze()).violations).toEqual([]);
  await saveScreenshots(page, 'clinician-alerts', undefined, TABLET_AND_DESKTOP);
  await card.getByRole('button', { name: 'Acknowledge' }).click();
  await expect(card).toContainText('Acknowledged by');

  // The acknowledgement note sits in the chart's private note; more is typed and autosaved.
  await card.getByRole('link', { name: `${user.firstname} ${user.lastname}` }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    `${user.firstname} ${user.lastname}`,
  );
  const note = page.getByRole('textbox', { name: 'Private note' });
  await expect(note).toHaveValue(/safety plan agreed/);
  await note.press('End');
  await note.pressSequentially('\nNext: sleep diary.');
  await expect(page.getByRole('status').filter({ hasText: /^Saved$/ })).toBeVisible();
  expect((await axe(page).analyze()).violations).toEqual([]);
  await saveScreenshots(page, 'clinician-chart', undefined, TABLET_AND_DESKTOP);

  // The patient cannot fetch it: the clinician routes do not exist for them.
  const asPatient = await callAs(
    request,
    patientApi,
    'GET',
    `/api/clinicians/patients/${patientUuid}/notes`,
  );
  expect(asPatient.status).toBe(404);
  expect(JSON.stringify(asPatient.body)).not.toContain('sleep diary');
});

test('a psychiatrist issues a prescription from the chart and the patient downloads it', async ({
  page,
  browser,
  request,
}) => {
  const patientContext = await browser.newContext();
  const patientPage = await patientContext.newPage();
  const user = await signUp(patientPage, newUser());
  const patientApi = await apiSessionOf(request, user.email, user.password);
  // The demo psychiatrist acts as the first psychiatry provider by uuid (demo data).
  const [provider] = await providerUuidsOf(request, 'psychiatry');
  if (!provider) throw new Error('no psychiatry provider');
  const [start] = await teleSlots(request, provider);
  if (!start) throw new Error('no slot');
  await bookAndPay(request, patientApi, provider, start);
  const patientUuid = await uuidOf(request, patientApi);

  await signInToWorkspace(page, 'psychiatrist@kaizen.health');
  const name = (await page.locator('.cw-header__name').innerText()).trim();
  await page.goto(`/clinician/patients/${patientUuid}`);
  const form = page.locator('form.cw-rx-form');
  await form.getByLabel('Medicine', { exact: true }).fill('Sertraline');
  await form.getByLabel('Strength').fill('50 mg');
  await form.getByLabel('Dose').fill('1 tablet');
  await form.getByLabel('Frequency').fill('Once daily in the morning');
  await form.getByLabel('Duration').fill('4 weeks');
  await form.getByLabel('Signature: your full name').fill(name);
  await form.getByRole('button', { name: 'Sign and issue' }).click();
  await expect(page.getByText('Prescription issued.')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Prescriptions' })).toContainText('Sertraline');
  expect((await axe(page).analyze()).violations).toEqual([]);
  await saveScreenshots(page, 'clinician-prescription', undefined, TABLET_AND_DESKTOP);

  await patientPage.goto('/prescriptions');
  const card = patientPage.getByRole('article').filter({ hasText: 'Sertraline' });
  const [download] = await Promise.all([
    patientPage.waitForEvent('download'),
    card.getByRole('button', { name: 'Download PDF' }).click(),
  ]);
  const bytes = await fs.readFile(await download.path());
  expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
  await patientContext.close();
});

test("a therapist sees today's session, marks it completed, and cancels a later one with a reason", async ({
  page,
  browser,
  request,
}) => {
  const patientContext = await browser.newContext();
  const patientPage = await patientContext.newPage();
  const user = await signUp(patientPage, newUser());
  const patientApi = await apiSessionOf(request, user.email, user.password);
  const provider = await demoTherapistProviderUuid(request);
  const [first] = await teleSlots(request, provider);
  if (!first) throw new Error('no slot');
  const past = await bookAndPay(request, patientApi, provider, first);
  // A later time still free after the first booking (its buffer blocks the next slots).
  const second = (await teleSlots(request, provider)).find(
    (slot) => Date.parse(slot) >= Date.parse(first) + 3 * 3_600_000,
  );
  if (!second) throw new Error('no later slot');
  const later = await bookAndPay(request, patientApi, provider, second);
  // Five minutes into the first session, on the server's clock and the browser's.
  const during = new Date(Date.parse(past.starts_at) + 5 * 60_000);
  await setServerClock(request, during);
  try {
    await page.clock.install({ time: during });
    await signInToWorkspace(page, DEMO_THERAPIST);
    const today = page.getByRole('region', { name: /^Today|^\w{3}, \d+ \w{3}$/ }).first();
    const session = page.getByRole('article', { name: new RegExp(`with ${user.firstname}$`) });
    await expect(session.first()).toBeVisible();
    await expect(today).toBeVisible();

    // Only the session in its join window offers Join (the later one does not); it opens the
    // session host's room with the clinician's own link, which leads back to the workspace.
    const joins = page.getByRole('button', { name: /^Join / });
    await expect(joins).toHaveCount(1);
    await expect(joins).toHaveAccessibleName(`Join Video session with ${user.firstname}`);
    await page.route('https://meet.jit.si/**', (route) => route.abort());
    await joins.click();
    await expect(page).toHaveURL(
      new RegExp(`/session/${past.id}/[\\w%-]+/website\\?fromPWA=true$`),
    );
    await expect(page.getByRole('heading', { level: 1, name: 'Your session' })).toBeVisible();
    await expect(page.locator('iframe')).toHaveAttribute(
      'src',
      /^https:\/\/meet\.jit\.si\/kaizen-/,
    );
    await page.goBack();
    await expect(session.first()).toBeVisible();

    // This patient's cards (other specs' patients share the name); the first is under way.
    const cards = page
      .getByRole('article')
      .filter({ has: page.locator(`a[href$="/patients/${await uuidOf(request, patientApi)}"]`) });
    const card = cards.first();
    const markCompleted = card.getByRole('button', { name: /^Mark .* completed$/ });
    await markCompleted.click();
    // The button says "Completed" too: wait for the marks to go and the status badge to come.
    await expect(markCompleted).toHaveCount(0);
    await expect(card.locator('.cw-badge--completed')).toHaveText('Completed');
    // Marked completed: the patient can now give feedback on it.
    const feedback = await callAs(
      request,
      patientApi,
      'POST',
      `/api/customers/bookings/${past.id}/feedback`,
      { rating: 5, text: 'Helpful.' },
    );
    expect(feedback.status, JSON.stringify(feedback.body)).toBe(201);

    const cancel = cards.getByRole('button', {
      name: `Cancel Video session with ${user.firstname}`,
    });
    await cancel.click();
    await page.getByLabel(/^Reason/).fill('I am unwell; please rebook with me next week.');
    await page.getByRole('button', { name: 'Cancel session' }).click();
    await expect(cards.locator('.cw-badge--cancelled')).toHaveText('Cancelled');
    expect((await axe(page).analyze()).violations).toEqual([]);
    await saveScreenshots(page, 'clinician-day', undefined, TABLET_AND_DESKTOP);
  } finally {
    await setServerClock(request, new Date());
  }
  const own = await callAs<{
    data: { status: string; cancel_reason: string | null; cancelled_by: string | null };
  }>(request, patientApi, 'GET', `/api/customers/bookings/${later.id}`);
  const reason = 'I am unwell; please rebook with me next week.';
  expect(own.body.data).toMatchObject({ status: 'cancelled', cancelled_by: 'clinician' });
  expect(own.body.data.cancel_reason).toMatch(new RegExp(`^Cancelled by [^:]+: ${reason}$`));

  // The patient's home keeps the session where it was and says who cancelled it and why.
  await patientPage.goto('/');
  // A new account is greeted once with the release notes; they go first.
  await patientPage.getByRole('dialog').getByRole('button', { name: 'Got it' }).click();
  const cancelled = patientPage.locator('.cancelled-sessions');
  await expect(cancelled.getByRole('heading', { name: 'Cancelled by your expert' })).toBeVisible();
  await expect(cancelled).toContainText(own.body.data.cancel_reason ?? reason);
  expect((await axe(patientPage).analyze()).violations).toEqual([]);
  await saveScreenshots(patientPage, 'home-cancelled-by-expert');
  await patientContext.close();
});

test('a therapist makes a private calendar feed address and revokes it', async ({
  page,
  request,
}) => {
  await signInToWorkspace(page, DEMO_THERAPIST);
  await page.getByRole('link', { name: 'Calendar', exact: true }).click();
  await page.getByRole('button', { name: /^Make (a feed address|a new address)/ }).click();
  const address = page.getByLabel(/^Your private address/);
  const url = new URL(await address.inputValue());
  const feed = await request.get(url.pathname);
  expect(feed.status()).toBe(200);
  expect(await feed.text()).toContain('BEGIN:VCALENDAR');
  expect((await axe(page).analyze()).violations).toEqual([]);
  await saveScreenshots(page, 'clinician-calendar', undefined, TABLET_AND_DESKTOP);
  await page.getByRole('button', { name: 'Revoke' }).click();
  await expect(page.getByText('No feed address is active.')).toBeVisible();
  expect((await request.get(url.pathname)).status()).toBe(404);
});

test("a therapist works a patient's chart: emergency contact in an alert, SOAP note, plan, assessment, documents", async ({
  page,
  browser,
  request,
}) => {
  const { user, patientApi, patientUuid } = await patientOfDemoTherapist(
    browser,
    request,
    uniqueSurname('Chart'),
  );
  const contact = await callAs(request, patientApi, 'PUT', '/api/customers/emergency_contact', {
    name: 'Ravi Verma',
    relationship: 'Sibling',
    phone: '9812345678',
  });
  expect(contact.status).toBe(200);
  const answers = { q1: 2, q2: 1, q3: 0, q4: 0, q5: 0, q6: 0, q7: 0, q8: 0, q9: 1 };
  expect(
    (await callAs(request, patientApi, 'POST', '/api/customers/assessments/phq9', { answers }))
      .status,
  ).toBe(201);

  await signInToWorkspace(page, DEMO_THERAPIST);
  await expect(page.getByRole('heading', { level: 1, name: 'Day and week' })).toBeVisible();
  await page.goto(`/clinician/patients/${patientUuid}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    `${user.firstname} ${user.lastname}`,
  );

  // The alert is open: the emergency contact is on the chart.
  const emergency = page.getByRole('region', { name: 'Emergency contact' });
  await expect(emergency).toContainText('Ravi Verma (Sibling)');
  await expect(emergency.getByRole('link', { name: '9812345678' })).toHaveAttribute(
    'href',
    'tel:9812345678',
  );

  // SOAP headings go into the private note and are autosaved with it.
  await page.getByRole('button', { name: 'Insert SOAP headings' }).click();
  const note = page.getByRole('textbox', { name: 'Private note' });
  await expect(note).toHaveValue(/Subjective:\n\nObjective:\n\nAssessment:\n\nPlan:\n$/);
  await expect(page.getByRole('status').filter({ hasText: /^Saved$/ })).toBeVisible();

  // A treatment plan: written, then a goal marked in progress and a progress note added.
  const plans = page.getByRole('region', { name: 'Treatment plan' });
  await plans.getByRole('button', { name: 'New plan' }).click();
  await plans.getByLabel('Plan title').fill('Sleep and low mood');
  await plans.getByLabel('Goal 1', { exact: true }).fill('Sleep seven hours on most nights');
  await plans.getByRole('button', { name: 'Add an intervention' }).click();
  await plans.getByLabel('Intervention 1', { exact: true }).fill('Behavioural activation');
  await plans.getByLabel('Intervention 1 frequency').fill('Weekly, 50 minutes');
  await plans.getByRole('button', { name: 'Create plan' }).click();
  const plan = plans.getByRole('article', { name: 'Plan: Sleep and low mood' });
  await expect(plan).toContainText('Sleep seven hours on most nights · Not started');
  await plan.getByRole('button', { name: 'Edit plan Sleep and low mood' }).click();
  await plans.getByLabel('Goal 1 status').selectOption('in_progress');
  await plans.getByRole('button', { name: 'Save plan' }).click();
  await expect(plan).toContainText('Sleep seven hours on most nights · In progress');
  await plan.getByLabel(/^Progress note/).fill('Two good nights this week.');
  await plan.getByRole('button', { name: 'Add progress note' }).click();
  await expect(plan.getByRole('list', { name: 'Progress notes' })).toContainText(
    'Two good nights this week.',
  );

  // Assign a GAD-7: it is listed, and the patient has it to do.
  const assessments = page.getByRole('region', { name: 'Assessments' });
  await assessments.getByLabel('Questionnaire').selectOption('gad7');
  await assessments.getByRole('button', { name: 'Assign' }).click();
  await expect(assessments.getByText(/GAD-7 assigned/)).toBeVisible();
  await expect(assessments.getByRole('list', { name: 'Assigned questionnaires' })).toContainText(
    'GAD-7',
  );
  const assigned = await callAs<{ data: { instrument: string }[] }>(
    request,
    patientApi,
    'GET',
    '/api/customers/assessment_assignments',
  );
  expect(assigned.body.data.map((item) => item.instrument)).toContain('gad7');

  // A document uploaded to the record, listed, downloaded; the patient sees it too.
  const documents = page.getByRole('region', { name: 'Documents' });
  await documents.getByLabel(/^Add a document/).setInputFiles({
    name: 'sleep-diary.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('Mon 6h, Tue 7h, Wed 7.5h\n'),
  });
  await documents.getByRole('button', { name: 'Upload' }).click();
  await expect(documents.getByText('sleep-diary.txt uploaded to the record.')).toBeVisible();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    documents.getByRole('button', { name: 'Download sleep-diary.txt' }).click(),
  ]);
  expect(await fs.readFile(await download.path(), 'utf8')).toBe('Mon 6h, Tue 7h, Wed 7.5h\n');
  const theirs = await callAs<{ data: { file_name: string }[] }>(
    request,
    patientApi,
    'GET',
    '/api/customers/documents',
  );
  expect(theirs.body.data.map((item) => item.file_name)).toContain('sleep-diary.txt');

  expect((await axe(page).analyze()).violations).toEqual([]);
  // From the top: the header and the sessions column stick while scrolling.
  await page.evaluate(() => window.scrollTo(0, 0));
  await saveScreenshots(page, 'clinician-chart-full', undefined, TABLET_AND_DESKTOP);
});

/** Presses Tab until the target has focus, as a keyboard user would; fails if it never does. */
async function tabTo(page: Page, target: Locator, limit = 120) {
  for (let presses = 0; presses < limit; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`not reachable with Tab: ${target.toString()}`);
}

test('keyboard only: a therapist signs in, marks a session, finds it in the week grid, opens the chart and writes a note', async ({
  page,
  browser,
  request,
}) => {
  const { user, booking, patientUuid } = await patientOfDemoTherapist(browser, request);
  const during = new Date(Date.parse(booking.starts_at) + 5 * 60_000);
  await setServerClock(request, during);
  try {
    await page.clock.install({ time: during });
    await page.goto('/clinician/');
    await expect(page).toHaveURL(/\/clinician\/log-in/);
    await tabTo(page, page.getByLabel('Email'));
    await page.keyboard.type(DEMO_THERAPIST);
    await tabTo(page, page.getByLabel('Password', { exact: true }));
    await page.keyboard.type(DEMO_PASSWORD);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 1, name: 'Day and week' })).toBeVisible();

    // Mark the session that is under way, from its card.
    const card = page
      .getByRole('article')
      .filter({ has: page.locator(`a[href$="/patients/${patientUuid}"]`) });
    await tabTo(page, card.getByRole('button', { name: /^Mark .* completed$/ }));
    await page.keyboard.press('Enter');
    await expect(card).toContainText('Completed');

    // The week grid shows it at its day and time; Enter opens the chart.
    await tabTo(page, page.getByRole('link', { name: 'Week grid' }));
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 2, name: /^Week of / })).toBeVisible();
    const block = page.locator(`a.cw-week__session[href$="/patients/${patientUuid}"]`);
    await expect(block).toHaveAccessibleName(
      new RegExp(`: Video session with ${user.firstname}\\s?, completed$`),
    );
    expect((await axe(page).analyze()).violations).toEqual([]);
    await saveScreenshots(page, 'clinician-week', undefined, TABLET_AND_DESKTOP);
    await tabTo(page, block);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      `${user.firstname} ${user.lastname}`,
    );

    const note = page.getByRole('textbox', { name: 'Private note' });
    await tabTo(page, note);
    await page.keyboard.type('Seen today; keyboard-only note.');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('status').filter({ hasText: /^Saved$/ })).toBeVisible();
    await expect(note).toHaveValue('Seen today; keyboard-only note.');
  } finally {
    await setServerClock(request, new Date());
  }
});
