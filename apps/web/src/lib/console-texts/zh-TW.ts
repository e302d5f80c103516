import type { MessageLoaders, Messages } from '../i18n';

/** The loaders of zh-TW's console namespaces (see `consoleTexts` in lib/i18n.ts). */
export const loaders: MessageLoaders = import.meta.glob<Messages>(
  [
    '../../locales/zh-TW/*.json',
    '!../../locales/zh-TW/common.json',
    '../../features/*/locales/zh-TW/*.json',
    '!../../features/{auth,store}/locales/zh-TW/*.json',
  ],
  { import: 'default' },
);

/**
 * The texts of the domains' message keys (`packages/contract/src/<domain>/texts/`, decision 056),
 * each loaded with the namespace of its domain's name and joined to `common`.
 */
export const keyTexts: MessageLoaders = import.meta.glob<Messages>(
  '../../../../../packages/contract/src/*/texts/zh-TW.json',
  { import: 'default' },
);
