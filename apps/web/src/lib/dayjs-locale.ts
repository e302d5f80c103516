import dayjs from 'dayjs';
import type { Language } from '@console/contract';

// Only the main layout imports this module, so dayjs stays out of the sign-in route.
const loaders: Record<Language, () => Promise<unknown>> = {
  'zh-CN': () => import('dayjs/locale/zh-cn'),
  'zh-TW': () => import('dayjs/locale/zh-tw'),
  'en-US': async () => undefined, // dayjs' built-in 'en'
  'pt-BR': () => import('dayjs/locale/pt-br'),
};

const names: Record<Language, string> = {
  'zh-CN': 'zh-cn',
  'zh-TW': 'zh-tw',
  'en-US': 'en',
  'pt-BR': 'pt-br',
};

export async function applyDayjsLocale(language: Language): Promise<void> {
  await loaders[language]();
  dayjs.locale(names[language]);
}
