import { describe, expect, it } from 'vitest';
import type { AreaNode } from '@console/contract';
import { allKeysOf, checkedKeysOf, codesOf, countCodes, coveredTree, toggleNode } from './area-selection';

const city = (value: string, label: string): AreaNode => ({ value, label, selectAll: false });
const tree: AreaNode[] = [
  {
    value: '110000',
    label: '北京市',
    selectAll: true,
    children: [city('110100', '市辖区')],
  },
  {
    value: '440000',
    label: '广东省',
    selectAll: true,
    children: [city('440100', '广州市'), city('440300', '深圳市'), city('440400', '珠海市')],
  },
  { value: '710000', label: '台湾省', selectAll: false },
];

describe('area selection', () => {
  it('a province code checks its cities; cities alone check only themselves', () => {
    expect(checkedKeysOf(tree, ['440000'])).toEqual(['440000', '440100', '440300', '440400']);
    expect(checkedKeysOf(tree, ['440100', '110100'])).toEqual(['110000', '110100', '440100']);
    expect(checkedKeysOf(tree, ['710000'])).toEqual(['710000']); // a province without cities
  });

  it('what is checked is stored compactly: whole provinces by their code', () => {
    expect(codesOf(tree, ['440100', '440300'])).toEqual(['440100', '440300']);
    expect(codesOf(tree, ['440100', '440300', '440400'])).toEqual(['440000']);
    expect(codesOf(tree, ['110000', '110100', '710000'])).toEqual(['110000', '710000']);
    expect(codesOf(tree, [])).toEqual([]);
  });

  it('round-trips: codes → keys → codes', () => {
    for (const codes of [['440000'], ['440300'], ['110000', '440100', '440400'], allKeysOf(tree)]) {
      const once = codesOf(tree, checkedKeysOf(tree, codesOf(tree, codes)));
      expect(codesOf(tree, checkedKeysOf(tree, once))).toEqual(once);
    }
    expect(codesOf(tree, allKeysOf(tree))).toEqual(['110000', '440000', '710000']);
  });

  it('the select-all link of a node checks all its cities, then clears them', () => {
    const one = toggleNode(tree, ['440100', '110100'], '440000');
    expect(codesOf(tree, one)).toEqual(['110000', '440000']);
    const cleared = toggleNode(tree, one, '440000');
    expect(codesOf(tree, cleared)).toEqual(['110000']);
  });

  it('counts whole provinces and single cities', () => {
    expect(countCodes(tree, ['440000', '110100'])).toEqual({ provinces: 1, cities: 1 });
  });

  it('the covered part of the tree: whole provinces with every city, others with theirs only', () => {
    const covered = coveredTree(tree, ['110000', '440300'], false);
    expect(covered.map((p) => [p.label, p.children?.map((c) => c.label)])).toEqual([
      ['北京市', ['市辖区']],
      ['广东省', ['深圳市']],
    ]);
    expect(coveredTree(tree, [], true)).toHaveLength(3);
    expect(coveredTree(tree, [], false)).toEqual([]);
  });
});
