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
  const root = path.relative(process.cwd(), staticDir) || '.';

  app.use(
    '/assets/*',
    serveStatic({
      root,
      onFound: (_path, c) => {
        c.header('Cache-Control', 'public, max-age=31536000, immutable');
      },
    }),
  );
  app.use('*', serveStatic({ root, index: '' }));
  app.get('*', (c) => {
    c.header('Cache-Control', 'no-cache');
    return c.html(indexHtml);
  });
}
