import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { clearSession } from '@/lib/session-store';
import { signInAs, signInAsStaff } from '@/test/merchant';
import { loadTexts, renderAt } from '@/test/render-page';
import type { RateRow } from '@console/contract';
import agentsZh from '../locales/zh-CN/agents.json';
import { agentApi } from '../api';
import { RateConfigPage } from './rate-config-page';

// Issue 41: a screen shows a staff member no control whose call their role lacks; the owner keeps
// every one. The screen is rendered as the owner first, so a missing control is the role's doing.

const rate: RateRow = {
  goods_id: 1,
  goods_name: 'Card',
  operator_name: '移动',
  own_commission: '10.00',
  default_rate: null,
  sub_rate: null,
  effective: '10.00',
};

beforeAll(() => loadTexts({ agents: agentsZh }));
beforeEach(() => {
  vi.spyOn(agentApi, 'agentRates').mockResolvedValue({ list: [rate], total: 1 });
  vi.spyOn(agentApi, 'agentSubOptions').mockResolvedValue({ list: [] });
});
afterEach(() => {
  clearSession();
  vi.restoreAllMocks();
});

describe('the commission rates', { timeout: 20_000 }, () => {
  const agent = { merchant: { child_merchant: 2 } };
  const shows = async () => {
    renderAt('/agent/list/configure', <RateConfigPage />);
    await screen.findAllByTestId('agent-rate-effective');
    return (
      screen.queryAllByTestId('agent-rate-edit').length + screen.queryAllByTestId('agent-rate-bulk').length
    );
  };

  it('the owner edits them', async () => {
    signInAs(agent);
    expect(await shows()).toBeGreaterThan(0);
  });

  it('a role with the screen’s `edit` but not `rates` cannot save any', async () => {
    signInAsStaff({ AgentListConfigure: ['view', 'edit'] }, agent);
    expect(await shows()).toBe(0);
  });
});
