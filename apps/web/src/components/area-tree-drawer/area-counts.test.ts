import { beforeAll, describe, expect, it } from 'vitest';
import { i18n, initI18n } from '@/lib/i18n';
import widgetsEn from '@/locales/en-US/widgets.json';
import widgetsPt from '@/locales/pt-BR/widgets.json';
import widgetsZh from '@/locales/zh-CN/widgets.json';
import { areaCounts } from './area-counts';

beforeAll(async () => {
  await initI18n('zh-CN');
  i18n.addResourceBundle('zh-CN', 'widgets', widgetsZh);
  i18n.addResourceBundle('en-US', 'widgets', widgetsEn);
  i18n.addResourceBundle('pt-BR', 'widgets', widgetsPt);
});

const covered = (lng: string, provinces: number, cities: number) => {
  const t = i18n.getFixedT(lng, 'widgets');
  return t('area.covered', areaCounts(t, { provinces, cities }));
};

describe('the area summary', () => {
  it('words each count in the plural form of the language', () => {
    expect(covered('en-US', 1, 0)).toBe('Sold in 1 province and 0 cities');
    expect(covered('en-US', 2, 1)).toBe('Sold in 2 provinces and 1 city');
    expect(covered('pt-BR', 1, 3)).toBe('Vendido em 1 província e 3 cidades');
    expect(covered('zh-CN', 1, 3)).toBe('可售 1 个省、3 个市');
  });
});
