import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, render } from '@testing-library/react';
import type { StatsFigures } from '@console/contract';
import { headerMinWidth } from '@/components/list-page';
import { i18n, initI18n } from '@/lib/i18n';
import statisticsEn from '../locales/en-US/statistics.json';
import statisticsPt from '../locales/pt-BR/statistics.json';
import { useFigureColumns } from './figure-columns';
import { StatsTable } from './stats-table';

// Issue 39, defect 14: a statistics header never breaks inside a word. Every statistics screen's
// figure columns (counts, commission, rates) go through StatsTable, which widens a column to its
// header's longest word in the language on screen, as the list kit's tables do.

type Row = StatsFigures & { key: string };

function Figures() {
  const columns = useFigureColumns<Row>(true);
  return (
    <StatsTable<Row, object>
      columns={columns}
      dataSource={[]}
      rowKey="key"
      route="StatisticsDay"
      testId="t"
    />
  );
}

beforeAll(async () => {
  await initI18n('en-US');
  i18n.addResourceBundle('en-US', 'statistics', statisticsEn);
  i18n.addResourceBundle('pt-BR', 'statistics', statisticsPt);
});
afterEach(cleanup);

describe('StatsTable headers', () => {
  for (const lang of ['en-US', 'pt-BR']) {
    it(`give each figure column at least its header's longest word (${lang})`, async () => {
      await i18n.changeLanguage(lang);
      const { container } = render(<Figures />);
      const titles = [...container.querySelectorAll('thead th')].map((th) => th.textContent ?? '');
      const widths = [...container.querySelectorAll('colgroup col')].map((col) =>
        Number.parseFloat((col as HTMLElement).style.width),
      );
      expect(titles.length).toBeGreaterThan(5);
      expect(widths).toHaveLength(titles.length);
      titles.forEach((title, i) => {
        expect(widths[i], title).toBeGreaterThanOrEqual(headerMinWidth(title, { sorter: true }));
      });
    });
  }
});
