import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { SESSION_DELETE } from '../src/shared/messages.ts';
import { expectNoSeriousA11yViolations, signUpThroughApi } from './support.ts';

// axe-core is injected as a script, which the product's CSP would refuse.
test.use({ bypassCSP: true });

interface StoredMessage {
  id: string;
  sessionId: string;
  content: string;
}

/** The newest notice with this text (an earlier one may still be on its way out). */
function toast(page: Page, text: string): Locator {
  return page.locator('[data-sonner-toast]').filter({ hasText: text }).first();
}

function main(page: Page): Locator {
  return page.getByRole('main');
}

/** The chat's current session, started through the API (independent of the chat page). */
async function currentSession(request: APIRequestContext): Promise<string> {
  const response = await request.post('/api/chat/init');
  expect(response.status()).toBe(200);
  return ((await response.json()) as { sessionId: string }).sessionId;
}

async function newSession(request: APIRequestContext): Promise<string> {
  const response = await request.post('/api/chat/sessions');
  expect(response.status()).toBe(200);
  return ((await response.json()) as { sessionId: string }).sessionId;
}

/** Sends a message and reads the streamed reply to its end; answers the stored reply. */
async function send(request: APIRequestContext, sessionId: string, content: string): Promise<StoredMessage> {
  const response = await request.post(`/api/chat/sessions/${sessionId}/messages`, {
    data: { content },
    headers: { Accept: 'text/event-stream' },
    timeout: 30_000,
  });
  expect(response.status()).toBe(200);
  const body = await response.text();
  const done = /event: done\r?\ndata: (.+)/.exec(body);
  expect(done, body).not.toBeNull();
  return (JSON.parse(done?.[1] ?? '{}') as { assistantMessage: StoredMessage }).assistantMessage;
}

async function messageCount(request: APIRequestContext, sessionId: string): Promise<number> {
  return ((await (await request.get(`/api/chat/sessions/${sessionId}/messages`)).json()) as unknown[]).length;
}

test('a past conversation is found, opened, renamed, searched, favourited and deleted', async ({ page, baseURL }) => {
  await signUpThroughApi(page.request, baseURL ?? '', 'Martha');
  const title = 'How can I find peace when I am worried?';
  const oldSession = await currentSession(page.request);
  const reply = await send(page.request, oldSession, title);
  await newSession(page.request);

  // The list: the old conversation under its title (the first thing said).
  await page.goto('/history');
  await expect(main(page).getByRole('heading', { level: 1, name: 'History' })).toBeVisible();
  await expect(main(page).getByRole('heading', { level: 2, name: 'Today' })).toBeVisible();
  const listed = main(page).getByRole('link', { name: title });
  await expect(listed).toBeVisible();
  await expect(main(page).getByRole('article', { name: title })).toContainText('3 messages');
  await expectNoSeriousA11yViolations(page);

  // Open it: read-only, both sides of the conversation.
  await listed.click();
  await expect(page).toHaveURL(new RegExp(`/history/${oldSession}$`));
  await expect(main(page).getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(main(page).getByRole('article', { name: 'You said' })).toContainText(title);
  await expect(main(page).getByRole('article', { name: /replied$/ }).last()).toContainText('Martha');
  await expect(main(page).getByRole('button', { name: 'Continue this conversation' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // Rename: an empty name is refused, Enter saves, Escape cancels.
  await main(page).getByRole('button', { name: 'Rename' }).click();
  const name = main(page).getByLabel('Conversation name');
  await expect(name).toBeFocused();
  await expect(name).toHaveValue(title);
  await name.fill('   ');
  await name.press('Enter');
  await expect(main(page).getByRole('alert')).toHaveText('Please give the conversation a name.');
  await name.fill('Peace in worry');
  await name.press('Enter');
  await expect(toast(page, 'Conversation renamed')).toBeVisible();
  await expect(main(page).getByRole('heading', { level: 1, name: 'Peace in worry' })).toBeVisible();
  await main(page).getByRole('button', { name: 'Rename' }).click();
  await name.fill('Something else');
  await name.press('Escape');
  await expect(main(page).getByRole('heading', { level: 1, name: 'Peace in worry' })).toBeVisible();
  await expect(main(page).getByRole('button', { name: 'Rename' })).toBeFocused();

  // Export: both formats download with the server's file name.
  await main(page).getByRole('button', { name: 'Export' }).click();
  const [markdown] = await Promise.all([page.waitForEvent('download'), page.getByRole('menuitem', { name: 'Export as Markdown' }).click()]);
  expect(markdown.suggestedFilename()).toMatch(/peace-in-worry\.md$/);

  // Search for a word of it: the snippet marks the word, and the hit opens the conversation there.
  await page.goto('/history');
  await expect(main(page).getByRole('link', { name: 'Peace in worry' })).toBeVisible();
  await main(page).getByLabel('Search your messages').fill('worried');
  const results = main(page).getByRole('region', { name: 'Search results' });
  await expect(results.getByRole('status')).toHaveText('1 message found for “worried”.');
  const hit = results.getByRole('link').filter({ hasText: 'Peace in worry' });
  await expect(hit.locator('mark')).toHaveText('worried');
  await expect(page).toHaveURL(/\?q=worried$/);
  await expectNoSeriousA11yViolations(page);
  await hit.click();
  await expect(page).toHaveURL(new RegExp(`/history/${oldSession}\\?message=`));
  await expect(main(page).getByRole('article', { name: 'You said (Search match)' })).toHaveAttribute('aria-current', 'true');
  await page.goBack();
  await expect(main(page).getByLabel('Search your messages')).toHaveValue('worried');

  // A reply starred (through the API) is on /favorites and opens within its conversation.
  expect((await page.request.patch(`/api/chat/messages/${reply.id}`, { data: { isFavorite: true } })).status()).toBe(200);
  await page.goto('/favorites');
  await expect(main(page).getByRole('heading', { level: 1, name: 'Favorites' })).toBeVisible();
  const favourite = main(page).getByRole('listitem').filter({ hasText: 'Peace in worry' });
  await expect(favourite).toHaveCount(1);
  await expectNoSeriousA11yViolations(page);
  await favourite.getByRole('link').click();
  await expect(page).toHaveURL(new RegExp(`/favorites/${reply.id}$`));
  await expect(main(page).getByRole('heading', { level: 1, name: 'Favorite message' })).toBeVisible();
  await expect(main(page).getByText('“Peace in worry”')).toBeVisible();
  await expect(main(page).getByRole('article', { name: /replied \(This message\)$/ })).toHaveAttribute('aria-current', 'true');
  await expect(main(page).getByRole('link', { name: 'Open the full conversation' })).toHaveAttribute('href', new RegExp(`/history/${oldSession}`));
  await expectNoSeriousA11yViolations(page);

  // Unstar it here, star it again, then unstar it from the list.
  await main(page).getByRole('button', { name: 'Remove from favorites' }).click();
  await expect(toast(page, 'Message removed from favorites')).toBeVisible();
  await main(page).getByRole('button', { name: 'Save to favorites' }).click();
  await expect(toast(page, 'Message saved to favorites')).toBeVisible();
  await main(page).getByRole('link', { name: 'All favorites' }).click();
  await main(page).getByRole('button', { name: 'Remove from favorites' }).click();
  await expect(main(page).getByText('No favorites yet')).toBeVisible();
  await expect(toast(page, 'Message removed from favorites')).toBeVisible();

  // Delete, with confirmation: the toast counts the removed messages.
  const removed = await messageCount(page.request, oldSession);
  await page.goto(`/history/${oldSession}`);
  await main(page).getByRole('button', { name: 'Delete' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Delete this conversation?' });
  await expect(dialog).toContainText('“Peace in worry”');
  await expect(dialog.getByRole('button', { name: 'Keep it' })).toBeFocused();
  await dialog.getByRole('button', { name: 'Delete conversation' }).click();
  await expect(toast(page, SESSION_DELETE.success(removed))).toBeVisible();
  await expect(toast(page, `Chat history deleted successfully (${removed} messages removed)`)).toBeVisible();
  await expect(page).toHaveURL(/\/history$/);
  await expect(main(page).getByText('No conversations yet')).toBeVisible();
  await expect(main(page).getByRole('link', { name: 'Start a conversation' })).toHaveAttribute('href', '/chat');
});

test('the list menu renames, exports and deletes; all history goes only after typing DELETE', async ({ page, baseURL }) => {
  await signUpThroughApi(page.request, baseURL ?? '', 'Ruth');
  const first = await currentSession(page.request);
  await send(page.request, first, 'Where should I go from here?');
  const second = await newSession(page.request);
  await send(page.request, second, 'Thank you for the encouragement');

  await page.goto('/history');
  const rows = main(page).getByRole('article');
  await expect(rows).toHaveCount(2);
  // Newest first.
  await expect(rows.first()).toContainText('Thank you for the encouragement');

  const menu = main(page).getByRole('button', { name: 'Actions for “Where should I go from here?”' });
  await menu.click();
  await page.getByRole('menuitem', { name: 'Rename' }).click();
  const name = main(page).getByLabel('Conversation name');
  await expect(name).toBeFocused();
  await name.fill('Following Ruth');
  await name.press('Enter');
  await expect(main(page).getByRole('link', { name: 'Following Ruth' })).toBeVisible();
  const renamedMenu = main(page).getByRole('button', { name: 'Actions for “Following Ruth”' });
  await expect(renamedMenu).toBeFocused();

  await renamedMenu.click();
  const [json] = await Promise.all([page.waitForEvent('download'), page.getByRole('menuitem', { name: 'Export as JSON' }).click()]);
  expect(json.suggestedFilename()).toMatch(/following-ruth\.json$/);

  // Continue the older one: it becomes the chat's conversation again.
  await main(page).getByRole('link', { name: 'Following Ruth' }).click();
  await main(page).getByRole('button', { name: 'Continue this conversation' }).click();
  await expect(page).toHaveURL(/\/chat$/);
  await expect(main(page).getByRole('article', { name: 'You said' })).toContainText('Where should I go from here?');
  await page.goto('/history');

  // Keep it, then delete it.
  await renamedMenu.click();
  await page.getByRole('menuitem', { name: 'Delete' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Keep it' }).click();
  await expect(renamedMenu).toBeFocused();
  const removed = await messageCount(page.request, first);
  await renamedMenu.click();
  await page.getByRole('menuitem', { name: 'Delete' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete conversation' }).click();
  await expect(toast(page, SESSION_DELETE.success(removed))).toBeVisible();
  await expect(rows).toHaveCount(1);

  // Delete all: the button waits for the exact word.
  await main(page).getByRole('button', { name: 'Delete all history' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Delete all your history?' });
  const confirm = dialog.getByRole('button', { name: 'Delete all history' });
  const word = dialog.getByLabel('Type DELETE to confirm');
  await expect(word).toBeFocused();
  await expect(confirm).toBeDisabled();
  await word.fill('delete');
  await expect(confirm).toBeDisabled();
  await word.fill('DELETE');
  await expect(confirm).toBeEnabled();
  await confirm.click();
  await expect(toast(page, 'Chat history deleted successfully')).toBeVisible();
  await expect(main(page).getByText('No conversations yet')).toBeVisible();
  await expect(main(page).getByRole('heading', { level: 1, name: 'History' })).toBeFocused();
});

test('unknown conversations and messages get a friendly page; no favourites yet says so', async ({ page, baseURL }) => {
  await signUpThroughApi(page.request, baseURL ?? '');
  await page.goto('/history/session-1234567890123');
  await expect(main(page).getByRole('heading', { level: 1, name: 'Conversation not found' })).toBeVisible();
  await expect(main(page).getByRole('link', { name: 'Back to your history' })).toHaveAttribute('href', '/history');
  await page.goto('/history/not-a-session');
  await expect(main(page).getByRole('heading', { level: 1, name: 'Conversation not found' })).toBeVisible();
  await page.goto('/favorites/does-not-exist');
  await expect(main(page).getByRole('heading', { level: 1, name: 'Message not found' })).toBeVisible();
  await page.goto('/favorites');
  await expect(main(page).getByText('No favorites yet')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.goto('/history');
  await expect(main(page).getByText('No conversations yet')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});
