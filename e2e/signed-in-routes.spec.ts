import { expect, test } from '@playwright/test';
import { LOGOUT } from '../src/shared/messages.ts';
import { signUpThroughApi } from './support.ts';

const signedInRoutes = [
  ['/chat', 'Chat'],
  ['/bible', 'Bible'],
  ['/bible/read?version=kjv&book=John&chapter=3', 'John 3'],
  ['/bible/search', 'Search the Bible'],
  ['/favorites', 'Favorites'],
  // Ids nobody has: the pages answer that plainly (real ones are in history.spec.ts).
  ['/favorites/42', 'Message not found'],
  ['/history', 'History'],
  ['/history/session-1763784000000', 'Conversation not found'],
  ['/settings', 'Settings'],
  ['/account-settings', 'Account settings'],
  ['/credits', 'Credits'],
] as const;

test('an anonymous visitor is sent to /login, carrying the requested location', async ({ page }) => {
  await page.goto('/bible/read?version=KJV&book=John&chapter=3&verse=16');
  await expect(page).toHaveURL(
    `/login?redirect=${encodeURIComponent('/bible/read?version=KJV&book=John&chapter=3&verse=16')}`,
  );
  await expect(page.getByTestId('redirect-target')).toContainText('/bible/read?version=KJV&book=John&chapter=3&verse=16');
  await page.goBack();
  await expect(page).not.toHaveURL(/\/bible\/read/);
});

for (const [path] of signedInRoutes) {
  test(`${path} is signed-in only`, async ({ page }) => {
    await page.goto(path);
    await expect(page).toHaveURL(`/login?redirect=${encodeURIComponent(path)}`);
  });
}

test('a signed-in user reaches every signed-in route, and /chatbot opens the chat', async ({ page, baseURL }) => {
  await signUpThroughApi(page.request, baseURL ?? '');
  for (const [path, heading] of signedInRoutes) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading, exact: true })).toBeVisible();
    await expect(page).toHaveURL(path);
  }
  await page.goto('/chatbot');
  await expect(page).toHaveURL('/chat');
  await expect(page.getByRole('heading', { level: 1, name: 'Chat' })).toBeVisible();
});

test('signing out shows the notice at the top centre and returns to /login', async ({ page, baseURL }) => {
  await signUpThroughApi(page.request, baseURL ?? '');
  await page.goto('/chat');
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL('/login');
  const toast = page.locator('[data-sonner-toast]').filter({ hasText: LOGOUT.success });
  await expect(toast).toBeVisible();
  const toaster = page.locator('[data-sonner-toaster]');
  await expect(toaster).toHaveAttribute('data-y-position', 'top');
  await expect(toaster).toHaveAttribute('data-x-position', 'center');
  await expect(toast.getByRole('button', { name: /close/i })).toBeVisible();
  await page.goto('/chat');
  await expect(page).toHaveURL(/\/login\?redirect=%2Fchat$/);
});
