import type { MessageLoaders, Messages } from '../i18n';

/** The loaders of zh-CN's console namespaces (see `consoleTexts` in lib/i18n.ts). */
export const loaders: MessageLoaders = import.meta.glob<Messages>(
  [
    '../../locales/zh-CN/*.json',
    '!../../locales/zh-CN/common.json',
    '../../features/*/locales/zh-CN/*.json',
    '!../../features/{auth,store}/locales/zh-CN/*.json',
  ],
  { import: 'default' },
);

/**
 * The texts of the domains' message keys (`packages/contract/src/<domain>/texts/`, decision 056),
 * each loaded with the namespace of its domain's name and joined to `common`.
 */
export const keyTexts: MessageLoaders = import.meta.glob<Messages>(
  '../../../../../packages/contract/src/*/texts/zh-CN.json',
  { import: 'default' },
);
