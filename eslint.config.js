import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import noCrossFeatureImports from './eslint-rules/no-cross-feature-imports.js';

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
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
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
    plugins: {
      'react-hooks': reactHooks,
      local: { rules: { 'no-cross-feature-imports': noCrossFeatureImports } },
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'local/no-cross-feature-imports': 'error',
    },
  },
  {
    files: ['bench/**/*.ts', 'scripts/**/*.ts', '**/*-cli.ts', 'apps/server/src/main.ts'],
    rules: { 'no-console': 'off' },
  },
);
