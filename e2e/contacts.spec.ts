import { expect, test } from './support/fixtures';
import { saveScreenshots } from './support/screenshots';
import { signUp } from './support/users';

// Emergency and parent contacts (issue 12): added, checked, changed and removed from the
// profile area.

test('a patient adds, changes and removes an emergency contact', async ({ page }) => {
  await signUp(page);
  await page.getByRole('link', { name: 'Profile', exact: true }).click();
  await page.getByRole('link', { name: 'Emergency contacts' }).click();
  const card = page.getByRole('region', { name: 'Emergency contact' });
  await card.getByRole('button', { name: 'Add emergency contact' }).click();
  await card.getByLabel('Name').fill('Ravi Rao');
  await card.getByLabel('Relationship to you').selectOption('Sibling');
  await card.getByLabel('Mobile number').fill('12345');
  await card.getByRole('button', { name: 'Save contact' }).click();
  await expect(card.getByText('Please enter a valid 10-digit mobile number.')).toBeVisible();
  await saveScreenshots(page, 'contacts-form');
  await card.getByLabel('Mobile number').fill('9876501234');
  await card.getByRole('button', { name: 'Save contact' }).click();
  await expect(card).toContainText('Ravi Rao');
  await expect(card).toContainText('Sibling');
  await expect(card).toContainText('+91 9876501234');

  await page.reload();
  await expect(card).toContainText('Ravi Rao');
  await card.getByRole('button', { name: 'Change' }).click();
  await card.getByLabel('Relationship to you').selectOption('Friend');
  await card.getByRole('button', { name: 'Save contact' }).click();
  await expect(card).toContainText('Friend');
  await saveScreenshots(page, 'contacts-page');
  await card.getByRole('button', { name: 'Remove' }).click();
  await expect(card.getByRole('button', { name: 'Add emergency contact' })).toBeVisible();
});
