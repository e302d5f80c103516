import { type Language, LANGUAGES, parseAcceptLanguage, pickLanguage } from '@console/contract';
import zhCN from '../locales/zh-CN.json' with { type: 'json' };
import zhTW from '../locales/zh-TW.json' with { type: 'json' };
import enUS from '../locales/en-US.json' with { type: 'json' };
import ptBR from '../locales/pt-BR.json' with { type: 'json' };

export type MessageKey = keyof typeof zhCN;
export type Catalog = Record<MessageKey, string>;

/** zh-CN is the reference: the other three must hold exactly its keys (locales.test.ts). */
export const catalogs: Record<Language, Catalog> = {
  'zh-CN': zhCN,
  'zh-TW': zhTW,
  'en-US': enUS,
  'pt-BR': ptBR,
};

export const DEFAULT_LANGUAGE: Language = 'zh-CN';

export function languageFromHeader(header: string | undefined): Language {
  return pickLanguage(parseAcceptLanguage(header), DEFAULT_LANGUAGE);
}

/** Translates `key` with `{name}` placeholders; an unknown key is returned as it is. */
export function translate(lang: Language, key: string, params: Record<string, string | number> = {}): string {
  const catalog = catalogs[lang] as Record<string, string>;
  const template = catalog[key] ?? (catalogs[DEFAULT_LANGUAGE] as Record<string, string>)[key] ?? key;
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in params ? String(params[name]) : whole,
  );
}

export { LANGUAGES };
