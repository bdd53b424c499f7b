import AxeBuilder from '@axe-core/playwright';
import {
  bookAndPay,
  demoTherapistProviderUuid,
  sessionHeadersOf,
  teleSlots,
} from './support/bookings';
import { expect, test } from './support/fixtures';
import { latestEmailTo } from './support/outbox';
import { saveScreenshots } from './support/screenshots';
import { signUp } from './support/users';

// Issue 11 "Receipts": every payment and refund produces a receipt (PDF and email); the
// payments page lists them. The session is booked and paid through the API (booking's own
// specs click through that), then the person finds and downloads the receipts.

test.use({ timezoneId: 'Asia/Kolkata' });
test.describe.configure({ timeout: 120_000 });

test('a paid session has a receipt to download, and a cancelled one a refund receipt', async ({
  page,
  request,
}) => {
  const user = await signUp(page);
  const headers = await sessionHeadersOf(page);
  const provider = await demoTherapistProviderUuid(request);
  const slots = await teleSlots(request, provider);
  // Two days away: cancelling is free, so the whole payment comes back.
  const start = slots.find((slot) => Date.parse(slot) > Date.now() + 2 * 24 * 3600_000);
  if (!start) throw new Error('no slot two days ahead');
  const booking = await bookAndPay(request, headers, provider, start);

  const invoiceEmail = await latestEmailTo(request, user.email, /receipt/);
  expect(invoiceEmail.subject).toMatch(/^Payment receipt KZ\/\d\d-\d\d\/\d{6}$/);
  expect(invoiceEmail.text).toContain('Thank you for your payment. Your receipt is attached.');

  await page.getByRole('link', { name: 'Profile', exact: true }).click();
  await page.getByRole('link', { name: 'Payments and receipts' }).click();
  await expect(
    page.getByRole('heading', { name: 'Payments and receipts', level: 1 }),
  ).toBeVisible();
  const payment = page.getByRole('article');
  await expect(payment).toHaveCount(1);
  await expect(payment.getByText('Paid', { exact: true })).toBeVisible();
  const receipts = payment.getByRole('list', { name: 'Receipts' });
  await expect(receipts.getByRole('listitem')).toHaveCount(1);
  await expect(receipts).toContainText(/Receipt KZ\/\d\d-\d\d\/\d{6}/);
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    receipts.getByRole('button', { name: /^Download PDF of receipt KZ/ }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^kaizen-KZ-\d\d-\d\d-\d{6}\.pdf$/);
  const bytes = await download.createReadStream().then(async (stream) => {
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks);
  });
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');

  const cancelled = await request.post(`/api/customers/bookings/${booking.id}/cancel`, {
    headers,
    data: { reason: 'Travelling that week' },
  });
  expect(cancelled.ok(), await cancelled.text()).toBe(true);
  await page.reload();
  await expect(payment.getByText('Refunded', { exact: true })).toBeVisible();
  await expect(receipts.getByRole('listitem')).toHaveCount(2);
  await expect(receipts).toContainText(/Refund receipt CN\/\d\d-\d\d\/\d{6}/);
  const refundEmail = await latestEmailTo(request, user.email, /^Refund receipt/);
  expect(refundEmail.subject).toMatch(/^Refund receipt CN\/\d\d-\d\d\/\d{6}$/);
  expect(refundEmail.text).toContain('All your payments and receipts: http://localhost:');

  await saveScreenshots(page, 'payments', () =>
    expect(receipts.getByRole('listitem')).toHaveCount(2),
  );
});

test('someone who has paid nothing sees an empty list that says so', async ({ page }) => {
  await signUp(page);
  await page.goto('/payments');
  await expect(page.getByText('No payments yet')).toBeVisible();
  await expect(
    page.getByText('When you pay for a session, the payment and its receipt appear here.'),
  ).toBeVisible();
});
