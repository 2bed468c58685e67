import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from './test/test-app.ts';
import { createTestDatabase, type TestDatabase } from './test/test-database.ts';

describe('the HTTP application', () => {
  let database: TestDatabase;
  let harness: ReturnType<typeof buildTestApp>;

  beforeAll(async () => {
    database = await createTestDatabase('sqlite');
    harness = buildTestApp(database);
  });
  afterAll(() => database.destroy());

  it('reports health with the database reachable', async () => {
    const response = await harness.app.request('/healthz');
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ status: 'ok', database: 'ok' });
  });

  it('sends the security headers of DESIGN.md section 7 on every answer', async () => {
    for (const path of ['/healthz', '/app-boot.js', '/api/preferences', '/api/bible/books', '/api/auth/get-session', '/api/nope']) {
      const { headers } = await harness.app.request(path);
      const csp = headers.get('content-security-policy') ?? '';
      expect(csp).toMatch(path.startsWith('/api/') ? /^default-src 'none'/ : /script-src 'self'/);
      expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
      expect(csp).toContain("frame-ancestors 'none'");
      expect(headers.get('x-content-type-options')).toBe('nosniff');
      expect(headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(headers.get('x-frame-options')).toBe('DENY');
    }
  });

  it('tags each answer and its log line with one request id', async () => {
    const response = await harness.app.request('/healthz?probe=1');
    const id = response.headers.get('x-request-id');
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    const line = harness.logLines().find((entry) => entry.requestId === id);
    expect(line).toMatchObject({ method: 'GET', path: '/healthz', status: 200 });
  });

  it('publishes an OpenAPI document generated from the route schemas', async () => {
    const response = await harness.app.request('/api/openapi.json');
    expect(response.status).toBe(200);
    const document = (await response.json()) as { openapi: string; paths: Record<string, Record<string, unknown>> };
    expect(document.openapi).toBe('3.1.0');
    expect(Object.keys(document.paths)).toEqual(expect.arrayContaining(['/healthz', '/api/preferences', '/api/bible/chapter', '/api/bible/search', '/api/auth/sign-in/email']));
    expect(Object.keys(document.paths['/api/preferences'] ?? {})).toEqual(expect.arrayContaining(['get', 'patch']));
    const patchBody = JSON.stringify(document.paths['/api/preferences']?.patch);
    expect(patchBody).toContain('"enum":["light","dark","system"]');
  });

  it('answers an unknown API route with a JSON 404', async () => {
    const response = await harness.app.request('/api/does-not-exist');
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ error: { code: 'not_found' } });
  });

  it('serves the boot script with the product name and the theme key', async () => {
    const response = await harness.app.request('/app-boot.js');
    expect(response.headers.get('content-type')).toContain('text/javascript');
    const script = await response.text();
    expect(script).toContain('"appName":"Faith Companion"');
    expect(script).toContain('"themeStorageKey":"faith-companion-theme"');
  });

  it('reports a degraded state when the database is gone', async () => {
    const broken = await createTestDatabase('sqlite');
    const { app } = buildTestApp(broken);
    await broken.destroy();
    const response = await app.request('/healthz');
    expect(response.status).toBe(503);
    expect(await response.json()).toMatchObject({ status: 'degraded', database: 'unreachable' });
  });
});
