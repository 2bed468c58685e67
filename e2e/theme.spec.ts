import { expect, test } from '@playwright/test';
import { signUpThroughApi } from './support.ts';

const themeKey = 'faith-companion-theme';

test('a new device starts light, and a chosen theme is remembered without a flash', async ({ page }) => {
  await page.goto('/about');
  await expect(page.locator('html')).not.toHaveClass(/dark/);
  await page.getByRole('radio', { name: 'Dark' }).filter({ visible: true }).first().click();
  await expect(page.locator('html')).toHaveClass(/dark/);
  expect(await page.evaluate((key) => localStorage.getItem(key), themeKey)).toBe('dark');

  // The boot script paints the remembered theme before any of the app's code has run.
  await page.route('**/assets/*.js', (route) => route.abort());
  await page.reload();
  await expect(page.locator('html')).toHaveClass(/dark/);
});

test('system follows the device colour scheme', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.addInitScript((key) => localStorage.setItem(key, 'system'), themeKey);
  await page.goto('/');
  await expect(page.locator('html')).toHaveClass(/dark/);
  await page.emulateMedia({ colorScheme: 'light' });
  await expect(page.locator('html')).not.toHaveClass(/dark/);
});

test("a signed-in user's saved preference overrides the device and follows them", async ({ page, baseURL }) => {
  await signUpThroughApi(page.request, baseURL ?? '');
  const saved = await page.request.patch('/api/preferences', { data: { theme: 'dark' } });
  expect(saved.status()).toBe(200);
  await page.addInitScript((key) => localStorage.setItem(key, 'light'), themeKey);
  await page.goto('/settings');
  await expect(page.locator('html')).toHaveClass(/dark/);

  await page.getByRole('main').getByRole('radio', { name: 'Light' }).click();
  await expect(page.locator('html')).not.toHaveClass(/dark/);
  await expect
    .poll(async () => ((await (await page.request.get('/api/preferences')).json()) as { theme: string }).theme)
    .toBe('light');
});
