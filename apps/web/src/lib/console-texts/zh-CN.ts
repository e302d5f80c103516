import type { MessageLoaders, Messages } from '../i18n';

/** The loaders of zh-CN's console namespaces (see `consoleTexts` in lib/i18n.ts). */
export const loaders: MessageLoaders = import.meta.glob<Messages>(
  ['../../locales/zh-CN/*.json', '!../../locales/zh-CN/{common,auth,store}.json'],
  { import: 'default' },
);
