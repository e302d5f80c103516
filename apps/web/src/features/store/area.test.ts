import { describe, expect, it } from 'vitest';
import type { AreaNode } from '@console/contract';
import { childrenOf, coveredAreas } from './area';

const node = (value: string, label: string, children?: AreaNode[]): AreaNode => ({
  value,
  label,
  selectAll: false,
  ...(children ? { children } : {}),
});
const TREE: AreaNode[] = [
  node('110000', '北京市', [node('110101', '东城区'), node('110105', '朝阳区')]),
  node('440000', '广东省', [
    node('440100', '广州市', [node('440106', '天河区')]),
    node('440300', '深圳市', [node('440305', '南山区')]),
  ]),
  node('510000', '四川省', [node('510100', '成都市', [node('510104', '锦江区')])]),
];

describe('coverage of the area tree', () => {
  it('offers everything when nationwide', () => {
    expect(coveredAreas(TREE, true, [])).toEqual(TREE);
  });

  it('offers a covered province whole, and only the covered cities of the others', () => {
    const covered = coveredAreas(TREE, false, ['110000', '440300']);
    expect(covered.map((p) => p.value)).toEqual(['110000', '440000']);
    expect(childrenOf(covered, '110000').map((c) => c.value)).toEqual(['110101', '110105']);
    expect(childrenOf(covered, '440000').map((c) => c.value)).toEqual(['440300']);
    expect(childrenOf(childrenOf(covered, '440000'), '440300').map((d) => d.value)).toEqual(['440305']);
  });

  it('leaves out provinces with nothing covered, and the tree itself unchanged', () => {
    expect(coveredAreas(TREE, false, ['999999'])).toEqual([]);
    coveredAreas(TREE, false, ['440100']);
    expect(TREE[1]!.children).toHaveLength(2);
  });

  it('finds no children of an unknown code', () => {
    expect(childrenOf(TREE, '')).toEqual([]);
    expect(childrenOf(TREE, '120000')).toEqual([]);
  });
});
