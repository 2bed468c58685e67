import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support.ts';

// axe is injected as a script; the product's CSP (rightly) forbids that, so only these checks bypass it.
test.use({ bypassCSP: true });

const publicPages = [
  { path: '/', heading: /rooted in the Word/i, title: 'Faith Companion' },
  { path: '/about', heading: /about/i, title: /About · Faith Companion/ },
  { path: '/privacy-policy', heading: /privacy policy/i, title: /Privacy Policy · Faith Companion/ },
  { path: '/terms-of-service', heading: /terms of service/i, title: /Terms of Service · Faith Companion/ },
  { path: '/login', heading: 'Sign in', title: /Sign in · Faith Companion/ },
  { path: '/register', heading: 'Create your account', title: /Create your account · Faith Companion/ },
  { path: '/reset-password', heading: 'Reset your password', title: /Reset your password · Faith Companion/ },
];

for (const { path, heading, title } of publicPages) {
  test(`${path} shows its page, is accessible, and logs a page view`, async ({ page }) => {
    const pageViews: string[] = [];
    page.on('console', (message) => {
      if (message.text().startsWith('[analytics] page_view')) pageViews.push(message.text());
    });
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(page).toHaveTitle(title);
    await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' })).toBeVisible();
    await expect.poll(() => pageViews.length).toBeGreaterThan(0);
    await expectNoSeriousA11yViolations(page);
  });
}

test('the landing page invites sign-up', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('link', { name: 'Create your free account' }).first().click();
  await expect(page).toHaveURL(/\/register$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Create your account' })).toBeVisible();
});

test('the privacy policy says what is stored and what leaves the server', async ({ page }) => {
  await page.goto('/privacy-policy');
  await expect(page.getByRole('heading', { level: 1, name: /privacy policy/i })).toBeVisible();
  const text = (await page.getByRole('main').innerText()).toLowerCase();
  for (const word of ['chat', 'favourite', 'credit', 'audio', 'security', 'speech', 'model']) {
    expect(text, `mentions ${word}`).toContain(word);
  }
});

test('the terms carry the guidance disclaimer', async ({ page }) => {
  await page.goto('/terms-of-service');
  await expect(page.getByRole('main')).toContainText(/inspiration only/i);
  await expect(page.getByRole('main')).toContainText(/professional pastoral care/i);
});

test('any other path shows the not-found page', async ({ page }) => {
  await page.goto('/no/such/page?x=1');
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await expect(page.getByRole('main')).toContainText('/no/such/page');
  await page.getByRole('link', { name: 'Go to the home page' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('public pages navigate without a full reload and show the skeleton-free page', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Terms of Service' }).click();
  await expect(page.getByRole('heading', { level: 1, name: /terms of service/i })).toBeVisible();
  await page.getByRole('contentinfo').getByRole('link', { name: 'About' }).click();
  await expect(page).toHaveURL(/\/about$/);
});
