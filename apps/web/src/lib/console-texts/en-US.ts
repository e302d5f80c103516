import type { MessageLoaders, Messages } from '../i18n';

/** The loaders of en-US's console namespaces (see `consoleTexts` in lib/i18n.ts). */
export const loaders: MessageLoaders = import.meta.glob<Messages>(
  ['../../locales/en-US/*.json', '!../../locales/en-US/{common,auth,store}.json'],
  { import: 'default' },
);
