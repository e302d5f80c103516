import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { RateRow } from '@console/contract';
import { ApiError } from '@/lib/api-error';
import { i18n, initI18n } from '@/lib/i18n';
import agentsZh from '../locales/zh-CN/agents.json';
import agentsDetailZh from '../locales/zh-CN/agents-detail.json';
import { agentApi } from '../api';
import { RateEditModal } from './rate-edit-modal';

const agentRatesSave = vi.spyOn(agentApi, 'agentRatesSave');

const row = (goods_id: number, goods_name: string, own_commission: string): RateRow => ({
  goods_id,
  goods_name,
  operator_name: '中国移动',
  own_commission,
  default_rate: null,
  sub_rate: null,
  effective: own_commission,
});
const GOODS = [row(1, '星河卡', '80.00'), row(2, '校园卡', '30.00')];

beforeAll(async () => {
  await initI18n('zh-CN');
  i18n.addResourceBundle('zh-CN', 'agents', agentsZh);
  i18n.addResourceBundle('zh-CN', 'agents-detail', agentsDetailZh);
});
beforeEach(() => {
  vi.mocked(agentRatesSave).mockReset().mockResolvedValue({ saved: 2 });
});

function renderModal(subMerchantId = 0) {
  const onSaved = vi.fn();
  render(
    <RateEditModal
      open
      goods={GOODS}
      subMerchantId={subMerchantId}
      subMerchantName="城东手机卡小店"
      onClose={vi.fn()}
      onSaved={onSaved}
    />,
  );
  return onSaved;
}

const type = async (value: string) =>
  fireEvent.change(await screen.findByTestId('agent-rate-value'), { target: { value } });
const save = () => fireEvent.click(screen.getByTestId('agent-rate-save'));

describe('the bulk commission dialog', () => {
  it('refuses a malformed amount with the locale’s message, without calling', async () => {
    renderModal();
    expect(screen.getByText('将应用于 2 个商品')).toBeTruthy();
    await type('1.234');
    save();
    expect((await screen.findByTestId('agent-rate-invalid')).textContent).toBe(agentsDetailZh.rates.invalid);
    expect(agentRatesSave).not.toHaveBeenCalled();
  });

  it('names the ceiling before it is exceeded: the lowest own commission of the goods', async () => {
    renderModal();
    expect((await screen.findByTestId('agent-rate-limit')).textContent).toBe(
      '上限 ¥30.00：不能高于您自己的佣金',
    );
  });

  it('names the goods whose own commission is below the amount', async () => {
    renderModal();
    await type('50');
    save();
    expect((await screen.findByTestId('agent-rate-invalid')).textContent).toBe(
      '佣金不能高于您的佣金：校园卡（¥30.00）',
    );
    expect(agentRatesSave).not.toHaveBeenCalled();
  });

  it('saves one amount for the selected goods of the picked sub-merchant', async () => {
    const onSaved = renderModal(10003);
    expect(screen.getByText('设置「城东手机卡小店」的佣金')).toBeTruthy();
    await type('25.5');
    save();
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(2));
    expect(agentRatesSave).toHaveBeenCalledWith({
      sub_merchant_id: 10003,
      items: [
        { goods_id: 1, commission: '25.50' },
        { goods_id: 2, commission: '25.50' },
      ],
    });
  });

  it('clears the configuration without asking for an amount', async () => {
    const onSaved = renderModal();
    fireEvent.click(screen.getByLabelText(agentsDetailZh.rates.mode_clear));
    expect(screen.queryByTestId('agent-rate-value')).toBeNull();
    save();
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(agentRatesSave.mock.calls[0]?.[0].items).toEqual([
      { goods_id: 1, commission: null },
      { goods_id: 2, commission: null },
    ]);
  });

  it('shows the server’s refusal in the dialog, which stays open', async () => {
    vi.mocked(agentRatesSave).mockRejectedValue(
      new ApiError(6020, '「星河卡」的佣金不能高于您的佣金 20.00', null),
    );
    const onSaved = renderModal();
    await type('10');
    save();
    expect((await screen.findByTestId('agent-rate-refusal')).textContent).toContain(
      '「星河卡」的佣金不能高于您的佣金 20.00',
    );
    expect(onSaved).not.toHaveBeenCalled();
  });
});
