import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { BUBBLE_COLORS_DEFAULT } from '../src/shared/limits.ts';
import { VALIDATION } from '../src/shared/messages.ts';
import { expectNoSeriousA11yViolations, signUpThroughApi } from './support.ts';

// axe-core is injected as a script, which the product's CSP would refuse.
test.use({ bypassCSP: true });

const SAVED = 'Bubble colours saved';
/** Better Auth allows three password changes per ten seconds from one address; parallel tests may meet that limit. */
const TOO_MANY = 'Too many attempts. Please wait a few seconds and try again.';

function toast(page: Page, text: string): Locator {
  return page.locator('[data-sonner-toast]').filter({ hasText: text });
}

async function savedColours(request: APIRequestContext) {
  const response = await request.get('/api/preferences');
  expect(response.status()).toBe(200);
  return ((await response.json()) as { bubbleColors: { user: string; bot: string } }).bubbleColors;
}

async function savedProfile(request: APIRequestContext) {
  const response = await request.get('/api/profile');
  expect(response.status()).toBe(200);
  return (await response.json()) as { name: string; gender: string | null };
}

function signInThroughApi(request: APIRequestContext, baseURL: string, email: string, password: string) {
  return request.post('/api/auth/sign-in/email', { data: { email, password }, headers: { Origin: baseURL } });
}

/** Submits, and submits again after the rate limit's window if the server asked to wait. */
async function submitExpecting(page: Page, submit: Locator, outcome: Locator) {
  const limited = page.getByRole('main').getByText(TOO_MANY);
  for (let attempt = 0; attempt < 3; attempt += 1) {
    await submit.click();
    await expect(outcome.or(limited)).toBeVisible();
    if (!(await limited.isVisible())) return;
    await page.waitForTimeout(10_500);
  }
  await expect(outcome).toBeVisible();
}

test('bubble colours: a typed hex code is saved and previewed, the picker saves, and reset restores the defaults', async ({ page, baseURL }) => {
  await signUpThroughApi(page.request, baseURL ?? '');
  await page.goto('/settings');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();

  const userHex = main.getByLabel('Hex code for your messages');
  const botHex = main.getByLabel('Hex code for the companion’s messages');
  const userBubble = page.getByTestId('bubble-preview-user');
  const botBubble = page.getByTestId('bubble-preview-bot');
  await expect(userHex).toHaveValue(BUBBLE_COLORS_DEFAULT.user);
  await expect(botHex).toHaveValue(BUBBLE_COLORS_DEFAULT.bot);
  await expect(userBubble).toHaveCSS('background-color', 'rgb(132, 132, 132)');
  await expectNoSeriousA11yViolations(page);

  // Not a colour: an error once the field is left, and nothing is saved.
  await userHex.fill('#12');
  await userHex.blur();
  await expect(main.getByRole('alert').filter({ hasText: 'six hex digits' })).toBeVisible();
  await expect(userHex).toHaveAttribute('aria-invalid', 'true');

  await userHex.fill('#2e7d32');
  await expect(main.getByRole('alert').filter({ hasText: 'six hex digits' })).toHaveCount(0);
  await expect(userBubble).toHaveCSS('background-color', 'rgb(46, 125, 50)');
  // Dark green takes white text.
  await expect(userBubble).toHaveCSS('color', 'rgb(255, 255, 255)');
  await expect.poll(async () => (await savedColours(page.request)).user).toBe('#2E7D32');
  await expect(toast(page, SAVED)).toBeVisible();
  await expect(userBubble).toHaveCSS('background-color', 'rgb(46, 125, 50)');

  // The native colour input saves as well.
  await main.getByLabel('Colour picker for the companion’s messages').fill('#ffd166');
  await expect.poll(async () => (await savedColours(page.request)).bot).toBe('#FFD166');
  await expect(botHex).toHaveValue('#FFD166');
  await expect(botBubble).toHaveCSS('background-color', 'rgb(255, 209, 102)');
  // A light yellow takes black text.
  await expect(botBubble).toHaveCSS('color', 'rgb(0, 0, 0)');
  expect((await savedColours(page.request)).user).toBe('#2E7D32');

  await main.getByRole('button', { name: 'Reset to defaults' }).click();
  await expect.poll(() => savedColours(page.request)).toEqual({ user: BUBBLE_COLORS_DEFAULT.user, bot: BUBBLE_COLORS_DEFAULT.bot });
  await expect(userHex).toHaveValue(BUBBLE_COLORS_DEFAULT.user);
  await expect(botHex).toHaveValue(BUBBLE_COLORS_DEFAULT.bot);
  await expect(userBubble).toHaveCSS('background-color', 'rgb(132, 132, 132)');
  await expect(botBubble).toHaveCSS('background-color', 'rgb(123, 147, 255)');
  await expect(main.getByRole('button', { name: 'Reset to defaults' })).toBeDisabled();

  // The saved colours come back after a reload.
  await userHex.fill('#5B2A86');
  await expect.poll(async () => (await savedColours(page.request)).user).toBe('#5B2A86');
  await page.reload();
  await expect(userHex).toHaveValue('#5B2A86');
  await expect(userBubble).toHaveCSS('background-color', 'rgb(91, 42, 134)');

  await main.getByRole('link', { name: /Account settings/ }).click();
  await expect(page).toHaveURL('/account-settings');
});

test('profile: a new name is saved and shown after a reload; gender is saved on choosing', async ({ page, baseURL }) => {
  await signUpThroughApi(page.request, baseURL ?? '');
  await page.goto('/account-settings');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Account settings' })).toBeVisible();

  const name = main.getByLabel('Name', { exact: true });
  const save = main.getByRole('button', { name: 'Save name' });
  await expect(name).toHaveValue('Lydia');
  await expect(main.getByText(/^lydia-.+@example\.com$/)).toBeVisible();
  await expect(save).toBeDisabled();
  await expectNoSeriousA11yViolations(page);

  await name.fill('L');
  await save.click();
  await expect(main.getByText(VALIDATION.name)).toBeVisible();
  await expect(name).toHaveAttribute('aria-invalid', 'true');
  await expect(name).toBeFocused();

  await name.fill('Lydia of Thyatira');
  await save.click();
  await expect(toast(page, 'Your name has been updated')).toBeVisible();
  await expect(save).toBeDisabled();
  await page.reload();
  await expect(name).toHaveValue('Lydia of Thyatira');

  await main.getByRole('radio', { name: 'Female' }).check();
  await expect.poll(async () => (await savedProfile(page.request)).gender).toBe('female');
  await page.reload();
  await expect(main.getByRole('radio', { name: 'Female' })).toBeChecked();
});

test('change password: a wrong current password is refused inline; the right one changes it', async ({ page, baseURL }) => {
  const { email, password } = await signUpThroughApi(page.request, baseURL ?? '');
  const newPassword = 'a new and even more patient password';
  await page.goto('/account-settings');
  const main = page.getByRole('main');
  const current = main.getByLabel('Current password', { exact: true });
  const next = main.getByLabel('New password', { exact: true });
  const confirm = main.getByLabel('Confirm new password', { exact: true });
  const submit = main.getByRole('button', { name: 'Change password' });

  // Checked in the browser before anything is sent.
  await current.fill(password);
  await next.fill('too short');
  await confirm.fill('something else');
  await submit.click();
  await expect(main.getByText(VALIDATION.registerPassword)).toBeVisible();
  await expect(main.getByText('The new passwords do not match.')).toBeVisible();
  await expect(next).toBeFocused();

  await current.fill('not my password at all');
  await next.fill(newPassword);
  await confirm.fill(newPassword);
  await submitExpecting(page, submit, main.getByText('Your current password is not correct.'));
  await expect(current).toHaveAttribute('aria-invalid', 'true');

  await current.fill(password);
  await submitExpecting(page, submit, toast(page, 'Your password has been changed.'));
  await expect(current).toHaveValue('');
  await expect(next).toHaveValue('');
  await expect(confirm).toHaveValue('');

  await page.getByRole('button', { name: 'Sign out' }).filter({ visible: true }).click();
  await expect(page).toHaveURL('/login');
  expect((await signInThroughApi(page.request, baseURL ?? '', email, password)).status()).toBe(401);
  expect((await signInThroughApi(page.request, baseURL ?? '', email, newPassword)).status()).toBe(200);
});

test('delete account: a wrong password is refused in the dialog; the right one deletes everything', async ({ page, baseURL }) => {
  const { email, password } = await signUpThroughApi(page.request, baseURL ?? '');
  await page.goto('/account-settings');
  const main = page.getByRole('main');
  const trigger = main.getByRole('button', { name: 'Delete my account', exact: true });
  await expect(main.getByText(/every conversation, favourite, bookmark, credit and audio file/)).toBeVisible();

  // Keeping the account closes the dialog and puts focus back on the button.
  await trigger.click();
  const dialog = page.getByRole('alertdialog', { name: 'Delete your account forever?' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Keep my account' }).click();
  await expect(dialog).toBeHidden();
  await expect(trigger).toBeFocused();

  await trigger.click();
  await expect(dialog).toBeVisible();
  const passwordField = dialog.getByLabel('Your password', { exact: true });
  const confirm = dialog.getByRole('button', { name: 'Delete my account forever' });
  await expect(passwordField).toBeFocused();
  await expect(confirm).toBeDisabled();
  await expectNoSeriousA11yViolations(page);

  await passwordField.fill('this is not my password');
  await confirm.click();
  await expect(dialog.getByText('That password is not correct.')).toBeVisible();
  await expect(passwordField).toHaveAttribute('aria-invalid', 'true');
  await expect(dialog).toBeVisible();

  await passwordField.fill(password);
  await confirm.click();
  await expect(page).toHaveURL('/');
  await expect(toast(page, 'Your account has been deleted. We are grateful you walked with us.')).toBeVisible();

  await page.goto('/chat');
  await expect(page).toHaveURL('/login?redirect=%2Fchat');
  expect((await signInThroughApi(page.request, baseURL ?? '', email, password)).status()).toBe(401);
});
