import { randomUUID } from 'node:crypto';
import { createRequire } from 'node:module';
import { expect, type APIRequestContext, type Page } from '@playwright/test';

/** Creates an account through the real sign-up endpoint; the session cookie lands in the page's context. */
export async function signUpThroughApi(request: APIRequestContext, baseURL: string, name = 'Lydia') {
  const email = `${name.toLowerCase()}-${randomUUID()}@example.com`;
  const response = await request.post('/api/auth/sign-up/email', {
    data: { email, password: 'a long and patient password', name },
    headers: { Origin: baseURL },
  });
  expect(response.status(), await response.text()).toBe(200);
  return { email };
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
