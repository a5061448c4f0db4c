import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [react(), tailwindcss()],
  build: {
    // The production CSP forbids inline scripts; keep every module an external file.
    modulePreload: { polyfill: false },
    sourcemap: false,
  },
  server: {
    proxy: {
      '/api': 'http://localhost:3000',
      '/readyz': 'http://localhost:3000',
      '/bloom-endpoints': 'http://localhost:3000',
    },
  },
});
