import { describe, expect, it } from 'vitest';
import { type Language, LANGUAGES, MESSAGES, MSG_KEYS } from '@console/contract';
import { MODULES } from '../modules';
import { CORE_TEXTS, PLURAL_SUFFIX, translate, type Texts } from './i18n';

// The server's own texts and each module's, checked the same way: four languages in step.
const catalogues: [string, Readonly<Record<Language, Texts>>][] = [
  ['core', CORE_TEXTS],
  ...MODULES.filter((m) => m.locales).map((m): [string, Readonly<Record<Language, Texts>>] => [
    m.name,
    m.locales!,
  ]),
];
const placeholders = (s: string) => (s.match(/\{\w+\}/g) ?? []).sort();

describe.each(catalogues)('server texts of %s', (_name, texts) => {
  const reference = Object.keys(texts['zh-CN']).sort();

  it.each(LANGUAGES)('%s has exactly the keys of zh-CN, none empty', (lang) => {
    const own = Object.keys(texts[lang]).filter((key) => !PLURAL_SUFFIX.test(key));
    expect(own.sort()).toEqual(reference);
    for (const [key, value] of Object.entries(texts[lang])) expect(value.trim(), key).not.toBe('');
  });

  it.each(LANGUAGES)('%s has each plural text in every form of its plural rules', (lang) => {
    // A key's own text is its `other` form; `key_one` (`key_many`...) the others the language has.
    const forms = new Intl.PluralRules(lang)
      .resolvedOptions()
      .pluralCategories.filter((c) => c !== 'other')
      .sort();
    const variants = new Map<string, string[]>();
    for (const key of Object.keys(texts[lang])) {
      const form = PLURAL_SUFFIX.exec(key)?.[1];
      if (!form) continue;
      const base = key.replace(PLURAL_SUFFIX, '');
      expect(reference, key).toContain(base);
      variants.set(base, [...(variants.get(base) ?? []), form]);
    }
    for (const [base, found] of variants) expect([base, found.sort()]).toEqual([base, forms]);
    // A number put before a plural noun (`{seconds} seconds`) has its forms: never "1 seconds".
    const counted = /\{\w+\}\s+(?!(?:does|is|was|has)\b)(?:\p{L}+\s+)?\p{L}+s\b/u;
    const unchosen = reference.filter((key) => counted.test(texts[lang][key]!) && !variants.has(key));
    expect(forms.length === 0 ? [] : unchosen).toEqual([]);
  });

  it.each(LANGUAGES)('%s keeps the placeholders of zh-CN', (lang) => {
    for (const key of reference)
      expect(placeholders(texts[lang][key]!), key).toEqual(placeholders(texts['zh-CN'][key]!));
  });
});

describe('server texts', () => {
  it('defines every key once, in the core or in one module', () => {
    const owners = new Map<string, string>();
    for (const [name, texts] of catalogues) {
      for (const key of Object.keys(texts['zh-CN'])) {
        expect(owners.get(key), `${key} in ${name}`).toBeUndefined();
        owners.set(key, name);
      }
    }
  });

  it('chooses the plural form by the count', () => {
    const packing = (lang: Language, n: number) =>
      translate(lang, 'task.err_too_many_packing', { max: n, count: n });
    expect(packing('en-US', 1)).toBe('1 task is already packing. Please export again later');
    expect(packing('en-US', 3)).toBe('3 tasks are already packing. Please export again later');
    expect(packing('pt-BR', 1)).toBe('Já há 1 tarefa sendo empacotada. Exporte novamente mais tarde');
    expect(packing('pt-BR', 1_000_000)).toContain('1000000 de tarefas');
    expect(packing('zh-CN', 1)).toBe(translate('zh-CN', 'task.err_too_many_packing', { max: 1 }));
  });

  it("translates every message key of the contract: a shared one in the core, a domain's in its module", () => {
    // Decision 056: a domain's keys (`<domain>/words.ts`) come with its module, the others with the core.
    const ownerOf = new Map<string, string>();
    for (const [domain, keys] of Object.entries(MESSAGES))
      for (const key of Object.values<string>(keys)) ownerOf.set(key, domain);
    const catalogueOf = new Map(catalogues);
    for (const key of MSG_KEYS) {
      const owner = ownerOf.get(key);
      const texts = owner === 'core' ? CORE_TEXTS : catalogueOf.get(owner ?? '');
      for (const lang of LANGUAGES)
        expect(Object.keys(texts?.[lang] ?? {}), `${key} (${owner})`).toContain(key);
    }
  });
});
