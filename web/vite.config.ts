import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/** The site's public origin for canonical, hreflang and Open Graph URLs (see README, Configuration). */
const siteUrl = (process.env.SITE_URL ?? 'http://127.0.0.1:4000').replace(/\/+$/, '');

export default defineConfig({
  root: here('.'),
  plugins: [react(), tailwindcss()],
  define: { 'import.meta.env.SITE_URL': JSON.stringify(siteUrl) },
  resolve: {
    alias: { '@contracts': here('../lambdas/contracts'), '@': here('src') },
  },
  // The manifest tells the prerender step (web/scripts/prerender.ts) which chunks each page needs, to preload them.
  build: { outDir: here('dist'), emptyOutDir: true, sourcemap: true, manifest: true },
  server: {
    host: '127.0.0.1',
    // In dev mode (npm run dev) the local stack serves the API; Vite serves the SPA with hot reload.
    proxy: {
      '/api': 'http://127.0.0.1:4000',
      '/config.json': 'http://127.0.0.1:4000',
      '/dev': 'http://127.0.0.1:4000',
    },
  },
});
