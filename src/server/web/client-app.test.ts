import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Hono } from 'hono';
import { pino } from 'pino';
import { describe, expect, inject, it } from 'vitest';
import { bootScript } from './boot-script.ts';
import { mountClientApp } from './client-app.ts';

const silent = pino({ level: 'silent' });

function builtClient(): string {
  const dir = mkdtempSync(path.join(inject('scratchDir'), 'fc-client-'));
  mkdirSync(path.join(dir, 'assets'));
  writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>Faith Companion</title><div id="root"></div>');
  writeFileSync(path.join(dir, 'assets', 'main-abc123.js'), 'console.log("hi")');
  writeFileSync(path.join(dir, 'favicon.svg'), '<svg/>');
  return dir;
}

describe('serving the web client', () => {
  it('answers every page path with index.html so the client router can show it', async () => {
    const app = new Hono();
    mountClientApp(app as never, builtClient(), silent);
    for (const page of ['/', '/chat', '/bible/read?book=John', '/no/such/page']) {
      const response = await app.request(page);
      expect(response.status).toBe(200);
      expect(await response.text()).toContain('<div id="root"></div>');
      expect(response.headers.get('cache-control')).toBe('no-cache');
    }
  });

  it('serves hashed assets with long-lived caching and other files as they are', async () => {
    const app = new Hono();
    mountClientApp(app as never, builtClient(), silent);
    const asset = await app.request('/assets/main-abc123.js');
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await asset.text()).toBe('console.log("hi")');
    expect(await (await app.request('/favicon.svg')).text()).toBe('<svg/>');
  });

  it('does not serve files outside the build folder', async () => {
    const app = new Hono();
    mountClientApp(app as never, builtClient(), silent);
    const response = await app.request('/assets/..%2f..%2fetc%2fpasswd');
    expect(await response.text()).not.toContain('root:');
  });

  it('says how to build when there is no build', async () => {
    const app = new Hono();
    mountClientApp(app as never, path.join(tmpdir(), 'fc-missing-build'), silent);
    const response = await app.request('/');
    expect(response.status).toBe(503);
    expect(await response.text()).toContain('npm run build');
  });
});

describe('the boot script', () => {
  it('cannot be broken out of by a hostile product name', () => {
    const script = bootScript({ appName: '</script><script>alert(1)</script>', themeStorageKey: 'x-theme' });
    expect(script).not.toContain('</script>');
    expect(script).toContain('\\u003c/script>');
  });
});
