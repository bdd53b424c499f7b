import type { Page } from '@playwright/test';
import { bookAndPay, demoTherapistProviderUuid, teleSlots } from './support/bookings';
import { apiSessionOf, callAs, demoTherapistSession } from './support/clinical';
import { expect, test } from './support/fixtures';
import { saveScreenshots } from './support/screenshots';
import { DEMO_PASSWORD, DEMO_PATIENT, logIn, newUser, signUp } from './support/users';

// Assessments (issue 12): take PHQ-9 one question per screen with progress saved, see the band
// and the trend; an answer of risk shows the safety screen before the score and alerts the care
// team, whose API lists the alert; a clinician's assignment appears on home.

const PHQ9_OPTIONS = ['Not at all', 'Several days', 'More than half the days', 'Nearly every day'];

/** Answers the PHQ-9 screens from the current one, by the index of each option. */
async function answerQuestions(page: Page, choices: number[], from = 0) {
  for (const [offset, choice] of choices.entries()) {
    const number = from + offset + 1;
    await expect(page.getByText(`PHQ-9 · question ${number} of 9`)).toBeVisible();
    await page.getByRole('radio', { name: PHQ9_OPTIONS[choice] ?? '', exact: true }).check();
    const button = number === 9 ? 'See my result' : 'Next';
    await page.getByRole('button', { name: button }).click();
  }
}

test('a patient takes the PHQ-9 twice, resumes saved progress, and sees the trend', async ({
  page,
}) => {
  await signUp(page);
  await page.getByRole('link', { name: 'Assessments' }).click();
  await expect(page.getByRole('heading', { name: 'Assessments', level: 1 })).toBeVisible();
  await expect(page.getByText('Tele-MANAS 14416')).toBeVisible();
  await saveScreenshots(page, 'assessments-list');

  await page.getByRole('link', { name: 'Start: PHQ-9' }).click();
  await expect(
    page.getByRole('heading', { name: 'Patient Health Questionnaire (PHQ-9)' }),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Start' }).click();
  await expect(
    page.getByRole('heading', { name: 'Little interest or pleasure in doing things' }),
  ).toBeFocused();

  // Next without an answer is refused, with the reason announced.
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('alert')).toHaveText('Please choose an answer.');
  await saveScreenshots(page, 'assessments-question');

  await answerQuestions(page, [2]);

  // Keyboard: the new question's heading has focus; Tab reaches the options, arrows choose,
  // Enter moves on.
  await expect(
    page.getByRole('heading', { name: 'Feeling down, depressed, or hopeless' }),
  ).toBeFocused();
  await page.keyboard.press('Tab');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('radio', { name: 'More than half the days' })).toBeChecked();
  await page.keyboard.press('Enter');
  await answerQuestions(page, [2, 2, 1, 1, 0, 0, 0], 2);

  // 2+2+2+2+1+1 = 10: moderate, with the booking suggestion; item 9 was 0, so no safety screen.
  await expect(page.getByRole('heading', { name: '10 of 27' })).toBeFocused();
  await expect(page.getByText('Moderate depression', { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Talking to someone can help' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Find an expert' })).toHaveAttribute(
    'href',
    '/therapy-psychiatry/',
  );
  await saveScreenshots(page, 'assessments-result');

  // Second time: three answers, leave, come back — the answers were kept on the server.
  await page.goto('/assessments/phq9');
  await page.getByRole('button', { name: 'Start' }).click();
  await answerQuestions(page, [1, 1, 0]);
  await expect(page.getByText('Progress saved')).toBeVisible();
  await page.goto('/assessments');
  await expect(page.getByText('3 of 9 answered')).toBeVisible();
  await page.getByRole('link', { name: 'Continue: PHQ-9' }).click();
  await expect(page.getByText('Welcome back')).toBeVisible();
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page.getByRole('radio', { name: 'Not at all', exact: true })).toBeChecked();
  await page.getByRole('button', { name: 'Next' }).click();
  await answerQuestions(page, [1, 0, 0, 0, 0, 0], 3);
  await expect(page.getByRole('heading', { name: '3 of 27' })).toBeVisible();
  await expect(page.getByText('Minimal depression', { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Talking to someone can help' })).toHaveCount(0);

  await page.getByRole('link', { name: 'See my history' }).click();
  await expect(page.getByRole('heading', { name: 'Your PHQ-9 over time' })).toBeVisible();
  await expect(page.getByText('2 PHQ-9 results, from 10 to 3 (better by 7).')).toBeVisible();
  await expect(page.locator('.trend-chart canvas')).toBeVisible();
  const rows = page.getByRole('table', { name: 'Your PHQ-9 results' }).getByRole('row');
  await expect(rows).toHaveCount(3);
  await expect(rows.nth(1)).toContainText('3');
  await expect(rows.nth(1)).toContainText('Minimal depression');
  await expect(rows.nth(2)).toContainText('Moderate depression');
  await saveScreenshots(page, 'assessments-history');
});

test('the demo patient finds six weeks of PHQ-9 results easing on first visit', async ({
  page,
}) => {
  await logIn(page, DEMO_PATIENT, DEMO_PASSWORD);
  await expect(page).toHaveURL('/');
  await page.getByRole('link', { name: 'Assessments' }).first().click();
  const phq9 = page.getByRole('listitem', { name: 'PHQ-9' });
  await expect(phq9).toContainText('3 of 27');
  await phq9.getByRole('link', { name: /history/i }).click();
  await expect(page.getByText('6 PHQ-9 results, from 13 to 3 (better by 10).')).toBeVisible();
  await expect(page.locator('.trend-chart canvas')).toBeVisible();
  await expect(
    page.getByRole('table', { name: 'Your PHQ-9 results' }).getByRole('row'),
  ).toHaveCount(7);
  await saveScreenshots(page, 'assessments-demo-trend');
});

test('PHQ-9 item 9 shows the safety screen first, and the care team’s API has the alert', async ({
  page,
  request,
}) => {
  const user = await signUp(page, newUser());
  // Set-up through a second device of the same person: a session with the demo therapist and an
  // emergency contact.
  const patientApi = await apiSessionOf(request, user.email, user.password);
  const provider = await demoTherapistProviderUuid(request);
  const [start] = await teleSlots(request, provider);
  if (!start) throw new Error('no slot');
  await bookAndPay(request, patientApi, provider, start);
  const contact = await callAs(request, patientApi, 'PUT', '/api/customers/emergency_contact', {
    name: 'Ravi Rao',
    relationship: 'Sibling',
    phone: '9876501234',
  });
  expect(contact.status).toBe(200);

  // The therapist assigns the PHQ-9; it shows on the patient's home.
  const therapist = await demoTherapistSession(request);
  const patientUuid = (
    await callAs<{ data: { uuid: string } }>(
      request,
      patientApi,
      'GET',
      '/api/authenticate/validate_token',
    )
  ).body.data.uuid;
  const assigned = await callAs(
    request,
    therapist,
    'POST',
    `/api/clinicians/patients/${patientUuid}/assessment_assignments`,
    {
      instrument: 'phq9',
      due_on: new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10),
      note: 'Before we meet.',
    },
  );
  expect(assigned.status).toBe(201);
  await page.reload();
  const card = page.getByRole('region', { name: 'From your care team' });
  await expect(card).toContainText('Patient Health Questionnaire (PHQ-9)');
  await expect(card).toContainText('“Before we meet.”');
  await card.getByRole('link', { name: 'Start the PHQ-9' }).click();

  await page.getByRole('button', { name: 'Start' }).click();
  await answerQuestions(page, [1, 1, 0, 0, 0, 0, 0, 0, 1]);

  const safety = page.getByRole('heading', { name: 'You don’t have to go through this alone' });
  await expect(safety).toBeFocused();
  await expect(page.getByText('of 27')).toHaveCount(0);
  await expect(page.getByRole('link', { name: /Call Tele-MANAS 14416/ })).toHaveAttribute(
    'href',
    'tel:14416',
  );
  await expect(page.getByRole('link', { name: /Call emergency 112/ })).toHaveAttribute(
    'href',
    'tel:112',
  );
  await expect(page.getByRole('link', { name: /Call Ravi Rao/ })).toHaveAttribute(
    'href',
    'tel:9876501234',
  );
  await expect(page.getByText('We have let your care team know')).toBeVisible();
  await saveScreenshots(page, 'assessments-safety');

  await page.getByRole('button', { name: 'Continue to my result' }).click();
  await expect(page.getByRole('heading', { name: '3 of 27' })).toBeVisible();
  await expect(page.getByText('Need to talk to someone now?')).toBeVisible();

  // The clinician side (API; the workspace is issue 13) lists the alert and acknowledges it.
  const alerts = await callAs<{
    data: { id: string; patient: { uuid: string }; reasons: string[] }[];
  }>(request, therapist, 'GET', '/api/clinicians/risk_alerts');
  const alert = alerts.body.data.find((entry) => entry.patient.uuid === patientUuid);
  expect(alert?.reasons).toEqual(['self_harm_thoughts']);
  const acknowledged = await callAs<{ data: { acknowledged_at: string | null } }>(
    request,
    therapist,
    'POST',
    `/api/clinicians/risk_alerts/${alert?.id ?? ''}/acknowledge`,
  );
  expect(acknowledged.body.data.acknowledged_at).not.toBeNull();

  // The assignment is done: home no longer lists it.
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Your next steps' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'From your care team' })).toHaveCount(0);
});
