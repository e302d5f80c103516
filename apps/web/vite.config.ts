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
// antd's `Input` and `Checkbox` with their statics (TextArea, Search, OTP, Group; Checkbox.Group):
// the console's screens use them, the sign-in page does not (it imports the plain Input, Password
// and Checkbox modules). In a group of their own, out of the form chunk, they spare the sign-in
// route about 6 kB gzip. (The rc TextArea stays in the form group: rc-input's index, which the
// plain Input imports, brings it along.)
const FORM_EXTRAS =
  /antd[\\/]es[\\/](input[\\/](index|Search|TextArea|Group|OTP[\\/].*|style[\\/](otp|search|textarea))|checkbox[\\/](index|Group))\.js$/;
const isFormPart = (id: string) => FORM_PARTS.test(id) && !FORM_CONTEXTS.test(id) && !FORM_EXTRAS.test(id);

// The contract's endpoint tables name each call's schemas, access and limits for the server; the
// web needs the path and method at run time, and the route, spec action and team action (`grant`)
// by which a control is hidden from a role that lacks them (`lib/permission.tsx`, issue 41). The
// rest it reads as types: dropped from the web's copy, it would otherwise cost every route about
// 0.3 kB gzip, and more with each domain.
const SERVER_ONLY_FIELD = /\b(payload|result|access|rateLimit|file): ('[A-Za-z]+'|true),?/g;
const ENDPOINT_TABLE = /packages[\\/]contract[\\/]src[\\/][\w-]+[\\/]endpoints\.ts$/;
const webEndpoints: Plugin = {
  name: 'web-endpoints',
  apply: 'build',
  enforce: 'pre',
  transform(code, id) {
    return ENDPOINT_TABLE.test(id.replace(STOREFRONT_COPY, ''))
      ? { code: code.replace(SERVER_ONLY_FIELD, ''), map: null }
      : undefined;
  },
};
// The endpoint tables of the calls the shell itself makes (menu, notices, tasks): in one chunk
// rather than a tiny shared chunk each.
const SHELL_ENDPOINTS = /packages[\\/]contract[\\/]src[\\/](navigation|notices|tasks)[\\/]endpoints\.ts$/;

// The list screens' small filter and toolbar parts: left to the automatic chunking, each became a
// chunk of 0.2–0.7 kB gzip, and every list route paid each one's header and import lines. In one
// chunk the live route is 1.7 kB gzip lighter (it was over its budget); a list without some of
// them (capture, complaints) pays up to 2 kB for the rest, within its budget.
const LIST_FILTERS =
  /src[\\/]components[\\/](list-page[\\/](keyword-search|status-select|labelled-filter|linked-filter|date-range-filter|export-button)|search-select)\.tsx$/;

// React Router's build leaves two kinds of top-level statements that the bundler must keep, and
// with them components the console never renders (NavLink, Form and its useSubmit, the history
// router...): the devtools names (`NavLink.displayName = "NavLink"`) and unannotated calls of
// React's forwardRef, memo and createContext, which are pure. Without the first and with the
// second marked pure, the entry chunk is about 2 kB gzip smaller; the devtools show the components'
// function names instead.
const REACT_ROUTER_DIST = /node_modules[\\/]react-router[\\/]dist[\\/]/;
const DISPLAY_NAME_STATEMENT = /^\w+\.displayName = "\w+";$/gm;
const PURE_REACT_CALL = /^(var \w+ = )(React\d*\.(?:forwardRef|memo|createContext)\()/gm;
const reactRouterTreeShaking: Plugin = {
  name: 'react-router-tree-shaking',
  apply: 'build',
  transform(code, id) {
    if (!REACT_ROUTER_DIST.test(id)) return undefined;
    const shaken = code.replace(DISPLAY_NAME_STATEMENT, '').replace(PURE_REACT_CALL, '$1/* @__PURE__ */ $2');
    return { code: shaken, map: null };
  },
};

// The storefront (store.html, the customers' order page) is an entry of its own with a budget of
// 100 kB gzip: it must never load the console's `initial` chunk (antd, the router, i18next). Shared
// modules would have to go to a chunk of their own that the console loads too, at a cost to its
// routes (about 1.2 kB gzip of split compression, with them at the edge of their budget). So the
// storefront gets copies: every module it imports outside its own folder (React, the contract's
// constants) is resolved with a `?storefront` suffix, a separate module to the bundler, and the
// console's output stays as it was. Texts (JSON) and styles are not copied.
const STOREFRONT_COPY = '?storefront';
const PRELOAD_HELPER = '\0vite/preload-helper.js';
const STOREFRONT_SRC = /[\\/]src[\\/]features[\\/]store[\\/]/;
const COPIED = /\.[cm]?[jt]sx?$/;
const inStorefront = (id: string) =>
  id.endsWith(STOREFRONT_COPY) || STOREFRONT_SRC.test(id) || /[\\/]store\.html$/.test(id);
const storefrontCopies: Plugin = {
  name: 'storefront-copies',
  apply: 'build',
  enforce: 'pre',
  async resolveId(source, importer, options) {
    if (!importer || !inStorefront(importer)) return null;
    if (source === PRELOAD_HELPER) return `${PRELOAD_HELPER}${STOREFRONT_COPY}`;
    if (source.startsWith('\0')) return null;
    const from = importer.endsWith(STOREFRONT_COPY) ? importer.slice(0, -STOREFRONT_COPY.length) : importer;
    const resolved = await this.resolve(source, from, { ...options, skipSelf: true });
    if (!resolved || resolved.external || !COPIED.test(resolved.id) || inStorefront(resolved.id))
      return resolved;
    return { ...resolved, id: `${resolved.id}${STOREFRONT_COPY}` };
  },
  load(id) {
    // The storefront's only dynamic imports are its texts, chunks without dependencies: nothing to
    // preload beside them, so its copy of Vite's preload helper only calls the import.
    return id === `${PRELOAD_HELPER}${STOREFRONT_COPY}`
      ? 'export const __vitePreload = (load) => load();'
      : null;
  },
};

export default defineConfig({
  // The server serves the built SPA under /merchant/ and routes live in the hash (the storefront's
  // assets too: its pages are at /store/..., its files under /merchant/assets/).
  base: '/merchant/',
  plugins: [react(), webEndpoints, storefrontCopies, reactRouterTreeShaking],
  resolve: { alias: { '@': srcDir } },
  build: {
    target: 'es2022',
    // Lets bench/bundle-budget.ts follow what each route loads.
    manifest: true,
    // Every browser we target supports modulepreload: the polyfill would only add bytes.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      // The console, and the storefront that the server answers every /store/* address with.
      input: ['index.html', 'store.html'],
      output: {
        // One chunk for everything the entry needs statically, so the sign-in route comes in a
        // few requests; lazy routes keep their own chunks. Vendor-style manual chunks measured worse.
        codeSplitting: {
          groups: [
            // The storefront's modules stay out of it: they load with store.html alone.
            { name: 'initial', tags: ['$initial'], test: (id: string) => !inStorefront(id) },
            { name: 'form', test: isFormPart },
            { name: 'form-extras', test: FORM_EXTRAS },
            { name: 'shell-endpoints', test: SHELL_ENDPOINTS },
            // Only the matched files: with their dependencies, antd's table came along and the
            // sign-in page, which shares some of them, loaded the lot.
            { name: 'list-filters', test: LIST_FILTERS, includeDependenciesRecursively: false },
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
    // Node runs `antd` from its CommonJS build (lib/); a deep import of its ES build (es/, see
    // trim-input.tsx) would be a second copy there, blind to the first one's ConfigProvider and Form
    // contexts. The build resolves both to es/.
    alias: [{ find: /^antd\/es\//, replacement: 'antd/lib/' }],
    environment: 'happy-dom',
    setupFiles: ['./src/test/setup.ts'],
    projects: [
      {
        // One environment and one module graph per worker for all the files (the tests clean the
        // DOM after each test): a file's own imports and its DOM cost 2–3 s, which a fresh
        // environment per file paid 78 times (suite: 334 s, now about 45 s).
        extends: true,
        test: {
          name: 'shared',
          include: ['src/**/*.test.{ts,tsx}'],
          exclude: ['src/**/*.mocked.test.{ts,tsx}'],
          isolate: false,
        },
      },
      {
        // A file that replaces a module (vi.mock) needs a module graph of its own: the shared one
        // may have loaded the real module already. ESLint keeps vi.mock to these files.
        extends: true,
        test: { name: 'mocked', include: ['src/**/*.mocked.test.{ts,tsx}'] },
      },
    ],
  },
});
