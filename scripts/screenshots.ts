/**
 * Takes the screenshots kept in docs/screenshots/ from a running server:
 *   npm run build && npm run serve   (in one terminal)
 *   npx tsx scripts/screenshots.ts [base URL] [path …]
 * Uses CHROMIUM_PATH when set, else Playwright's own Chromium.
 */
import { mkdirSync } from 'node:fs';
import { chromium } from '@playwright/test';

const base = process.argv[2] ?? 'http://localhost:3000';
const paths = process.argv.slice(3);
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
      });
      await context.addInitScript((value) => localStorage.setItem('faith-companion-theme', value), theme);
      const page = await context.newPage();
      await page.goto(base + pagePath, { waitUntil: 'networkidle' });
      const name = (pagePath === '/' ? 'landing' : pagePath.replace(/^\//, '').replace(/[/?=&]/g, '-')) + `-${width}-${theme}.png`;
      await page.screenshot({ path: `${outDir}/${name}`, fullPage: true });
      console.log(`${outDir}/${name}`);
      await context.close();
    }
  }
}
await browser.close();
