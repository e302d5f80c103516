import { beforeAll, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import type { CostWeekResult } from '@console/contract';
import { i18n, initI18n } from '@/lib/i18n';
import statisticsZh from '../locales/zh-CN/statistics.json';
import { CostGridTable } from './cost-grid-table';

beforeAll(async () => {
  await initI18n('zh-CN');
  i18n.addResourceBundle('zh-CN', 'statistics', statisticsZh);
});

const days = [
  '2026-11-23',
  '2026-11-24',
  '2026-11-25',
  '2026-11-26',
  '2026-11-27',
  '2026-11-28',
  '2026-11-29',
];
const grid: CostWeekResult = {
  days,
  rows: [
    {
      channel: 'store',
      shop_id: 0,
      shop_name: '',
      platform: '',
      costs: ['12.30', null, null, null, null, null, null],
    },
  ],
};

describe('CostGridTable', () => {
  it('shows the saved amounts and the edits, marks a wrong amount, reports each keystroke by cell', () => {
    const onEdit = vi.fn();
    render(
      <CostGridTable
        grid={grid}
        drafts={{ 'store:0:2026-11-24': '1.234' }}
        onEdit={onEdit}
        loading={false}
        today="2026-11-29"
      />,
    );
    const cells = screen.getAllByTestId('stats-cost-cell');
    expect(cells).toHaveLength(7);
    // Each cell is named by its channel and day for a screen reader.
    expect(cells[0]!.getAttribute('aria-label')).toBe('店铺，2026-11-23');
    expect(cells[0]).toHaveProperty('value', '12.30');
    expect(cells[1]).toHaveProperty('value', '1.234');
    expect(cells[1]!.getAttribute('aria-invalid')).toBe('true');
    expect(cells[0]!.getAttribute('aria-invalid')).toBe('false');
    fireEvent.change(cells[6]!, { target: { value: '5' } });
    expect(onEdit).toHaveBeenCalledWith('store:0:2026-11-29', '5');
  });

  it('takes no cost on the days after today', () => {
    render(<CostGridTable grid={grid} drafts={{}} onEdit={vi.fn()} loading={false} today="2026-11-25" />);
    const cells = screen.getAllByTestId('stats-cost-cell');
    expect(cells.map((c) => (c as HTMLInputElement).disabled)).toEqual([
      false,
      false,
      false,
      true,
      true,
      true,
      true,
    ]);
  });
});
