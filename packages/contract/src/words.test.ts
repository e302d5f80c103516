import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CODES, Code } from './codes';
import { LANGUAGES } from './languages';
import { MESSAGES, Msg } from './messages';

// Decision 056: each domain keeps its result codes in `<domain>/codes.ts` (with the blocks of
// numbers it may take) and its message keys in `<domain>/messages.ts`, the keys' texts in
// `<domain>/texts/<lang>.json`; the shared ones are in `codes.ts`, `messages.ts` and `texts/`.
// `CODES` and `MESSAGES` are the registries that make `Code` and `Msg`.
const src = new URL('./', import.meta.url);
type Blocks = readonly (readonly [number, number])[];

const foldersWith = (file: string) =>
  readdirSync(src, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(new URL(`${entry.name}/${file}`, src)))
    .map((entry) => entry.name);
const blocksOf = async (domain: string): Promise<Blocks | undefined> => {
  const file = domain === 'core' ? './codes' : `./${domain}/codes`;
  return ((await import(file)) as Record<string, Blocks | undefined>)[`${domain}CodeBlocks`];
};
const textsOf = (domain: string, lang: string) => {
  const file = new URL(`${domain === 'core' ? '' : `${domain}/`}texts/${lang}.json`, src);
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>) : undefined;
};
const codeTables = Object.entries(CODES) as [string, Record<string, number>][];
const messageTables = Object.entries(MESSAGES) as [string, Record<string, string>][];
const repeated = (values: readonly unknown[]) => values.filter((value, i) => values.indexOf(value) !== i);

describe('the domains’ codes and message keys', () => {
  it('lists every <domain>/codes.ts in CODES and every <domain>/messages.ts in MESSAGES', () => {
    expect(['core', ...foldersWith('codes.ts')].sort()).toEqual(Object.keys(CODES).sort());
    expect(['core', ...foldersWith('messages.ts')].sort()).toEqual(Object.keys(MESSAGES).sort());
  });

  it('gives each name and each value of Code and Msg to one domain only', () => {
    for (const tables of [codeTables, messageTables] as [string, Record<string, unknown>][][]) {
      expect(repeated(tables.flatMap(([, table]) => Object.keys(table)))).toEqual([]);
      expect(repeated(tables.flatMap(([, table]) => Object.values(table)))).toEqual([]);
    }
    expect(Object.keys(Code).length).toBe(
      codeTables.reduce((n, [, table]) => n + Object.keys(table).length, 0),
    );
    expect(Object.keys(Msg).length).toBe(
      messageTables.reduce((n, [, table]) => n + Object.keys(table).length, 0),
    );
  });

  it('keeps each domain’s codes inside its own blocks, and no two domains’ blocks overlap', async () => {
    const taken: [string, number, number][] = [];
    for (const [domain, codes] of codeTables) {
      const blocks = await blocksOf(domain);
      expect(blocks, `${domain}CodeBlocks`).toBeDefined();
      for (const [from, to] of blocks ?? []) {
        const clash = taken.find(([, a, b]) => from <= b && a <= to);
        expect(clash, `${domain} [${from}, ${to}]; taken: ${JSON.stringify(taken)}`).toBeUndefined();
        taken.push([domain, from, to]);
      }
      const outside = Object.entries(codes).filter(
        ([, code]) => !(blocks ?? []).some(([from, to]) => from <= code && code <= to),
      );
      expect(outside, domain).toEqual([]);
    }
  });

  it('has texts only beside message keys', () => {
    const withTexts = foldersWith('texts').filter((folder) =>
      existsSync(new URL(`${folder}/texts/zh-CN.json`, src)),
    );
    expect(withTexts.sort()).toEqual(
      Object.keys(MESSAGES)
        .filter((domain) => domain !== 'core')
        .sort(),
    );
  });

  it.each(messageTables)(
    '%s: texts/<lang>.json holds exactly its message keys in the four languages',
    (domain, keys) => {
      for (const lang of LANGUAGES) {
        const texts = textsOf(domain, lang) ?? {};
        expect(Object.keys(texts).sort(), `${domain} texts/${lang}.json`).toEqual(Object.values(keys).sort());
        for (const [key, text] of Object.entries(texts)) expect(text.trim(), `${lang} ${key}`).not.toBe('');
      }
    },
  );
});
