import type { MessageLoaders, Messages } from '../i18n';

/** The loaders of pt-BR's console namespaces (see `consoleTexts` in lib/i18n.ts). */
export const loaders: MessageLoaders = import.meta.glob<Messages>(
  [
    '../../locales/pt-BR/*.json',
    '!../../locales/pt-BR/common.json',
    '../../features/*/locales/pt-BR/*.json',
    '!../../features/{auth,store}/locales/pt-BR/*.json',
  ],
  { import: 'default' },
);

/**
 * The texts of the domains' message keys (`packages/contract/src/<domain>/texts/`, decision 056),
 * each loaded with the namespace of its domain's name and joined to `common`.
 */
export const keyTexts: MessageLoaders = import.meta.glob<Messages>(
  '../../../../../packages/contract/src/*/texts/pt-BR.json',
  { import: 'default' },
);
