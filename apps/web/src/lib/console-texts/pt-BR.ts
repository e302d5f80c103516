import type { MessageLoaders, Messages } from '../i18n';

/** The loaders of pt-BR's console namespaces (see `consoleTexts` in lib/i18n.ts). */
export const loaders: MessageLoaders = import.meta.glob<Messages>(
  ['../../locales/pt-BR/*.json', '!../../locales/pt-BR/{common,auth,store}.json'],
  { import: 'default' },
);
