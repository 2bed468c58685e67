import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations, signUpThroughApi } from './support.ts';

test.use({ bypassCSP: true });

function toast(page: Page, text: string): Locator {
  return page.locator('[data-sonner-toast]').filter({ hasText: text });
}

test.beforeEach(async ({ page, baseURL }) => {
  await signUpThroughApi(page.request, baseURL ?? '');
});

test('redeem a gift code and see the balance rise; again and unknown codes are refused', async ({ page }) => {
  await page.goto('/credits');
  await expect(page.getByTestId('credits-free')).toHaveText('2');
  await expect(page.getByTestId('credits-total')).toHaveText('20');
  await expectNoSeriousA11yViolations(page);

  const field = page.getByLabel('Gift code');
  await field.fill(' blessed20 ');
  await page.getByRole('button', { name: 'Redeem' }).click();
  await expect(toast(page, 'Gift code redeemed! 20 credits added to your account.')).toBeVisible();
  await expect(page.getByTestId('credits-total')).toHaveText('40');
  await expect(field).toHaveValue('');
  await expect(page.getByText('Gift code BLESSED20')).toBeVisible();

  await field.fill('BLESSED20');
  await page.getByRole('button', { name: 'Redeem' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'You have already redeemed this gift code' })).toBeVisible();

  await field.fill('NOPE');
  await page.getByRole('button', { name: 'Redeem' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Invalid gift code' })).toBeVisible();
  await expect(page.getByTestId('credits-total')).toHaveText('40');
});

test('watch the ad countdown and receive 2 credits', async ({ page }) => {
  await page.goto('/credits');
  await expect(page.getByTestId('credits-total')).toHaveText('20');
  await page.getByRole('button', { name: 'Watch an ad' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: 'Read the Bible with us' })).toBeVisible();
  await expect(dialog.getByTestId('ad-countdown')).toContainText(/claim your 2 credits in \d s/);
  const claim = dialog.getByRole('button', { name: 'Claim 2 credits' });
  await expect(claim).toBeDisabled();
  await expect(claim).toBeEnabled({ timeout: 8_000 });
  await claim.click();
  await expect(toast(page, '2 credits have been added to your account.')).toBeVisible();
  await expect(page.getByTestId('credits-total')).toHaveText('22');
  await expect(page.getByText('Watched a message')).toBeVisible();
});
