// The storefront's own small translator: the console's i18next would cost the customer's page more
// than all of its texts. One JSON file per language (`locales/<lang>/store.json`, a chunk of its
// own), `{{name}}` placeholders and i18next's plural keys (`key_one`, `key_many`, `key_other`).
import { pickLanguage, type Language } from '@console/contract';
import type zhCN from './locales/zh-CN/store.json';

export type Messages = Record<string, unknown>;
export type Params = Record<string, string | number>;

type Leaves<T, P extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${P}${K}` : Leaves<T[K], `${P}${K}.`>;
}[keyof T & string];
type Base<K> = K extends `${infer B}_${'zero' | 'one' | 'two' | 'few' | 'many' | 'other'}` ? B : K;
/** Every key of store.json, plural keys by their base name (`resend_in`, not `resend_in_other`). */
export type StoreKey = Base<Leaves<typeof zhCN>>;

export interface Translator {
  lang: Language;
  /** The text of a key, with `{{name}}` replaced; a numeric `count` chooses the plural form. */
  t: (key: StoreKey, params?: Params) => string;
}

/** The customer's language: the first of the browser's that we speak, zh-CN otherwise. */
export const storeLanguage = (candidates: readonly string[] = navigator.languages ?? []): Language =>
  pickLanguage(candidates, 'zh-CN');

function lookup(messages: Messages, key: string): unknown {
  let node: unknown = messages;
  for (const part of key.split('.')) {
    node = typeof node === 'object' && node !== null ? (node as Messages)[part] : undefined;
  }
  return node;
}

const interpolate = (text: string, params: Params) =>
  text.replace(/{{\s*(\w+)\s*}}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));

export function createTranslator(lang: Language, messages: Messages): Translator {
  const rules = new Intl.PluralRules(lang);
  const t = (key: StoreKey, params: Params = {}): string => {
    let text: unknown;
    if (typeof params.count === 'number') {
      text = lookup(messages, `${key}_${rules.select(params.count)}`) ?? lookup(messages, `${key}_other`);
    }
    text ??= lookup(messages, key);
    // A missing text shows its key rather than nothing (the locale tests keep the files complete).
    return typeof text === 'string' ? interpolate(text, params) : key;
  };
  return { lang, t };
}

// One chunk per language: a customer downloads the texts of one language only.
const loaders = import.meta.glob<Messages>('./locales/*/store.json', { import: 'default' });

export async function loadTranslator(lang: Language): Promise<Translator> {
  const load = loaders[`./locales/${lang}/store.json`];
  if (!load) throw new Error(`No storefront texts for ${lang}`);
  return createTranslator(lang, await load());
}
