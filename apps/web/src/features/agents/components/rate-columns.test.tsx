import { beforeAll, describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { Table } from 'antd';
import type { RateRow } from '@console/contract';
import { i18n, initI18n } from '@/lib/i18n';
import agentsZh from '../locales/zh-CN/agents.json';
import { useRateColumns } from './rate-columns';

beforeAll(async () => {
  await initI18n('zh-CN');
  i18n.addResourceBundle('zh-CN', 'agents', agentsZh);
});

const ROWS: RateRow[] = [
  {
    goods_id: 1,
    goods_name: '星河卡',
    operator_name: '中国移动',
    own_commission: '60.00',
    default_rate: { commission: '60.00', capped_from: '80.00' },
    sub_rate: null,
    effective: '60.00',
  },
  {
    goods_id: 2,
    goods_name: '校园卡',
    operator_name: '中国联通',
    own_commission: '30.00',
    default_rate: null,
    sub_rate: { commission: '12.50', capped_from: null },
    effective: '12.50',
  },
];

function Rates({ subPicked }: { subPicked: boolean }) {
  const columns = useRateColumns({ subPicked, canEdit: true, onEdit: vi.fn() });
  return <Table<RateRow> rowKey="goods_id" columns={columns} dataSource={ROWS} pagination={false} />;
}

const rowOf = (name: string) => screen.getByText(name).closest('tr')!;

describe('the goods price columns', () => {
  it('marks a capped commission with what it was, and says what applies without one', () => {
    render(<Rates subPicked={false} />);
    const capped = within(rowOf('星河卡'));
    expect(capped.getByTestId('agent-rate-default').textContent).toContain('¥60.00');
    expect(capped.getByTestId('agent-rate-capped').textContent).toBe('原 ¥80.00，已封顶');
    const unset = within(rowOf('校园卡'));
    expect(unset.getByTestId('agent-rate-default').textContent).toBe('未设置：按我的佣金');
    expect(unset.queryByTestId('agent-rate-capped')).toBeNull();
    // Without a picked sub-merchant, no column of its own.
    expect(screen.queryByText(agentsZh.rates.col_sub)).toBeNull();
  });

  it('shows the picked sub-merchant’s own commission beside the default', () => {
    render(<Rates subPicked />);
    expect(screen.getByText(agentsZh.rates.col_sub)).toBeTruthy();
    expect(within(rowOf('校园卡')).getByTestId('agent-rate-sub').textContent).toBe('¥12.50');
    expect(within(rowOf('星河卡')).getByTestId('agent-rate-sub').textContent).toBe('未设置：按默认佣金');
  });
});
