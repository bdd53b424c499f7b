import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Download, Page } from '@playwright/test';
import { INVALID_CREDENTIALS_MESSAGE } from '@kaizen/contracts';
import { extractText, getDocumentProxy } from 'unpdf';
import { expect, test } from './support/fixtures';
import { saveScreenshots } from './support/screenshots';
import { DEMO_PASSWORD, DEMO_PATIENT, logIn, signUp, submitLogin } from './support/users';

// Issue 12: the health record as a patient uses it. The demo patient's prescription, plan and
// document come from the demo data; uploads and erasure use new accounts.

const PDF = Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\ntrailer << >>\n%%EOF\n');

async function downloaded(
  page: Page,
  click: () => Promise<void>,
): Promise<{ download: Download; bytes: Buffer }> {
  const [download] = await Promise.all([page.waitForEvent('download'), click()]);
  const file = await download.path();
  return { download, bytes: await fs.readFile(file) };
}

test('downloads a prescription as a PDF whose text is the prescription', async ({ page }) => {
  await logIn(page, DEMO_PATIENT, DEMO_PASSWORD);
  await expect(page).toHaveURL('/');
  await page.getByRole('link', { name: 'Profile', exact: true }).click();
  await page.getByRole('link', { name: 'Open your health record' }).click();
  await expect(page.getByRole('heading', { name: 'Your health record', level: 1 })).toBeVisible();
  await page.getByRole('link', { name: 'Health record' }).click();
  await page.getByRole('link', { name: /Prescriptions/ }).click();
  await expect(page.getByRole('heading', { name: 'Your prescriptions', level: 1 })).toBeVisible();
  const card = page.getByRole('article').filter({ hasText: 'Escitalopram' });
  await expect(card.getByText('Once daily after breakfast')).toBeVisible();

  const { download, bytes } = await downloaded(page, () =>
    card.getByRole('button', { name: 'Download PDF' }).click(),
  );
  expect(download.suggestedFilename()).toMatch(/^prescription-\d{4}-\d{2}-\d{2}-v1\.pdf$/);
  expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(bytes)), {
    mergePages: true,
  });
  for (const expected of [
    'Prescription',
    'Patient: Asha',
    'Escitalopram 10 mg',
    'Once daily after breakfast',
    'Electronically signed by',
  ]) {
    expect(text).toContain(expected);
  }
  await saveScreenshots(page, 'records-prescriptions');
});

test('shows the treatment plan with its goals and progress', async ({ page }) => {
  await logIn(page, DEMO_PATIENT, DEMO_PASSWORD);
  await expect(page).toHaveURL('/');
  await page.goto('/treatment-plan');
  await expect(page.getByRole('heading', { name: 'Calmer days and better sleep' })).toBeVisible();
  await expect(page.getByText('Sleep at least 7 hours on most nights')).toBeVisible();
  await expect(page.getByText('(1 of 3 achieved)')).toBeVisible();
  await expect(page.getByText(/Falling asleep faster since screens go off/)).toBeVisible();
  await saveScreenshots(page, 'records-treatment-plan');
  await page.goto('/records');
  await expect(page.getByRole('heading', { name: 'Your health record' })).toBeVisible();
  await saveScreenshots(page, 'records-hub');
});

test('uploads a PDF and is refused a renamed .exe and a file over the limit', async ({ page }) => {
  await signUp(page);
  await page.goto('/documents');
  await expect(page.getByRole('heading', { name: 'Your documents', level: 1 })).toBeVisible();
  const form = page.getByRole('form', { name: 'Add a document' });
  const file = form.getByLabel('File');

  await file.setInputFiles({ name: 'Blood report.pdf', mimeType: 'application/pdf', buffer: PDF });
  await expect(page.getByText('Blood report.pdf (0.1 KB)')).toBeVisible();
  await page.getByRole('button', { name: 'Upload' }).click();
  const row = page.getByRole('listitem').filter({ hasText: 'Blood report.pdf' });
  await expect(row.getByText(/0\.1 KB · .* · Added by you/)).toBeVisible();

  // An executable renamed to .pdf: the browser cannot tell, the server reads its first bytes.
  const exe = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(300, 0x90)]);
  await file.setInputFiles({ name: 'results.pdf', mimeType: 'application/pdf', buffer: exe });
  await page.getByRole('button', { name: 'Upload' }).click();
  await expect(form.getByRole('alert')).toHaveText('Please upload valid file format.');
  // One the browser knows to be a program is refused before it is sent.
  await file.setInputFiles({
    name: 'setup.exe',
    mimeType: 'application/x-msdownload',
    buffer: exe,
  });
  await expect(form.getByRole('alert')).toHaveText('Please upload valid file format.');

  // Over the 100 MB limit (a sparse file: nothing is uploaded, the size alone refuses it).
  const big = path.join(await fs.mkdtemp(path.join(os.tmpdir(), 'kaizen-e2e-upload-')), 'scan.pdf');
  await fs.writeFile(big, '');
  await fs.truncate(big, 100_000_001);
  try {
    await file.setInputFiles(big);
    await expect(form.getByRole('alert')).toHaveText("File size can't be more than 100 MB.");
    await expect(form.getByRole('button', { name: 'Upload' })).toBeDisabled();
  } finally {
    await fs.rm(path.dirname(big), { recursive: true, force: true });
  }
  await expect(page.getByRole('listitem').filter({ hasText: 'results.pdf' })).toHaveCount(0);

  const { download, bytes } = await downloaded(page, () =>
    row.getByRole('button', { name: 'Download Blood report.pdf' }).click(),
  );
  expect(download.suggestedFilename()).toBe('Blood report.pdf');
  expect(bytes.equals(PDF)).toBe(true);
  await saveScreenshots(page, 'records-documents');
});

test('exports all data, then erases the account and can no longer sign in', async ({ page }) => {
  const user = await signUp(page);
  await page.goto('/documents');
  await page
    .getByLabel('File')
    .setInputFiles({ name: 'letter.pdf', mimeType: 'application/pdf', buffer: PDF });
  await page.getByRole('button', { name: 'Upload' }).click();
  await expect(page.getByRole('listitem').filter({ hasText: 'letter.pdf' })).toBeVisible();

  await page.goto('/my-data');
  await expect(
    page.getByRole('heading', { name: 'Your data and privacy', level: 1 }),
  ).toBeVisible();
  await expect(page.getByText('Nobody else has accessed your record yet.')).toBeVisible();
  await page.getByLabel('Everyone, including you').check();
  await expect(page.getByText('You · created document')).toBeVisible();

  const html = await downloaded(page, () =>
    page.getByRole('button', { name: 'Download as a readable page' }).click(),
  );
  expect(html.download.suggestedFilename()).toMatch(/^kaizen-data-\d{4}-\d{2}-\d{2}\.html$/);
  expect(html.bytes.toString()).toContain('Your Kaizen data');
  expect(html.bytes.toString()).toContain(user.email);
  const json = await downloaded(page, () =>
    page.getByRole('button', { name: 'Download as JSON' }).click(),
  );
  const data = JSON.parse(json.bytes.toString()) as {
    profile: { email: string };
    documents: { file_name: string }[];
  };
  expect(data.profile.email).toBe(user.email);
  expect(data.documents.map((document) => document.file_name)).toEqual(['letter.pdf']);
  await saveScreenshots(page, 'records-my-data');

  await page.getByRole('button', { name: 'Erase my account…' }).click();
  await page.getByLabel('Your password').fill('not-my-password');
  await page.getByLabel('Type ERASE to confirm').fill('ERASE');
  await page.getByRole('button', { name: 'Erase my account for good' }).click();
  await expect(page.getByRole('alert')).toHaveText('That password is not right.');
  await page.getByLabel('Your password').fill(user.password);
  await page.getByRole('button', { name: 'Erase my account for good' }).click();
  await expect(page).toHaveURL('/auth/log-in/');
  await expect(
    page.getByText('Your account has been erased. Take care of yourself.'),
  ).toBeVisible();

  // The log-in form's own alert: the erasure's toast (also an alert) may still be showing.
  await submitLogin(page, user.email, user.password);
  await expect(
    page.getByRole('alert').filter({ hasText: INVALID_CREDENTIALS_MESSAGE }),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/auth\/log-in\//);
});
