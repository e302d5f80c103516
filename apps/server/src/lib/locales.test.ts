import { describe, expect, it } from 'vitest';
import { type Language, LANGUAGES, MSG_KEYS } from '@console/contract';
import { MODULES } from '../modules';
import { CORE_TEXTS, type Texts } from './i18n';

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
    expect(Object.keys(texts[lang]).sort()).toEqual(reference);
    for (const [key, value] of Object.entries(texts[lang])) expect(value.trim(), key).not.toBe('');
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

  it('translates every message key of the contract in the core', () => {
    for (const key of MSG_KEYS) expect(Object.keys(CORE_TEXTS['zh-CN'])).toContain(key);
  });
});
