import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from './build/precompress.ts';

const FRAMEWORK =
  /node_modules[\\/](react|react-dom|scheduler|react-router|i18next|react-i18next)[\\/]/;

// The server's CSP is `script-src 'self'; style-src 'self'`: nothing may be inlined, so the
// module-preload polyfill (an inline script) is off and every asset is emitted as a file.
export default defineConfig({
  plugins: [react(), precompress()],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  server: {
    port: 5173,
    proxy: { '/api': { target: process.env.API_PROXY_TARGET ?? 'http://localhost:8080' } },
  },
  preview: {
    proxy: { '/api': { target: process.env.API_PROXY_TARGET ?? 'http://localhost:8080' } },
  },
  css: {
    preprocessorOptions: {
      scss: {
        // Bootstrap 5.3's SCSS still uses @import and global functions; its warnings are not ours.
        quietDeps: true,
        silenceDeprecations: ['import', 'global-builtin', 'color-functions', 'if-function'],
      },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    assetsInlineLimit: 0,
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // What every page runs: one file, compressed as a whole and cached across releases
            // that do not upgrade it, instead of pieces split by which lazy chunk shares them.
            {
              name: 'framework',
              // <Trans> (and the HTML parser behind it) serves two signed-out pages, not login.
              test: (id) =>
                FRAMEWORK.test(id) &&
                !/react-i18next[\\/].*[\\/]Trans(WithoutContext)?\.js$/.test(id),
            },
          ],
        },
      },
    },
  },
});
