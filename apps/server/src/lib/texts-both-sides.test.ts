import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { LANGUAGES, MSG_KEYS } from '@console/contract';
import { MODULES } from '../modules';
import { CORE_TEXTS, joinTexts } from './i18n';

// The server's catalogue as the app builds it (app.ts): the core, then each module's texts.
const server = joinTexts(CORE_TEXTS, ...MODULES.flatMap((m) => (m.locales ? [m.locales] : [])));

const webSource = new URL('../../../web/src/', import.meta.url);
/** The web's locale folders: the shell's, and each feature's own (decision 066). */
const webLocales = [
  new URL('locales/', webSource),
  ...readdirSync(new URL('features/', webSource))
    .map((feature) => new URL(`features/${feature}/locales/`, webSource))
    .filter((folder) => existsSync(folder)),
];
const readJson = (url: URL) => JSON.parse(readFileSync(url, 'utf8')) as Record<string, unknown>;

/** `{a: {b: 'x'}}` → `[['a.b', 'x']]`, the key form of the server's catalogue. */
function flatten(value: unknown, prefix = ''): [string, unknown][] {
  if (typeof value !== 'object' || value === null) return [[prefix, value]];
  return Object.entries(value).flatMap(([key, child]) => flatten(child, prefix ? `${prefix}.${key}` : key));
}

/** Every text of the web's own namespace files of a language: `[namespace, key, text]`. */
const webTexts = (lang: string) =>
  webLocales.flatMap((folder) =>
    readdirSync(new URL(`${lang}/`, folder))
      .filter((file) => file.endsWith('.json'))
      .flatMap((file) =>
        flatten(readJson(new URL(`${lang}/${file}`, folder))).map(
          ([key, text]) => [file.slice(0, -'.json'.length), key, text] as const,
        ),
      ),
  );

// i18next's `{{name}}` is the server's `{name}`.
const asServerText = (text: unknown) => String(text).replace(/\{\{\s*(\w+)\s*\}\}/g, '{$1}');

describe('texts on both sides (decision 056)', () => {
  it("reads the shell's locale folder and every feature's", () => {
    expect(webLocales.map((folder) => folder.pathname)).toEqual(
      expect.arrayContaining([expect.stringMatching(/\/web\/src\/features\/orders\/locales\/$/)]),
    );
  });

  it.each(LANGUAGES)('%s: a key the server and the web both hold has one text', (lang) => {
    const differing = webTexts(lang)
      .filter(([, key, text]) => key in server[lang] && server[lang][key] !== asServerText(text))
      .map(([ns, key, text]) => `${ns}:${key} web "${String(text)}" server "${server[lang][key]}"`);
    expect(differing).toEqual([]);
  });

  it.each(LANGUAGES)('%s: the web keeps no copy of a message key (it loads the contract texts)', (lang) => {
    const keys = new Set<string>(MSG_KEYS);
    const copies = webTexts(lang)
      .filter(([, key]) => keys.has(key))
      .map(([ns, key]) => `${ns}:${key}`);
    expect(copies).toEqual([]);
  });
});
