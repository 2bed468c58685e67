import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The dev server proxies everything the Hono server answers (API, health, boot script) so that
// `npm run dev` behaves like production on one origin; the port mirrors the server's default.
const serverOrigin = `http://127.0.0.1:${process.env.PORT ?? '3000'}`;

export default defineConfig({
  root: 'src/client',
  publicDir: '../../public',
  plugins: [react(), tailwindcss()],
  build: {
    outDir: '../../dist/client',
    emptyOutDir: true,
    sourcemap: true,
    reportCompressedSize: false,
  },
  server: {
    port: 5173,
    proxy: {
      '/api': serverOrigin,
      '/healthz': serverOrigin,
      '/app-boot.js': serverOrigin,
    },
  },
});
