import { describe, expect, it } from 'vitest';

// The Chinese texts a user reads: the web's namespaces, the server's messages (its own and its
// modules') and the contract's message keys, so a message shown by either side follows the same rules.
const files = {
  ...import.meta.glob<unknown>(['./zh-*/*.json', '../features/*/locales/zh-*/*.json'], {
    eager: true,
    import: 'default',
  }),
  ...import.meta.glob<unknown>('../../../server/src/**/locales/zh-*.json', {
    eager: true,
    import: 'default',
  }),
  // The contract's message keys, which both sides show (decision 056).
  ...import.meta.glob<unknown>('../../../../packages/contract/src/**/texts/zh-*.json', {
    eager: true,
    import: 'default',
  }),
};

function* texts(value: unknown, key = ''): Generator<[string, string]> {
  if (typeof value === 'string') yield [key, value];
  else if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) yield* texts(v, key ? `${key}.${k}` : k);
  }
}

const textsOf = (lang: 'zh-CN' | 'zh-TW') =>
  Object.entries(files)
    .filter(([file]) => file.includes(lang))
    .flatMap(([file, messages]) => [...texts(messages)].map(([key, text]) => ({ file, key, text })));

// Words a Chinese reader meets as they are: file types, units, acronyms, and the names of the
// languages in the language menu.
const LATIN_WORDS = new Set([
  'ID',
  'IP',
  'JSON',
  'KB',
  'MB',
  'GB',
  'px',
  'PNG',
  'JPG',
  'GIF',
  'WebP',
  'xlsx',
  'csv',
  'Excel',
  'Logo',
  'QR',
  'Enter',
  // the pattern of a date, in the language's date format
  'YYYY',
  'MM',
  'DD',
  'English',
  'Português',
  'Brasil',
]);

/** The Latin words of a text, its placeholders (`{{count}}`, `{max}`) and markup left out. */
const latinWords = (text: string) =>
  text
    .replace(/{{[^}]*}}|{[^}]*}|<[^>]*>/g, ' ')
    .match(/[A-Za-zÀ-ÿ]{2,}/g)
    ?.filter((word) => !LATIN_WORDS.has(word)) ?? [];

describe('Chinese texts', () => {
  it.each(['zh-CN', 'zh-TW'] as const)('%s has no English word left untranslated', (lang) => {
    const english = textsOf(lang)
      .filter(({ text }) => latinWords(text).length > 0)
      .map(({ file, key, text }) => `${file} ${key}: ${text}`);
    expect(english).toEqual([]);
  });

  it('zh-CN writes one form of each character (账, not 帐)', () => {
    const variants = textsOf('zh-CN')
      .filter(({ text }) => /帐/.test(text))
      .map(({ file, key, text }) => `${file} ${key}: ${text}`);
    expect(variants).toEqual([]);
  });

  it('zh-TW writes Traditional characters (帳, not 账 or 帐 from the Simplified texts)', () => {
    const simplified = textsOf('zh-TW')
      .filter(({ text }) => /[账帐户]/.test(text))
      .map(({ file, key, text }) => `${file} ${key}: ${text}`);
    expect(simplified).toEqual([]);
  });

  // The platform calls itself 91敢探号 (decision 044); 赶 is a homophone that once crept into the
  // web's texts while the server's exports wrote 敢, so one order read two names.
  it.each(['zh-CN', 'zh-TW'] as const)('%s names Gantanhao 敢探号, never 赶探号', (lang) => {
    const misspelt = textsOf(lang)
      .filter(({ text }) => /[赶趕]探[号號]/.test(text))
      .map(({ file, key, text }) => `${file} ${key}: ${text}`);
    expect(misspelt).toEqual([]);
    const named = textsOf(lang).filter(({ text }) => /敢探[号號]/.test(text));
    // the order sources (web and the server's export), the statistics channels (whose texts the
    // server's statistics export reads too), the order detail and the capture menu
    expect(named.length).toBeGreaterThanOrEqual(5);
  });
});
