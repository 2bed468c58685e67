import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { expect, type APIRequestContext, type Page } from '@playwright/test';

/** Creates an account through the real sign-up endpoint; the session cookie lands in the page's context. */
export const E2E_PASSWORD = 'a long and patient password';

export function uniqueEmail(name: string): string {
  return `${name.toLowerCase()}-${randomUUID()}@example.com`;
}

/**
 * Creates an account through the real sign-up endpoint; the session cookie lands in the page's
 * context. The disclaimer is accepted unless the test is about it.
 */
export async function signUpThroughApi(
  request: APIRequestContext,
  baseURL: string,
  name = 'Lydia',
  { acceptDisclaimer = true } = {},
) {
  const email = uniqueEmail(name);
  const response = await request.post('/api/auth/sign-up/email', {
    data: { email, password: E2E_PASSWORD, name, gender: 'prefer_not_to_say' },
    headers: { Origin: baseURL },
  });
  expect(response.status(), await response.text()).toBe(200);
  if (acceptDisclaimer) expect((await request.post('/api/profile/disclaimer')).status()).toBe(200);
  return { email, password: E2E_PASSWORD };
}

const axeSource = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

/** Runs axe-core on the page and fails on any serious or critical accessibility violation. */
export async function expectNoSeriousA11yViolations(page: Page) {
  await page.addScriptTag({ path: axeSource });
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (context: Document, options: object) => Promise<{ violations: Array<{ id: string; impact: string; nodes: Array<{ target: string[] }> }> }> } }).axe;
    const result = await axe.run(document, { resultTypes: ['violations'] });
    return result.violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).slice(0, 3).join(', ')}`);
  });
  expect(violations).toEqual([]);
}

/** The data folder of the server the tests run against (see playwright.config.ts). */
export const E2E_OUTBOX = path.resolve('test-results/e2e-data/outbox');

/** The newest e-mail in the outbox for this address, with quoted-printable soft breaks undone. */
export function latestEmailTo(address: string): string | undefined {
  if (!existsSync(E2E_OUTBOX)) return undefined;
  const messages = readdirSync(E2E_OUTBOX)
    .filter((file) => file.endsWith('.eml'))
    .sort()
    .map((file) => readFileSync(path.join(E2E_OUTBOX, file), 'utf8'))
    .filter((text) => text.toLowerCase().includes(`to: ${address.toLowerCase()}`));
  const last = messages.at(-1);
  return last?.replace(/=\r?\n/g, '').replace(/=3D/gi, '=');
}

/** Runs the operator CLI (`npm run admin -- …`) against the e2e server's database. */
export function admin(...args: string[]): string {
  const dataDir = process.env.E2E_DATA_DIR ?? path.resolve('test-results/e2e-data');
  return execFileSync(process.execPath, ['--import', 'tsx', 'src/server/admin/main.ts', ...args], {
    env: { ...process.env, DATA_DIR: dataDir, NODE_ENV: 'production', LOG_LEVEL: 'warn' },
    encoding: 'utf8',
  });
}
