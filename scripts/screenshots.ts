/**
 * Takes the screenshots kept in docs/screenshots/ from a running server:
 *   npm run build && npm run serve   (in one terminal)
 *   npx tsx scripts/screenshots.ts [base URL] [path …] [--signed-in]
 * With --signed-in, each shot is taken as a fresh account (created through the API, disclaimer
 * accepted). Uses CHROMIUM_PATH when set, else Playwright's own Chromium.
 */
import { mkdirSync } from 'node:fs';
import { chromium } from '@playwright/test';

const base = process.argv[2] ?? 'http://localhost:3000';
const signedIn = process.argv.includes('--signed-in');
const paths = process.argv.slice(3).filter((arg) => arg !== '--signed-in');
const pages = paths.length > 0 ? paths : ['/'];
const outDir = 'docs/screenshots';
mkdirSync(outDir, { recursive: true });

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH || undefined,
  args: ['--no-sandbox', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});
for (const pagePath of pages) {
  for (const width of [375, 1280]) {
    for (const theme of ['light', 'dark'] as const) {
      const context = await browser.newContext({
        viewport: { width, height: width < 600 ? 812 : 800 },
        deviceScaleFactor: width < 600 ? 2 : 1,
        colorScheme: theme,
        baseURL: base,
      });
      if (signedIn) {
        const email = `screenshots-${Date.now()}-${width}-${theme}@example.com`;
        await context.request.post('/api/auth/sign-up/email', {
          data: { email, password: 'a long and patient password', name: 'Ruth', gender: 'female' },
          headers: { Origin: base },
        });
        await context.request.post('/api/profile/disclaimer');
      }
      await context.addInitScript((value) => localStorage.setItem('faith-companion-theme', value), theme);
      const page = await context.newPage();
      await page.goto(base + pagePath, { waitUntil: 'networkidle' });
      const name = (pagePath === '/' ? 'landing' : pagePath.replace(/^\//, '').split('?')[0]?.replace(/\//g, '-')) + `-${width}-${theme}.png`;
      await page.screenshot({ path: `${outDir}/${name}`, fullPage: pagePath === '/' });
      console.log(`${outDir}/${name}`);
      await context.close();
    }
  }
}
await browser.close();
