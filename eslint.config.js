import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import layers from './eslint-rules/layers.js';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/data/**',
      '**/test-results/**',
      '**/playwright-report/**',
      'eslint-rules/**',
      'scripts/**',
      'eslint.config.js',
      '**/*.config.js',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.node },
    },
    plugins: { 'import-x': importX, local: { rules: { layers } } },
    settings: {
      // The dependencies' own imports are read with the TypeScript parser (without it the cycle
      // rule sees no file past the first and finds nothing).
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: ['apps/web/tsconfig.json', 'apps/server/tsconfig.json', 'packages/contract/tsconfig.json'],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: {
      // No import cycles. Type-only imports vanish at run time, and a dynamic import() runs after
      // both modules are evaluated (a lazy part importing its lazy loader), so neither counts.
      'import-x/no-cycle': ['error', { allowUnsafeDynamicCyclicDependency: true }],
      // The layers of web and server (eslint-rules/layers.js).
      'local/layers': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      // A module adds its settings to `ModuleConfig` with `interface ModuleConfig extends … {}`.
      '@typescript-eslint/no-empty-object-type': ['error', { allowInterfaces: 'with-single-extends' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
      '@typescript-eslint/require-await': 'off',
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    // Small files: a file over 300 lines is two things that want two names. Tests, generated
    // migrations and the locale files (JSON, not linted) are exempt.
    files: ['apps/**/*.{ts,tsx}', 'packages/**/*.ts', 'bench/**/*.ts'],
    ignores: ['**/*.test.{ts,tsx}', '**/*.spec.ts', '**/test/**', '**/test-support.ts', '**/*-support.ts'],
    rules: { 'max-lines': ['error', { max: 300 }] },
  },
  {
    // The web's tests share one module graph per worker (apps/web/vite.config.ts); a test that
    // replaces a module runs apart, and says so in its name.
    files: ['apps/web/**/*.test.{ts,tsx}'],
    ignores: ['apps/web/**/*.mocked.test.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.object.name='vi'][callee.property.name=/^(mock|doMock)$/]",
          message: 'A test that replaces a module runs apart: name its file *.mocked.test.ts(x).',
        },
      ],
    },
  },
  {
    files: ['bench/**/*.ts', 'scripts/**/*.ts', '**/*-cli.ts', 'apps/server/src/main.ts'],
    rules: { 'no-console': 'off' },
  },
);
