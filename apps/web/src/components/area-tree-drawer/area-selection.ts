import type { AreaNode } from '@console/contract';

// The merchant's choice and a goods' coverage are stored compactly (a province code stands for
// the whole province, a city code for one city); antd's checkable Tree works with the keys of
// every checked node. These functions translate between the two.

/** antd's Tree reads `title`, `key` and `children`; area nodes name the first two `label` and `value`. */
export const AREA_FIELD_NAMES = { title: 'label', key: 'value', children: 'children' };

const childrenOf = (node: AreaNode) => node.children ?? [];

/** Every key a compact code list checks: a province brings its cities along. */
export function checkedKeysOf(tree: readonly AreaNode[], codes: readonly string[]): string[] {
  const wanted = new Set(codes);
  const keys: string[] = [];
  for (const province of tree) {
    const cities = childrenOf(province);
    if (wanted.has(province.value)) {
      keys.push(province.value, ...cities.map((c) => c.value));
      continue;
    }
    const picked = cities.filter((c) => wanted.has(c.value)).map((c) => c.value);
    // Every city picked one by one is the whole province: antd shows it checked anyway.
    if (picked.length > 0 && picked.length === cities.length) keys.push(province.value);
    keys.push(...picked);
  }
  return keys;
}

/** The compact codes of what is checked: whole provinces as their code, else their cities. */
export function codesOf(tree: readonly AreaNode[], checked: readonly string[]): string[] {
  const on = new Set(checked);
  const codes: string[] = [];
  for (const province of tree) {
    const cities = childrenOf(province);
    const picked = cities.filter((c) => on.has(c.value)).map((c) => c.value);
    const whole = cities.length > 0 ? picked.length === cities.length : on.has(province.value);
    if (whole) codes.push(province.value);
    else codes.push(...picked);
  }
  return codes;
}

/** Every key of the tree (select all). */
export function allKeysOf(tree: readonly AreaNode[]): string[] {
  return tree.flatMap((province) => [province.value, ...childrenOf(province).map((c) => c.value)]);
}

/**
 * The select-all link of one node: checks the node and all its children, or, when they are all
 * checked already, unchecks them.
 */
export function toggleNode(tree: readonly AreaNode[], checked: readonly string[], value: string): string[] {
  const province = tree.find((p) => p.value === value);
  if (!province) return [...checked];
  const own = new Set([province.value, ...childrenOf(province).map((c) => c.value)]);
  const on = new Set(checked);
  const all = isWhole(province, on);
  const rest = checked.filter((key) => !own.has(key));
  return all ? rest : [...rest, ...own];
}

/** Whether the node and every one of its children are checked. */
export function isWhole(province: AreaNode, on: ReadonlySet<string>): boolean {
  const cities = childrenOf(province);
  return cities.length > 0 ? cities.every((c) => on.has(c.value)) : on.has(province.value);
}

/** How many whole provinces and single cities a compact code list holds (the summary line). */
export function countCodes(tree: readonly AreaNode[], codes: readonly string[]) {
  const provinceCodes = new Set(tree.map((p) => p.value));
  const provinces = codes.filter((code) => provinceCodes.has(code)).length;
  return { provinces, cities: codes.length - provinces };
}

/**
 * The part of the tree a goods covers (read-only view): whole provinces with all their cities,
 * other provinces with only the cities covered. Nationwide is the whole tree.
 */
export function coveredTree(
  tree: readonly AreaNode[],
  codes: readonly string[],
  nationwide: boolean,
): AreaNode[] {
  if (nationwide) return [...tree];
  const wanted = new Set(codes);
  const covered: AreaNode[] = [];
  for (const province of tree) {
    if (wanted.has(province.value)) {
      covered.push(province);
      continue;
    }
    const cities = childrenOf(province).filter((c) => wanted.has(c.value));
    if (cities.length > 0) covered.push({ ...province, children: cities });
  }
  return covered;
}
