import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { Code } from './codes';
import { LANGUAGES } from './languages';
import { Msg } from './messages';
import { WORDS } from './words';

// Decision 056: each domain keeps its result codes and message keys in `<domain>/words.ts` (the
// shared ones in `core-words.ts`), the keys' texts in `texts/<lang>.json` beside them; `WORDS` is
// the registry that makes `Code` and `Msg`.
const src = new URL('./', import.meta.url);
type Blocks = readonly (readonly [number, number])[];
type WordsFile = Record<string, unknown>;

const folderOf = (domain: string) => (domain === 'core' ? '' : `${domain}/`);
const wordsFile = (domain: string) => (domain === 'core' ? './core-words' : `./${domain}/words`);
const blocksOf = async (domain: string) =>
  ((await import(wordsFile(domain))) as WordsFile)[`${domain}CodeBlocks`] as Blocks | undefined;
const textsOf = (domain: string, lang: string) => {
  const file = new URL(`${folderOf(domain)}texts/${lang}.json`, src);
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>) : undefined;
};
const domains = Object.keys(WORDS) as (keyof typeof WORDS)[];

describe('the domains’ words', () => {
  it('lists every words.ts of the contract in WORDS', () => {
    const folders = readdirSync(src, { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && existsSync(new URL(`${entry.name}/words.ts`, src)))
      .map((entry) => entry.name);
    expect(['core', ...folders].sort()).toEqual([...domains].sort());
  });

  it('gives each name and each value of Code and Msg to one domain only', () => {
    for (const part of ['codes', 'msg'] as const) {
      const names = domains.flatMap((domain) => Object.keys(WORDS[domain][part]));
      const values = domains.flatMap((domain) => Object.values<unknown>(WORDS[domain][part]));
      expect(
        names.filter((name, i) => names.indexOf(name) !== i),
        part,
      ).toEqual([]);
      expect(
        values.filter((value, i) => values.indexOf(value) !== i),
        part,
      ).toEqual([]);
    }
    expect(Object.keys(Code).length + Object.keys(Msg).length).toBe(
      domains.reduce((n, d) => n + Object.keys(WORDS[d].codes).length + Object.keys(WORDS[d].msg).length, 0),
    );
  });

  it('keeps each domain’s codes inside its own blocks, and no two domains’ blocks overlap', async () => {
    const taken: [string, number, number][] = [];
    for (const domain of domains) {
      const blocks = await blocksOf(domain);
      expect(blocks, `${domain}CodeBlocks in ${wordsFile(domain)}.ts`).toBeDefined();
      for (const [from, to] of blocks ?? []) {
        const clash = taken.find(([, a, b]) => from <= b && a <= to);
        expect(clash, `${domain} [${from}, ${to}]; taken: ${JSON.stringify(taken)}`).toBeUndefined();
        taken.push([domain, from, to]);
      }
      const outside = Object.entries(WORDS[domain].codes as Record<string, number>).filter(
        ([, code]) => !(blocks ?? []).some(([from, to]) => from <= code && code <= to),
      );
      expect(outside, domain).toEqual([]);
    }
  });

  it.each(domains)('%s: texts/<lang>.json holds exactly its message keys in the four languages', (domain) => {
    const keys = Object.values<string>(WORDS[domain].msg).sort();
    for (const lang of LANGUAGES) {
      const texts = textsOf(domain, lang);
      if (keys.length === 0) {
        expect(texts, `${domain} has no message key: no texts`).toBeUndefined();
        continue;
      }
      expect(Object.keys(texts ?? {}).sort(), `${folderOf(domain)}texts/${lang}.json`).toEqual(keys);
      for (const [key, text] of Object.entries(texts ?? {}))
        expect(text.trim(), `${lang} ${key}`).not.toBe('');
    }
  });
});
