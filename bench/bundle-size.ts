/**
 * Client budget (DESIGN.md section 6): initial JavaScript on the landing page ≤ 200 KB gzip.
 * Reads the production build (run `npm run build` first): the entry script, the chunks index.html
 * preloads, and the landing page's own lazy chunk. Prints a table and writes bench/results/bundle-size.json.
 */
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const dist = 'dist/client';
const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
const referenced = [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.js)"/g)].map((match) => match[1] as string);
const landing = readdirSync(path.join(dist, 'assets')).filter((file) => /^landing-page-.*\.js$/.test(file));
const files = [...new Set([...referenced, ...landing.map((file) => `assets/${file}`)])];

const rows = files.map((file) => {
  const bytes = readFileSync(path.join(dist, file));
  return { file, rawKB: bytes.length / 1024, gzipKB: gzipSync(bytes, { level: 9 }).length / 1024 };
});
const totalGzipKB = rows.reduce((sum, row) => sum + row.gzipKB, 0);

console.table(rows.map((row) => ({ file: row.file, 'raw KB': row.rawKB.toFixed(1), 'gzip KB': row.gzipKB.toFixed(1) })));
console.log(`landing page initial JavaScript: ${totalGzipKB.toFixed(1)} KB gzip (budget 200 KB)`);

mkdirSync('bench/results', { recursive: true });
writeFileSync('bench/results/bundle-size.json', JSON.stringify({ measuredAt: new Date().toISOString(), rows, totalGzipKB, budgetKB: 200 }, null, 2));
