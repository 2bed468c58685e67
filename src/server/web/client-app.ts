import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import type { Hono } from 'hono';
import type { Logger } from '../infra/logger.ts';

/**
 * Serves the built React app: hashed assets with a year of caching, every other GET that is not an
 * API call answered with index.html so that the client router can show the page (or its not-found
 * page). Without a build, pages answer 503 with the command that makes one.
 */
export function mountClientApp(app: Hono<never>, staticDir: string, logger: Logger): void {
  const indexFile = path.join(staticDir, 'index.html');
  if (!existsSync(indexFile)) {
    logger.warn({ staticDir }, 'no client build found; run `npm run build` (npm start does it for you)');
    app.get('*', (c) =>
      c.text('The web client has not been built yet. Run `npm run build`, or start with `npm start`.', 503),
    );
    return;
  }
  const indexHtml = readFileSync(indexFile, 'utf8');

  // Vite names every file under /assets after its content hash, so it can be cached for good;
  // the page itself must be revalidated so that a deploy reaches people at once.
  app.use('*', async (c, next) => {
    await next();
    if (c.req.method !== 'GET' || c.res.status !== 200) return;
    const cacheControl = c.req.path.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache';
    c.res.headers.set('Cache-Control', cacheControl);
  });
  app.use('*', serveStatic({ root: staticDir }));
  app.get('*', (c) => c.html(indexHtml));
}
