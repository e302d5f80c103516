import { describe, expect, it } from 'vitest';
import { LANGUAGES, MSG_KEYS } from '@console/contract';
import { catalogs } from './i18n';

describe('server locales', () => {
  const reference = Object.keys(catalogs['zh-CN']).sort();

  it.each(LANGUAGES)('%s has exactly the keys of zh-CN, none empty', (lang) => {
    const catalog = catalogs[lang] as Record<string, string>;
    expect(Object.keys(catalog).sort()).toEqual(reference);
    for (const [key, value] of Object.entries(catalog)) expect(value.trim(), key).not.toBe('');
  });

  it('translates every message key of the contract', () => {
    for (const key of MSG_KEYS) expect(reference).toContain(key);
  });

  it.each(LANGUAGES)('%s keeps the placeholders of zh-CN', (lang) => {
    const placeholders = (s: string) => (s.match(/\{\w+\}/g) ?? []).sort();
    for (const key of reference) {
      const zh = (catalogs['zh-CN'] as Record<string, string>)[key]!;
      expect(placeholders((catalogs[lang] as Record<string, string>)[key]!), key).toEqual(placeholders(zh));
    }
  });
});
