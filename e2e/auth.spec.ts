import { expect, test, type Page } from '@playwright/test';
import { DISCLAIMER, INACTIVITY, LOGIN, REGISTRATION, VALIDATION } from '../src/shared/messages.ts';
import { E2E_PASSWORD, latestEmailTo, signUpThroughApi, uniqueEmail } from './support.ts';

const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });

async function signInThroughForm(page: Page, email: string, password: string) {
  await field(page, 'E-mail').fill(email);
  await field(page, 'Password').fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

test('register, accept the disclaimer, and land in the chat', async ({ page }) => {
  const email = uniqueEmail('Priscilla');
  await page.goto('/register');
  await field(page, 'Name').fill('Priscilla');
  await field(page, 'E-mail').fill(email);
  await field(page, 'Password').fill(E2E_PASSWORD);
  await page.getByRole('radio', { name: 'Female' }).check();
  await page.getByRole('button', { name: 'Create account' }).click();

  await expect(page.getByText(REGISTRATION.success)).toBeVisible();
  await expect(page).toHaveURL('/chat');
  const dialog = page.getByRole('dialog', { name: 'Before you begin' });
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeVisible();

  await dialog.getByRole('button', { name: DISCLAIMER.agree }).click();
  await expect(page.getByText(DISCLAIMER.welcome('Faith Companion'))).toBeVisible();
  await expect(dialog).toBeHidden();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Chat' })).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('the registration form shows each validation message', async ({ page }) => {
  await page.goto('/register');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText(VALIDATION.name)).toBeVisible();
  await expect(page.getByText(VALIDATION.email)).toBeVisible();
  await expect(page.getByText(VALIDATION.registerPassword)).toBeVisible();
  await expect(page.getByText('Please choose one of the options.')).toBeVisible();
  await expect(field(page, 'Name')).toHaveAttribute('aria-invalid', 'true');

  await field(page, 'Name').fill('Aquila');
  await field(page, 'E-mail').fill('aquila@');
  await field(page, 'Password').fill('eleven char');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText(VALIDATION.name)).toHaveCount(0);
  await expect(page.getByText(VALIDATION.email)).toBeVisible();
  await expect(page.getByText(VALIDATION.registerPassword)).toBeVisible();
});

test('an existing e-mail is refused with the spec message', async ({ page, baseURL }) => {
  const { email } = await signUpThroughApi(page.request, baseURL ?? '', 'Apollos');
  await page.context().clearCookies();
  await page.goto('/register');
  await field(page, 'Name').fill('Apollos Again');
  await field(page, 'E-mail').fill(email);
  await field(page, 'Password').fill(E2E_PASSWORD);
  await page.getByRole('radio', { name: 'Male', exact: true }).check();
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByRole('alert').filter({ hasText: REGISTRATION.emailExists })).toBeVisible();
});

test('sign-in validates, refuses a wrong password, and locks after repeated failures', async ({ page, baseURL }) => {
  const { email } = await signUpThroughApi(page.request, baseURL ?? '', 'Silas');
  await page.context().clearCookies();
  await page.goto('/login');
  await signInThroughForm(page, 'not-an-email', 'short');
  await expect(page.getByText(VALIDATION.email)).toBeVisible();
  await expect(page.getByText(VALIDATION.loginPassword)).toBeVisible();

  const alert = page.getByRole('alert').filter({ hasText: /./ }).first();
  const expected = [
    LOGIN.invalidCredentials,
    LOGIN.invalidCredentials,
    LOGIN.invalidCredentials,
    LOGIN.invalidCredentials,
    LOGIN.suspicious,
    LOGIN.locallyRateLimited,
  ];
  for (const message of expected) {
    await signInThroughForm(page, email, 'this is not it');
    await expect(page.locator('form [role="alert"]')).toHaveText(message);
  }
  await signInThroughForm(page, email, E2E_PASSWORD);
  await expect(page.locator('form [role="alert"]')).toHaveText(LOGIN.locallyRateLimited);
  await expect(alert).toBeVisible();
  await expect(page).toHaveURL('/login');
});

test('a protected page sends you to sign in and back to where you were going', async ({ page, baseURL }) => {
  const { email } = await signUpThroughApi(page.request, baseURL ?? '', 'Onesimus');
  await page.context().clearCookies();
  await page.goto('/bible/search?q=grace');
  await expect(page).toHaveURL(/\/login\?redirect=/);
  await signInThroughForm(page, email, E2E_PASSWORD);
  await expect(page.getByText(LOGIN.success)).toBeVisible();
  await expect(page).toHaveURL('/bible/search?q=grace');
  await expect(page.getByRole('heading', { level: 1, name: 'Search the Bible' })).toBeVisible();
});

test('reset a forgotten password through the link in the e-mail', async ({ page, baseURL }) => {
  const { email } = await signUpThroughApi(page.request, baseURL ?? '', 'Tabitha');
  await page.context().clearCookies();
  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot your password?' }).click();
  // The sign-in page has an E-mail field too: wait for the reset page before typing.
  await expect(page.getByRole('heading', { level: 1, name: 'Reset your password' })).toBeVisible();
  await field(page, 'E-mail').fill(email);
  await page.getByRole('button', { name: 'Send me a reset link' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'is on its way' })).toBeVisible();

  let message: string | undefined;
  await expect.poll(() => (message = latestEmailTo(email)) && /reset-password\//.test(message)).toBeTruthy();
  const link = /https?:\/\/[^\s"<>]+\/api\/auth\/reset-password\/[^\s"<>]+/.exec(message ?? '')?.[0];
  expect(link).toBeDefined();
  await page.goto(link ?? '');
  await expect(page).toHaveURL(/\/reset-password\?token=/);
  const newPassword = 'my brand new patient password';
  await field(page, 'New password').fill(newPassword);
  await field(page, 'Confirm new password').fill(newPassword);
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page).toHaveURL('/login');

  await signInThroughForm(page, email, newPassword);
  await expect(page).toHaveURL('/chat');

  await page.context().clearCookies();
  await page.goto(link ?? '');
  await expect(page.getByRole('alert')).toContainText('expired or has already been used');
});

test('inactivity: a warning with Stay Active, then expiry and sign-out at 30 minutes', async ({ page, baseURL }) => {
  await page.clock.install();
  await signUpThroughApi(page.request, baseURL ?? '', 'Eunice');
  await page.goto('/chat');
  await expect(page.getByRole('heading', { level: 1, name: 'Chat' })).toBeVisible();

  // fastForward fires each due timer once: the 60-second check runs and finds 4.5 minutes left.
  await page.clock.fastForward('25:30');
  const stayActive = page.getByRole('button', { name: INACTIVITY.stayActive });
  await expect(stayActive).toBeVisible();
  await stayActive.click();

  await page.clock.fastForward('26:00');
  await expect(page).toHaveURL('/chat');
  await expect(page.getByRole('heading', { level: 1, name: 'Chat' })).toBeVisible();

  await page.clock.fastForward('05:00');
  await expect(page.getByText(INACTIVITY.expired)).toBeVisible();
  await expect(page).toHaveURL('/login');
  await page.goto('/chat');
  await expect(page).toHaveURL(/\/login\?redirect=%2Fchat$/);
});
