import type { MessageLoaders, Messages } from '../i18n';

/** The loaders of en-US's console namespaces (see `consoleTexts` in lib/i18n.ts). */
export const loaders: MessageLoaders = import.meta.glob<Messages>(
  [
    '../../locales/en-US/*.json',
    '!../../locales/en-US/common.json',
    '../../features/*/locales/en-US/*.json',
    '!../../features/{auth,store}/locales/en-US/*.json',
  ],
  { import: 'default' },
);

/**
 * The texts of the domains' message keys (`packages/contract/src/<domain>/texts/`, decision 056),
 * each loaded with the namespace of its domain's name and joined to `common`.
 */
export const keyTexts: MessageLoaders = import.meta.glob<Messages>(
  '../../../../../packages/contract/src/*/texts/en-US.json',
  { import: 'default' },
);
