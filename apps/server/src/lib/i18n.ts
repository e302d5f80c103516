import { type Language, LANGUAGES, parseAcceptLanguage, pickLanguage } from '@console/contract';
import { coreTexts } from '@console/contract/texts';
import zhCN from '../locales/zh-CN.json' with { type: 'json' };
import zhTW from '../locales/zh-TW.json' with { type: 'json' };
import enUS from '../locales/en-US.json' with { type: 'json' };
import ptBR from '../locales/pt-BR.json' with { type: 'json' };

/** Texts by key, with `{name}` placeholders. */
export type Texts = Readonly<Record<string, string>>;
/** The keys of the server's own texts (answers of every domain: validation, sessions, tasks). */
export type CoreMessageKey = keyof typeof zhCN | keyof (typeof coreTexts)['zh-CN'];

/** Catalogues of the same keys in every language, in one (a key in two is a bug: locales.test.ts). */
export const joinTexts = (
  ...catalogues: readonly Readonly<Record<Language, Texts>>[]
): Readonly<Record<Language, Texts>> =>
  Object.fromEntries(
    LANGUAGES.map((lang) => [lang, Object.assign({}, ...catalogues.map((texts) => texts[lang])) as Texts]),
  ) as Record<Language, Texts>;

/**
 * The server's own texts and the texts of the contract's shared message keys (the web's `common`
 * loads the same file, decision 056): zh-CN is the reference, the others hold exactly its keys
 * (locales.test.ts). A domain's own message keys come with its module (`locales`).
 */
export const CORE_TEXTS: Readonly<Record<Language, Texts>> = joinTexts(
  { 'zh-CN': zhCN, 'zh-TW': zhTW, 'en-US': enUS, 'pt-BR': ptBR },
  coreTexts,
);

// The catalogs in use: the server's own texts, then each domain's as the app adds its modules
// (app.ts, from their descriptors). A key means one text: adding it again with another is a bug.
const catalogs: Record<Language, Record<string, string>> = {
  'zh-CN': { ...CORE_TEXTS['zh-CN'] },
  'zh-TW': { ...CORE_TEXTS['zh-TW'] },
  'en-US': { ...CORE_TEXTS['en-US'] },
  'pt-BR': { ...CORE_TEXTS['pt-BR'] },
};

/** Adds a domain's texts (the same keys in every language). */
export function addTexts(texts: Readonly<Record<Language, Texts>>): void {
  for (const lang of LANGUAGES) {
    for (const [key, text] of Object.entries(texts[lang])) {
      const known = catalogs[lang][key];
      if (known !== undefined && known !== text) throw new Error(`server text ${key} defined twice`);
      catalogs[lang][key] = text;
    }
  }
}

export const DEFAULT_LANGUAGE: Language = 'zh-CN';

export function languageFromHeader(header: string | undefined): Language {
  return pickLanguage(parseAcceptLanguage(header), DEFAULT_LANGUAGE);
}

const pluralRules = new Map(LANGUAGES.map((lang) => [lang, new Intl.PluralRules(lang)]));
/** Plural forms other than the key's own (its `other` form): `key_one`, `key_many`... */
export const PLURAL_SUFFIX = /_(zero|one|two|few|many)$/;

/**
 * The text of `key` for a number `count`: its `key_one` (`_many`...) when the language's plural
 * rules choose that form and the language has it; the key's own text is the `other` form.
 */
function formOf(lang: Language, key: string, count: unknown): string | undefined {
  if (typeof count === 'number') {
    const form = catalogs[lang][`${key}_${pluralRules.get(lang)!.select(count)}`];
    if (form !== undefined) return form;
  }
  return catalogs[lang][key];
}

/**
 * Translates `key` with `{name}` placeholders; a numeric `count` among the params chooses the
 * plural form. An unknown key is returned as it is.
 */
export function translate(lang: Language, key: string, params: Record<string, string | number> = {}): string {
  const template = formOf(lang, key, params.count) ?? catalogs[DEFAULT_LANGUAGE][key] ?? key;
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in params ? String(params[name]) : whole,
  );
}

export { LANGUAGES };
