/**
 * The customer's app (src/app/README.md): a React single-page app built by Vite into dist/app,
 * which the gateway serves under /app. Every asset is a file of its own (no inline script, so
 * the page runs under `script-src 'self'`), and nothing is loaded from another origin.
 */
import path from 'node:path';

import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const root = import.meta.dirname;

export default defineConfig({
  root,
  base: '/app/',
  plugins: [react()],
  logLevel: 'warn',
  build: {
    outDir: path.resolve(root, '../../dist/app'),
    emptyOutDir: true,
    // The preload polyfill is a script of its own; `script-src 'self'` allows it, but it is not needed.
    modulePreload: { polyfill: false },
    assetsInlineLimit: 0,
    sourcemap: false,
    target: 'es2022',
    reportCompressedSize: false,
  },
});
