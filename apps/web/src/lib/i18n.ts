import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { isLanguage, pickLanguage, type Language } from '@console/contract';
import type { Locale } from 'antd/es/locale';

/** A language chosen in the selector is remembered here and wins over the browser's. */
export const LANGUAGE_STORAGE_KEY = 'console.language';
/** Used when neither the choice, the browser nor the site gives a supported language. */
export const FALLBACK_LANGUAGE: Language = 'zh-CN';

export type Messages = Record<string, unknown>;
/** Namespace files and their lazy chunks, as `import.meta.glob` lists them (`…/<lang>/<ns>.json`). */
export type MessageLoaders = Record<string, () => Promise<Messages>>;

// One lazy chunk per language and namespace, so a visitor downloads only the texts of the active
// language. Each feature keeps its texts in its own folder (`features/<domain>/locales/<lang>/<namespace>.json`,
// decision 066), found by glob, so a new domain edits no file outside its folder for them; the
// shell's and the shared components' namespaces are `locales/<lang>/<namespace>.json`. The
// storefront's texts (store.json) belong to its own entry: the console never loads them, nor lists
// their loaders.
//
// Only the loaders of the texts shown before sign-in (`common`, and the auth pages' `auth`) are in
// the entry chunk, so the first render waits for the JSON alone. The console's namespaces are
// listed per language in lib/console-texts, a small chunk each that comes with the first of them:
// a list of every namespace of every language (about 90 loaders, a hashed file name each) cost
// every route about 2 kB gzip and grew with each namespace.
const signInTexts = import.meta.glob<Messages>(
  ['../locales/*/common.json', '../features/auth/locales/*/auth.json'],
  {
    import: 'default',
  },
);
interface ConsoleTexts {
  loaders: MessageLoaders;
  keyTexts: MessageLoaders;
}
const consoleTexts: Record<Language, () => Promise<ConsoleTexts>> = {
  'zh-CN': () => import('./console-texts/zh-CN'),
  'zh-TW': () => import('./console-texts/zh-TW'),
  'en-US': () => import('./console-texts/en-US'),
  'pt-BR': () => import('./console-texts/pt-BR'),
};
type Bundles = Record<string, Messages>;

// The texts of the contract's message keys (`v.*`, decision 056) are the server's too: one file per
// language, `packages/contract/src/texts/` for the shared keys, `<domain>/texts/` for a domain's.
// The web shows them as `common:v.…`: the shared ones come with `common`, a domain's with the
// namespace of its name (listed in lib/console-texts), so they load with the domain's pages.
const sharedKeyTexts = import.meta.glob<Messages>('../../../../packages/contract/src/texts/*.json', {
  import: 'default',
});
/** `{'v.x': 'a {n}'}` → `{v: {x: 'a {{n}}'}}`: the contract's flat keys as `common` nests them. */
function asCommonTexts(flat: Messages): Messages {
  const nested: Record<string, Messages> = {};
  for (const [key, text] of Object.entries(flat)) {
    const dot = key.indexOf('.');
    (nested[key.slice(0, dot)] ??= {})[key.slice(dot + 1)] = String(text).replace(/\{(\w+)\}/g, '{{$1}}');
  }
  return nested;
}
const langOf = (file: string) => file.slice(file.lastIndexOf('/') + 1, -'.json'.length);
/** Key texts by the namespace they come with: `common` ← `src/texts/`, `team` ← `src/team/texts/`. */
const keyTextsByNamespace = (language: Language, domains: MessageLoaders = {}) => {
  const byNamespace = new Map<string, () => Promise<Messages>>();
  for (const [file, load] of Object.entries(sharedKeyTexts))
    if (langOf(file) === language) byNamespace.set('common', load);
  for (const [file, load] of Object.entries(domains)) byNamespace.set(file.split('/').at(-3) ?? '', load);
  return byNamespace;
};

// antd's own texts (pagination, modal buttons...). `antd/es/...` is the ES build: the
// `antd/locale/*` entry points are CommonJS wrappers around `antd/lib` and defeat tree-shaking.
// en-US is antd's built-in default, so it costs no request.
const antdLoaders: Record<Exclude<Language, 'en-US'>, () => Promise<Locale>> = {
  'zh-CN': () => import('antd/es/locale/zh_CN').then((m) => m.default),
  'zh-TW': () => import('antd/es/locale/zh_TW').then((m) => m.default),
  'pt-BR': () => import('antd/es/locale/pt_BR').then((m) => m.default),
};
const antdLocales = new Map<Language, Locale>();

/**
 * The namespaces loaded before the first render: the sign-in pages and the version dialog need
 * only `common`. The console's namespaces (routes, shell, the features') come with the main layout
 * (`loadConsoleNamespaces`), so the sign-in route does not download them.
 */
const START_NAMESPACES = ['common'];
/** Namespaces in use: a language switch loads each of them for the new language. */
const inUse = new Set<string>(START_NAMESPACES);

const namespaceOf = (file: string) => file.slice(file.lastIndexOf('/') + 1, -'.json'.length);
/** The language of a namespace file: the folder it is in (`…/<lang>/<namespace>.json`). */
const languageOf = (file: string) => file.split('/').at(-2);

/**
 * The language's loaders by namespace: those before sign-in, and the console's too when `only`
 * (when given) names a namespace beyond them.
 */
async function loadersOf(language: Language, only?: ReadonlySet<string>) {
  const loaders = new Map<string, () => Promise<Messages>>();
  for (const [file, load] of Object.entries(signInTexts)) {
    if (languageOf(file) === language) loaders.set(namespaceOf(file), load);
  }
  let keyTexts = keyTextsByNamespace(language);
  /** The namespaces kept in a feature's folder, which load with its pages unless the shell shows them. */
  const ofFeatures = new Set<string>();
  if (!only || [...only].some((ns) => !loaders.has(ns))) {
    const texts = await consoleTexts[language]();
    for (const [file, load] of Object.entries(texts.loaders)) {
      loaders.set(namespaceOf(file), load);
      if (file.includes('/features/')) ofFeatures.add(namespaceOf(file));
    }
    keyTexts = keyTextsByNamespace(language, texts.keyTexts);
  }
  return { loaders, keyTexts, ofFeatures };
}

/**
 * The namespaces of a language (all of them, or only those listed), keyed by namespace, and the
 * texts of the message keys that come with them, to join `common` (`keyTexts`).
 */
async function loadMessages(
  language: Language,
  only?: ReadonlySet<string>,
): Promise<{ bundles: Bundles; keyTexts: Messages }> {
  const { loaders, keyTexts } = await loadersOf(language, only);
  const entries = [...loaders].filter(([ns]) => !only || only.has(ns));
  if (entries.length === 0) throw new Error(`No messages for ${language}`);
  const [loaded, keys] = await Promise.all([
    Promise.all(entries.map(async ([ns, load]) => [ns, await load()] as const)),
    Promise.all(entries.map(([ns]) => keyTexts.get(ns)?.() ?? Promise.resolve({}))),
  ]);
  return {
    bundles: Object.fromEntries(loaded),
    keyTexts: asCommonTexts(Object.assign({}, ...keys) as Messages),
  };
}

/** Adds loaded namespaces to i18next, the message keys' texts into `common`. */
function addBundles(language: Language, { bundles, keyTexts }: Awaited<ReturnType<typeof loadMessages>>) {
  for (const [ns, messages] of Object.entries(bundles)) i18n.addResourceBundle(language, ns, messages);
  if (Object.keys(keyTexts).length > 0) i18n.addResourceBundle(language, 'common', keyTexts, true, true);
}

async function loadAntdLocale(language: Language): Promise<void> {
  if (language === 'en-US' || antdLocales.has(language)) return;
  antdLocales.set(language, await antdLoaders[language]());
}

/** antd's locale for the language (undefined means antd's built-in English). */
export const antdLocaleFor = (language: string): Locale | undefined =>
  isLanguage(language) ? antdLocales.get(language) : undefined;

export function storedLanguage(): Language | undefined {
  try {
    const value = localStorage.getItem(LANGUAGE_STORAGE_KEY);
    return isLanguage(value) ? value : undefined;
  } catch {
    return undefined; // storage can be disabled (privacy mode): behave as if nothing was chosen
  }
}

/** The browser's preferred language when it is one of the four, else undefined. */
export function browserLanguage(
  candidates: readonly string[] = navigator.languages ?? [],
): Language | undefined {
  // pickLanguage always answers with its fallback when nothing matches: asking with two
  // different fallbacks tells a real match (same answer) from no match (the two fallbacks).
  const a = pickLanguage(candidates, 'zh-CN');
  const b = pickLanguage(candidates, 'en-US');
  return a === b ? a : undefined;
}

/** The language of the texts on screen; before i18n is ready, the browser's guess. */
export function currentLanguage(): Language {
  const active = i18n.language;
  return isLanguage(active) ? active : (storedLanguage() ?? browserLanguage() ?? FALLBACK_LANGUAGE);
}

export async function initI18n(language: Language): Promise<void> {
  const [{ bundles, keyTexts }] = await Promise.all([
    loadMessages(language, inUse),
    loadAntdLocale(language),
  ]);
  const common: Messages = { ...bundles.common };
  for (const [group, texts] of Object.entries(keyTexts))
    common[group] = { ...(common[group] as Messages), ...(texts as Messages) };
  const messages = { ...bundles, common };
  await i18n.use(initReactI18next).init({
    lng: language,
    fallbackLng: false,
    ns: Object.keys(messages),
    defaultNS: 'common',
    resources: { [language]: messages },
    // Other languages arrive later through addResourceBundle.
    partialBundledLanguages: true,
    interpolation: { escapeValue: false }, // React escapes already
    returnEmptyString: false,
    react: { useSuspense: false },
  });
  document.documentElement.lang = language;
}

/** Loads the language's texts and antd locale first, so the switch happens in one render. */
export async function changeLanguage(language: Language, remember = true): Promise<void> {
  if (remember) {
    try {
      localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
    } catch {
      // not remembered, but the switch itself still works
    }
  }
  const missing = new Set([...inUse].filter((ns) => !i18n.hasResourceBundle(language, ns)));
  const [loaded] = await Promise.all([
    missing.size > 0 ? loadMessages(language, missing) : null,
    loadAntdLocale(language),
  ]);
  if (loaded) addBundles(language, loaded);
  await i18n.changeLanguage(language);
  document.documentElement.lang = language;
}

/** Loads these namespaces of the language on screen, and keeps them across language switches. */
async function loadNamespaces(namespaces: ReadonlySet<string>): Promise<void> {
  if (namespaces.size === 0) return;
  await new Promise<void>((resolve) => onI18nReady(resolve));
  const language = currentLanguage();
  namespaces.forEach((ns) => inUse.add(ns));
  const missing = new Set([...namespaces].filter((ns) => !i18n.hasResourceBundle(language, ns)));
  if (missing.size === 0) return;
  addBundles(language, await loadMessages(language, missing));
}

/**
 * The namespaces of the console (the main layout waits for them before it renders): route titles,
 * the shell's texts and those of shared components and features, except those that load with
 * pages (`withPages`: a domain's own, loaded with its pages by `loadDomainNamespaces`).
 */
export async function loadConsoleNamespaces(
  withPages: (namespace: string, inFeatureFolder: boolean) => boolean = () => false,
): Promise<void> {
  const { loaders, ofFeatures } = await loadersOf(currentLanguage());
  const namespaces = [...loaders.keys()].filter((ns) => !withPages(ns, ofFeatures.has(ns)));
  await loadNamespaces(new Set(namespaces));
}

/** A domain's own namespaces, loaded with its pages. */
export const loadDomainNamespaces = (namespaces: readonly string[]) => loadNamespaces(new Set(namespaces));

/** Runs `callback` once the texts are loaded (at once when they already are). */
export function onI18nReady(callback: () => void): void {
  if (i18n.isInitialized) {
    callback();
    return;
  }
  const handler = () => {
    i18n.off('initialized', handler);
    callback();
  };
  i18n.on('initialized', handler);
}

export { i18n };
