import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations, signUpThroughApi } from './support.ts';

// axe-core is injected as a script, which the product's CSP would refuse.
test.use({ bypassCSP: true });

test.beforeEach(async ({ page, baseURL }) => {
  await signUpThroughApi(page.request, baseURL ?? '');
});

function toast(page: Page, text: string): Locator {
  return page.locator('[data-sonner-toast]').filter({ hasText: text });
}

/** A verse of the reader, by its number ('16 For God so loved…'); `version` picks a column when comparing. */
function verse(page: Page, number: number, version?: string): Locator {
  const name = version ? new RegExp(`^${version} ${number} `) : new RegExp(`^${number} `);
  return page.getByRole('main').getByRole('button', { name }).first();
}

function chapterHeading(page: Page, name: string): Locator {
  return page.getByRole('main').getByRole('heading', { level: 1, name, exact: true });
}

async function selectVerse(page: Page, number: number) {
  await verse(page, number).click();
  await expect(verse(page, number)).toHaveAttribute('aria-pressed', 'true');
  return page.getByRole('toolbar', { name: /^Actions for / });
}

test('a book and a chapter chosen on /bible open the reader there', async ({ page }) => {
  await page.goto('/bible');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Bible' })).toBeVisible();
  await expect(main.getByText('No bookmarks yet — select a verse while reading to bookmark it.')).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await main.getByRole('button', { name: 'John', exact: true }).click();
  await expect(main.getByRole('heading', { name: /^John — choose a chapter/ })).toBeVisible();
  await main.getByRole('link', { name: 'John 3', exact: true }).click();

  await expect(chapterHeading(page, 'John 3')).toBeVisible();
  await expect(verse(page, 16)).toContainText('For God so loved the world');
  await expect(page).toHaveURL(/\/bible\/read\?.*book=John&chapter=3/);
});

test('switching the version changes the text, and /bible/read reopens the last place', async ({ page }) => {
  await page.goto('/bible/read?version=kjv&book=John&chapter=3');
  await expect(verse(page, 16)).toContainText('only begotten Son');
  const kjv = await verse(page, 16).textContent();

  await page.getByRole('main').getByLabel('Version', { exact: true }).selectOption('web');
  await expect(page).toHaveURL(/version=web/);
  await expect(verse(page, 16)).not.toHaveText(kjv ?? '');
  await expect(verse(page, 16)).toContainText('For God so loved the world');
  await expect(page.getByRole('main').getByText('World English Bible', { exact: true })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // The place and version are saved for this user, and the reader opens there next time.
  await expect
    .poll(async () => (await (await page.request.get('/api/bible/progress')).json()) as { translation?: string; chapter?: number } | null)
    .toMatchObject({ translation: 'web', book: 43, chapter: 3 });
  await page.goto('/bible/read');
  await expect(chapterHeading(page, 'John 3')).toBeVisible();
  await expect(page).toHaveURL(/version=web/);
});

test('a linked verse is highlighted and brought into view', async ({ page }) => {
  await page.goto('/bible/read?version=kjv&book=John&chapter=3&verse=16');
  await expect(chapterHeading(page, 'John 3')).toBeVisible();
  await expect(verse(page, 16)).toHaveAttribute('aria-current', 'true');
  await expect(verse(page, 16)).toBeInViewport();
  await expect(verse(page, 15)).not.toHaveAttribute('aria-current', 'true');
});

test('the next chapter opens with the button and with ArrowRight, the previous with ArrowLeft', async ({ page }) => {
  await page.goto('/bible/read?version=kjv&book=John&chapter=3');
  await expect(chapterHeading(page, 'John 3')).toBeVisible();

  await page.getByRole('main').getByRole('link', { name: 'Next chapter (John 4)' }).click();
  await expect(chapterHeading(page, 'John 4')).toBeVisible();
  await expect(verse(page, 1)).toBeVisible();

  await page.keyboard.press('ArrowRight');
  await expect(chapterHeading(page, 'John 5')).toBeVisible();
  await expect(page).toHaveURL(/chapter=5/);

  await page.keyboard.press('ArrowLeft');
  await expect(chapterHeading(page, 'John 4')).toBeVisible();

  // Not while typing.
  const box = page.getByRole('main').getByLabel('Go to a passage');
  await box.fill('Romans 8');
  await box.press('ArrowLeft');
  await box.press('ArrowRight');
  await expect(page).toHaveURL(/chapter=4/);
  await expect(chapterHeading(page, 'John 4')).toBeVisible();
});

test('a search finds Psalm 23:1 and opens the reader at it', async ({ page }) => {
  await page.goto('/bible/search');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Search the Bible' })).toBeVisible();
  await main.getByLabel('Words, a phrase or a reference').fill('the lord is my shepherd');
  await main.getByRole('button', { name: 'Search' }).click();

  await expect(main.getByRole('status').filter({ hasText: /\d+ verses? for/ })).toBeVisible();
  const result = main.getByRole('link', { name: /^Psalms 23:1\b/ });
  await expect(result).toBeVisible();
  await expect(result.locator('mark').first()).toBeVisible();
  await expect(page).toHaveURL(/q=the\+lord\+is\+my\+shepherd/);
  await expectNoSeriousA11yViolations(page);

  await result.click();
  await expect(chapterHeading(page, 'Psalms 23')).toBeVisible();
  await expect(verse(page, 1)).toHaveAttribute('aria-current', 'true');
  await expect(verse(page, 1)).toContainText('shepherd');
});

test('a reference typed in the search box goes straight to the reader', async ({ page }) => {
  await page.goto('/bible/search');
  const main = page.getByRole('main');
  await main.getByLabel('Words, a phrase or a reference').fill('jn 3:16');
  await main.getByLabel('Words, a phrase or a reference').press('Enter');
  await expect(chapterHeading(page, 'John 3')).toBeVisible();
  await expect(verse(page, 16)).toHaveAttribute('aria-current', 'true');

  // A reference to a place that does not exist explains itself.
  await page.goto('/bible/search?q=John+99&version=kjv');
  await expect(main.getByRole('heading', { level: 1, name: 'Passage not found' })).toBeVisible();
  await expect(main.getByText('John has 21 chapters')).toBeVisible();

  // Input the server cannot search shows its reason.
  await page.goto('/bible/search?q=%22&version=kjv');
  await expect(main.getByRole('alert').filter({ hasText: /enter words/i })).toBeVisible();
});

test('a bookmarked verse appears on /bible and opens the reader there', async ({ page }) => {
  await page.goto('/bible/read?version=kjv&book=John&chapter=3');
  const toolbar = await selectVerse(page, 16);
  await expect(toolbar).toBeVisible();
  await toolbar.getByRole('button', { name: 'Bookmark' }).click();
  await expect(toast(page, 'Bookmarked John 3:16')).toBeVisible();

  await page.goto('/bible');
  const bookmark = page.getByRole('main').getByRole('link', { name: 'John 3:16', exact: true });
  await expect(bookmark).toBeVisible();
  await bookmark.click();
  await expect(chapterHeading(page, 'John 3')).toBeVisible();
  await expect(verse(page, 16)).toHaveAttribute('aria-current', 'true');

  await page.goto('/bible');
  await page.getByRole('main').getByRole('button', { name: 'Remove bookmark John 3:16' }).click();
  await expect(page.getByRole('main').getByText('No bookmarks yet — select a verse while reading to bookmark it.')).toBeVisible();
});

test('a verse range saved as a favourite appears on /bible with its words', async ({ page }) => {
  await page.goto('/bible/read?version=kjv&book=Ps&chapter=23');
  await expect(chapterHeading(page, 'Psalms 23')).toBeVisible();
  await selectVerse(page, 1);
  // A second tap on another verse extends the selection to a range.
  await verse(page, 2).click();
  const toolbar = page.getByRole('toolbar', { name: 'Actions for Psalms 23:1–2' });
  await expect(toolbar).toBeVisible();
  await toolbar.getByRole('button', { name: /favourite/i }).click();
  await expect(toast(page, 'Saved to your favourite verses')).toBeVisible();

  await page.goto('/bible');
  const favourite = page.getByRole('main').getByRole('link', { name: /^Psalms 23:1–2/ });
  await expect(favourite).toBeVisible();
  await expect(favourite).toContainText('The LORD is my shepherd');
});

test('copy with reference puts the words and the reference on the clipboard', async ({ page, context, baseURL }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL ?? '' });
  await page.goto('/bible/read?version=kjv&book=John&chapter=11');
  const toolbar = await selectVerse(page, 35);
  await toolbar.getByRole('button', { name: /^Copy( with reference)?$/ }).click();
  await expect(toast(page, 'Copied')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('“Jesus wept.” — John 11:35 (KJV)');

  await toolbar.getByRole('button', { name: 'Copy link' }).click();
  await expect(toast(page, 'Link copied')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${baseURL}/bible/read?version=kjv&book=John&chapter=11&verse=35`);

  await page.keyboard.press('Escape');
  await expect(toolbar).toBeHidden();
});

test('a chapter that does not exist leads to the navigation-error page with the nearest place', async ({ page }) => {
  await page.goto('/bible/read?version=kjv&book=John&chapter=3');
  await expect(chapterHeading(page, 'John 3')).toBeVisible();
  const box = page.getByRole('main').getByLabel('Go to a passage');
  await box.fill('John 99');
  await box.press('Enter');

  await expect(page).toHaveURL(/\/bible\/not-found\?q=John(%20|\+)99/);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Passage not found' })).toBeVisible();
  await expect(main.getByText(/John 99/).first()).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await main.getByRole('link', { name: 'Go to John 21' }).click();
  await expect(chapterHeading(page, 'John 21')).toBeVisible();
});

test('the compare view shows two versions of each verse', async ({ page }) => {
  await page.goto('/bible/read?version=kjv&book=John&chapter=3');
  await expect(chapterHeading(page, 'John 3')).toBeVisible();
  await page.getByRole('main').getByRole('button', { name: 'Compare' }).click();
  await expect(page).toHaveURL(/compare=web/);
  await expect(page.getByRole('main').getByLabel('Compare with')).toHaveValue('web');

  await expect(verse(page, 16, 'KJV')).toContainText('only begotten Son');
  await expect(verse(page, 16, 'WEB')).toBeVisible();
  await expect(verse(page, 16, 'WEB')).not.toContainText('only begotten Son');
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('main').getByRole('button', { name: 'Compare' }).click();
  await expect(page).not.toHaveURL(/compare=/);
  await expect(verse(page, 16, 'WEB')).toHaveCount(0);
});

test('keyboard: Enter selects a verse, and arrow keys inside the toolbar do not turn the page', async ({ page }) => {
  await page.goto('/bible/read?version=kjv&book=John&chapter=3');
  await expect(verse(page, 1)).toBeVisible();
  await verse(page, 3).focus();
  await page.keyboard.press('Enter');
  await expect(verse(page, 3)).toHaveAttribute('aria-pressed', 'true');
  await page.keyboard.press('Shift+Enter');
  const toolbar = page.getByRole('toolbar', { name: 'Actions for John 3:3' });
  await expect(toolbar).toBeVisible();

  await toolbar.getByRole('button', { name: 'Bookmark' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(toolbar.getByRole('button', { name: /favourite/i })).toBeFocused();
  await expect(chapterHeading(page, 'John 3')).toBeVisible();

  await page.keyboard.press('Escape');
  await expect(toolbar).toBeHidden();
  await expect(verse(page, 3)).toHaveAttribute('aria-pressed', 'false');
});
