import type { MessageLoaders, Messages } from '../i18n';

/** The loaders of zh-TW's console namespaces (see `consoleTexts` in lib/i18n.ts). */
export const loaders: MessageLoaders = import.meta.glob<Messages>(
  ['../../locales/zh-TW/*.json', '!../../locales/zh-TW/{common,auth,store}.json'],
  { import: 'default' },
);
