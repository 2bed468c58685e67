// Makes sure the end-to-end tests have a Chromium: the one named by CHROMIUM_PATH (for example a
// distribution's package, as CI installs it), else Playwright's own, downloaded when missing.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chromium } from '@playwright/test';

const named = process.env.CHROMIUM_PATH;
if (named) {
  if (!existsSync(named)) {
    console.error(`CHROMIUM_PATH is set to ${named}, but there is no file there.`);
    process.exit(1);
  }
  console.log(`Using Chromium at ${named} (CHROMIUM_PATH).`);
} else if (existsSync(chromium.executablePath())) {
  console.log(`Using Playwright's Chromium at ${chromium.executablePath()}.`);
} else {
  console.log("Installing Playwright's Chromium (once)…");
  execFileSync('npx', ['playwright', 'install', 'chromium'], { stdio: 'inherit' });
}
