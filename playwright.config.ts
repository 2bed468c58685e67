import { rmSync } from 'node:fs';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';

// The product as a user gets it: the built client served by the real server, on its embedded
// defaults (SQLite in a fresh data folder), on a port of its own.
const port = Number(process.env.E2E_PORT ?? 3199);
const dataDir = path.resolve('test-results/e2e-data');
// The operator CLI in e2e/support.ts works on the same database.
process.env.E2E_DATA_DIR = dataDir;
// Workers load this file too; only the main process starts afresh (a worker would delete the running server's files).
if (process.env.TEST_WORKER_INDEX === undefined) rmSync(dataDir, { recursive: true, force: true });

const launchOptions = {
  executablePath: process.env.CHROMIUM_PATH || undefined,
  args: ['--no-sandbox', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
};

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions,
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], launchOptions } },
    { name: 'mobile', use: { ...devices['Pixel 7'], launchOptions } },
  ],
  webServer: {
    command: 'node --enable-source-maps dist/server/main.js',
    url: `http://127.0.0.1:${port}/healthz`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: {
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      // A short rewarded-ad wait, and an offline responder slow enough to watch it stream.
      AD_MIN_SECONDS: '3',
      OFFLINE_RESPONDER_CHUNK_DELAY_MS: '40',
    },
  },
});
