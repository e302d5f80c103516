import { describe, expect, it } from 'vitest';
import { DOMAINS, type Domain } from '@console/contract';
import { DOMAIN_NAMESPACES, loadsWithPages, namespacesOf as loadedWith } from './domain-namespaces';

const namespaceOf = (file: string) => file.slice(file.lastIndexOf('/') + 1, -'.json'.length);
/** Every namespace of the console (the shell's folder and the features'), found as lib/i18n.ts finds them. */
const files = Object.keys(
  import.meta.glob(['../locales/zh-CN/*.json', '../features/*/locales/zh-CN/*.json']),
);
const ALL_NAMESPACES = new Set(files.map(namespaceOf));
/** The namespaces that load with a domain's pages, not with the shell. */
const LAZY_NAMESPACES = new Set(
  files.filter((file) => loadsWithPages(namespaceOf(file), file.startsWith('../features/'))).map(namespaceOf),
);

// The sources of the features and the shared components, as text.
const sources = import.meta.glob<string>(
  ['../features/**/*.{ts,tsx}', '../components/**/*.{ts,tsx}', '!**/*.test.*'],
  {
    query: '?raw',
    import: 'default',
    eager: true,
  },
);

/** The namespaces a source reads: `useTranslation('ns')`, `useTranslation(['ns', ...])`, `t('ns:key')`. */
function namespacesOf(source: string): Set<string> {
  const found = new Set<string>();
  for (const [, list] of source.matchAll(/useTranslation\(\s*(\[[^\]]*\]|'[^']*')/g))
    for (const [, ns] of list!.matchAll(/'([\w-]+)'/g)) found.add(ns!);
  for (const [, ns] of source.matchAll(/['`]([\w-]+):[\w.]+/g)) found.add(ns!);
  return new Set([...found].filter((ns) => LAZY_NAMESPACES.has(ns)));
}

/** The shared component folders a source imports values from (`@/components/<name>`). */
const componentsOf = (source: string) =>
  [...source.matchAll(/^import (?!type )[^;]*from '@\/components\/([\w-]+)/gm)].map(([, name]) => name!);

const componentNamespaces = new Map<string, Set<string>>();
for (const [file, source] of Object.entries(sources)) {
  const component = /^\.\.\/components\/([\w-]+)\//.exec(file)?.[1];
  if (!component) continue;
  const known = componentNamespaces.get(component) ?? new Set();
  namespacesOf(source).forEach((ns) => known.add(ns));
  componentNamespaces.set(component, known);
}

describe('lazy namespaces', () => {
  it('a domain loads every lazy namespace its screens and the components they show read', () => {
    const missing: string[] = [];
    for (const [file, source] of Object.entries(sources)) {
      const domain = /^\.\.\/features\/([\w-]+)\//.exec(file)?.[1];
      if (!domain || domain === 'auth') continue;
      const loaded = new Set([
        ...loadedWith(domain as Domain),
        ...Object.entries(DOMAIN_NAMESPACES)
          .filter(([owner]) => owner.startsWith(`${domain}-`))
          .flatMap(([, namespaces]) => namespaces),
      ]);
      const needed = new Set(namespacesOf(source));
      for (const component of componentsOf(source))
        componentNamespaces.get(component)?.forEach((ns) => needed.add(ns));
      for (const ns of needed) if (!loaded.has(ns)) missing.push(`${file} reads '${ns}'`);
    }
    expect(missing).toEqual([]);
  });

  it('every namespace a domain or a lazy part loads has its file', () => {
    const parts = [...DOMAINS, ...(Object.keys(DOMAIN_NAMESPACES) as Domain[])];
    const missing = parts.flatMap((part) => loadedWith(part).filter((ns) => !ALL_NAMESPACES.has(ns)));
    expect(missing).toEqual([]);
  });

  it('finds what it looks for', () => {
    expect(componentNamespaces.get('image-library')).toContain('gallery');
    expect(namespacesOf("useTranslation(['orders-detail', 'orders'])")).toEqual(
      new Set(['orders-detail', 'orders']),
    );
  });
});
