/// <reference types="vitest/config" />
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';

// `new URL(...).pathname` keeps this file free of Node typings (the web tsconfig has DOM types only).
const srcDir = decodeURIComponent(new URL('./src', import.meta.url).pathname);

// The form parts of the sign-in page (antd Form, Input, Checkbox, the grid and their rc
// components). The console's lazy chunks use them too; left to the automatic chunking, each
// combination of users became a small shared chunk of its own (26 files on the sign-in route and
// about 5 KB gzip more). One group keeps them in one chunk.
const FORM_PARTS =
  /node_modules[\\/](antd[\\/]es[\\/](form|input|checkbox)[\\/]|@rc-component[\\/](form|input|checkbox|textarea|async-validator)[\\/])/;
// Small form modules that Select, Pagination, Card and the ConfigProvider import: kept out of the
// group, or every screen with a Select would download the whole form chunk.
const FORM_CONTEXTS = /antd[\\/]es[\\/]form[\\/](context|validateMessagesContext|hooks[\\/]useVariants)\.js$/;
const isFormPart = (id: string) => FORM_PARTS.test(id) && !FORM_CONTEXTS.test(id);

// The contract's endpoint tables name each call's schemas, permission route and access for the
// server; the web needs only the path and method at run time (the rest it reads as types). Dropped
// from the web's copy, they would otherwise cost every route about 0.4 kB gzip, and more with each
// domain.
const SERVER_ONLY_FIELD = /\b(payload|result|route|action|access|rateLimit|file): ('[A-Za-z]+'|true),?/g;
const ENDPOINT_TABLE = /packages[\\/]contract[\\/]src[\\/][\w-]+[\\/]endpoints\.ts$/;
const webEndpoints: Plugin = {
  name: 'web-endpoints',
  apply: 'build',
  enforce: 'pre',
  transform(code, id) {
    return ENDPOINT_TABLE.test(id) ? { code: code.replace(SERVER_ONLY_FIELD, ''), map: null } : undefined;
  },
};
// The endpoint tables of the calls the shell itself makes (menu, notices, tasks): in one chunk
// rather than a tiny shared chunk each.
const SHELL_ENDPOINTS = /packages[\\/]contract[\\/]src[\\/](navigation|notices|tasks)[\\/]endpoints\.ts$/;

export default defineConfig({
  // The server serves the built SPA under /merchant/ and routes live in the hash.
  base: '/merchant/',
  plugins: [react(), webEndpoints],
  resolve: { alias: { '@': srcDir } },
  build: {
    target: 'es2022',
    // Lets bench/bundle-budget.ts follow what each route loads.
    manifest: true,
    // Every browser we target supports modulepreload: the polyfill would only add bytes.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        // One chunk for everything the entry needs statically, so the sign-in route comes in a
        // few requests; lazy routes keep their own chunks. Vendor-style manual chunks measured worse.
        codeSplitting: {
          groups: [
            { name: 'initial', tags: ['$initial'] },
            { name: 'form', test: isFormPart },
            { name: 'shell-endpoints', test: SHELL_ENDPOINTS },
          ],
        },
      },
    },
  },
  server: {
    proxy: {
      '/api': 'http://localhost:8080',
      '/files': 'http://localhost:8080',
    },
  },
  test: {
    environment: 'happy-dom',
    setupFiles: ['./src/test/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
  },
});
