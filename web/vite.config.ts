import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

export default defineConfig({
  root: here('.'),
  plugins: [react(), tailwindcss()],
  resolve: {
    alias: { '@contracts': here('../lambdas/contracts'), '@': here('src') },
  },
  build: { outDir: here('dist'), emptyOutDir: true, sourcemap: true },
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
