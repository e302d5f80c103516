import { describe, expect, it } from 'vitest';
import { LANGUAGES, flattenRoutes } from '@console/contract';
import zhCommon from './zh-CN/common.json';
import zhShell from './zh-CN/shell.json';

const routes = import.meta.glob<Record<string, string>>('./*/routes.json', {
  eager: true,
  import: 'default',
});

describe('texts of the shell', () => {
  it('has the exact Chinese texts of the specification (sections 4 and 8)', () => {
    expect(zhShell.under_development).toBe('正在开发中...');
    expect(zhShell.tabs.refuse_last).toBe('这是最后一个标签了, 无法被关闭');
    expect(zhShell.tabs.refuse_left).toBe('左侧没有标签');
    expect(zhShell.tabs.refuse_right).toBe('右侧没有标签');
    expect(zhCommon.version.title).toBe('版本更新提示');
  });

  it.each(LANGUAGES)('%s titles every route of the contract table, the Index and the error pages', (lang) => {
    const titles = routes[`./${lang}/routes.json`] ?? {};
    const names = [...flattenRoutes().map((r) => r.name), 'Index', 'Forbidden', 'NotFound', 'ServerError'];
    expect(names.filter((name) => !titles[name])).toEqual([]);
  });
});
