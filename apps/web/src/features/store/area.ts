// The areas a goods can be delivered to: the carrier's tree cut down to its coverage.
import type { AreaNode } from '@console/contract';

/**
 * The provinces and cities on offer: all of them when nationwide; else a province whose code is in
 * `coverage` whole, and of the others only the cities whose code is (a province with none left out).
 */
export function coveredAreas(tree: readonly AreaNode[], nationwide: boolean, coverage: readonly string[]) {
  if (nationwide) return tree.slice();
  const codes = new Set(coverage);
  const out: AreaNode[] = [];
  for (const province of tree) {
    if (codes.has(province.value)) {
      out.push(province);
      continue;
    }
    const cities = (province.children ?? []).filter((city) => codes.has(city.value));
    if (cities.length > 0) out.push({ ...province, children: cities });
  }
  return out;
}

/** The children of the node with `code` among `nodes` (none when it is not there). */
export const childrenOf = (nodes: readonly AreaNode[], code: string): AreaNode[] =>
  nodes.find((node) => node.value === code)?.children ?? [];
