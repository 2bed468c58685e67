import { expect, test, type Locator, type Page } from '@playwright/test';
import { admin, expectNoSeriousA11yViolations, signUpThroughApi } from './support.ts';

test.use({ bypassCSP: true });

function toast(page: Page, text: string): Locator {
  return page.locator('[data-sonner-toast]').filter({ hasText: text });
}

function replies(page: Page): Locator {
  return page.getByRole('article', { name: /replied$/ });
}

async function send(page: Page, text: string) {
  const input = page.getByLabel('Your message');
  await input.fill(text);
  await input.press('Enter');
}

/** Sends and waits until the reply is written: its bubble has come (so the send was taken) and stopped streaming. */
async function sendAndAwaitReply(page: Page, text: string) {
  const before = await replies(page).count();
  await send(page, text);
  await expect(replies(page)).toHaveCount(before + 1, { timeout: 20_000 });
  await expect(page.getByTestId('streaming-reply')).toBeHidden({ timeout: 20_000 });
}

test('send a message, watch the reply stream, open a verse from it, and favourite it', async ({ page, baseURL }) => {
  await signUpThroughApi(page.request, baseURL ?? '', 'Hannah');
  await page.goto('/chat');
  await expect(replies(page).first()).toContainText("Welcome! I'm your Faith Companion. How can I help with your spiritual journey today?");
  await expect(page.getByText('no AI model is configured')).toBeVisible();
  await expect(page.getByTestId('chat-balance')).toHaveText('2 free · 20 credits');
  await expectNoSeriousA11yViolations(page);

  await send(page, 'I feel anxious about tomorrow');
  await expect(page.getByRole('article', { name: 'You said' })).toContainText('I feel anxious about tomorrow');
  await expect(page.getByLabel('Your message')).toHaveValue('');
  // The reply streams: the bubble being written appears before the finished reply.
  await expect(page.getByTestId('streaming-reply')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Stop the reply' })).toBeVisible();
  await expect(page.getByTestId('streaming-reply')).toBeHidden({ timeout: 20_000 });
  const reply = replies(page).last();
  await expect(reply).toContainText('Hannah');
  await expect(page.getByTestId('chat-balance')).toHaveText('1 free · 20 credits');

  const verseLink = reply.getByRole('link').first();
  await expect(verseLink).toHaveAttribute('href', /\/bible\/read\?version=kjv&book=/);
  const reference = (await verseLink.textContent()) ?? '';

  await page.getByRole('article', { name: /replied$/ }).last().locator('..').getByRole('button', { name: 'Save to favorites' }).last().click();
  await expect(toast(page, 'Message saved to favorites')).toBeVisible();

  // The starred reply is on /favorites, under the conversation it came from.
  await page.getByRole('link', { name: 'Favorites', exact: true }).filter({ visible: true }).first().click();
  await expect(page).toHaveURL(/\/favorites$/);
  const favourite = page.getByRole('main').getByRole('listitem').filter({ hasText: 'I feel anxious about tomorrow' });
  await expect(favourite).toHaveCount(1);
  await expect(favourite).toContainText('Hannah');
  await page.goBack();
  await expect(page).toHaveURL(/\/chat$/);

  await verseLink.click();
  await expect(page).toHaveURL(/\/bible\/read\?/);
  const book = reference.replace(/\s+\d.*$/, '');
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toContainText(book);
});

test('a reload mid-reply finds the reply', async ({ page, baseURL }) => {
  await signUpThroughApi(page.request, baseURL ?? '');
  await page.goto('/chat');
  await expect(replies(page).first()).toBeVisible();
  await send(page, 'How do I forgive my brother?');
  await expect(page.getByTestId('streaming-reply')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('article', { name: 'You said' })).toContainText('How do I forgive my brother?');
  await expect(replies(page).last()).toContainText(/pray/i, { timeout: 20_000 });
  await expect(replies(page)).toHaveCount(2);
});

test('out of credits, sending is refused; a crisis message is still answered with resources first', async ({ page, baseURL }) => {
  const { email } = await signUpThroughApi(page.request, baseURL ?? '');
  admin('credits', 'grant', email, '-20', '--note', 'e2e');
  await page.goto('/chat');
  await expect(page.getByTestId('chat-balance')).toHaveText('2 free · 0 credits');
  await expect(replies(page)).toHaveCount(1);
  for (const text of ['first', 'second']) await sendAndAwaitReply(page, text);
  await expect(page.getByTestId('chat-balance')).toHaveText('0 free · 0 credits');
  await send(page, 'third');
  await expect(page.getByRole('alert').filter({ hasText: "You don't have enough credits to send a message." })).toBeVisible();
  await expect(toast(page, "You don't have enough credits to send a message.")).toBeVisible();
  await expect(page.getByRole('article', { name: 'You said' }).filter({ hasText: 'third' })).toHaveCount(0);

  await send(page, 'I want to end my life');
  await expect(page.getByTestId('streaming-reply')).toBeHidden({ timeout: 20_000 });
  const reply = replies(page).last();
  await expect(reply).toContainText('988');
  await expect(reply).toContainText('You matter, and you do not have to face this alone.');
  await expect(page.getByTestId('chat-balance')).toHaveText('0 free · 0 credits');
});

test('start a new chat: the conversation starts afresh with its welcome', async ({ page, baseURL }) => {
  await signUpThroughApi(page.request, baseURL ?? '');
  await page.goto('/chat');
  // The chat is ready once its welcome is shown; Enter before that sends nothing (the text stays).
  await expect(replies(page)).toHaveCount(1);
  await sendAndAwaitReply(page, 'Thank you Lord for today');
  await expect(page.getByRole('article', { name: 'You said' })).toHaveCount(1);
  await page.getByRole('button', { name: 'New chat' }).click();
  await expect(page.getByRole('article', { name: 'You said' })).toHaveCount(0);
  await expect(replies(page)).toHaveCount(1);
  await page.reload();
  await expect(page.getByRole('article', { name: 'You said' })).toHaveCount(0);

  // The old conversation is in the history, under its first message; deleting it says how much went.
  await page.getByRole('link', { name: 'History', exact: true }).filter({ visible: true }).first().click();
  await expect(page).toHaveURL(/\/history$/);
  await expect(page.getByRole('main').getByRole('link', { name: 'Thank you Lord for today' })).toBeVisible();
  await page.getByRole('button', { name: 'Actions for “Thank you Lord for today”' }).click();
  await page.getByRole('menuitem', { name: 'Delete' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete conversation' }).click();
  await expect(toast(page, 'Chat history deleted successfully (3 messages removed)')).toBeVisible();
  await expect(page.getByRole('main').getByText('No conversations yet')).toBeVisible();
});
