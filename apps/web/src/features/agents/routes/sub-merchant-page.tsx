import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { agentsEndpoints as E, SUB_MERCHANT_STATUSES, type SubMerchantRow } from '@console/contract';
import {
  DateRangeFilter,
  ExportButton,
  KeywordSearch,
  ListActions,
  ListPage,
  ListTable,
  StatusSelect,
  useListPage,
  type ListFilters,
  LabelledFilter,
} from '@/components/list-page';
import { useConfirm } from '@/components/confirm';
import { usePermission } from '@/lib/permission';
import { toast } from '@/lib/toast';
import { agentApi, agentQueries } from '../api';
import { InviteBar } from '../components/invite-bar';
import { useSubMerchantColumns } from '../components/sub-merchant-columns';

type Filters = ListFilters<typeof E.agentSubList>;
const ALL: Filters = { keyword: '', status: '' };

/**
 * `/agent/list`: the agent's direct sub-merchants (orders, settled orders, commission to date and
 * in a chosen period), the invite link with a new code, each account's switch, and the export.
 */
export function SubMerchantPage() {
  const { t } = useTranslation('agents');
  const client = useQueryClient();
  const { canCall } = usePermission();
  const [dialogs, holder] = useConfirm();
  const [switching, setSwitching] = useState<number | null>(null);
  const list = useListPage({
    filters: ALL,
    query: (filters, page) => agentQueries.agentSubList({ ...filters, ...page }),
    live: 'agents',
  });
  const { filters, setFilters } = list;
  const refresh = () => client.invalidateQueries({ queryKey: agentQueries.all() });

  const switchStatus = async (row: SubMerchantRow) => {
    const enable = row.status === 'disabled';
    setSwitching(row.id);
    try {
      await agentApi.agentSubStatus({ id: row.id, status: enable ? 'active' : 'disabled' });
      toast().success(t(enable ? 'list.enabled_done' : 'list.disabled_done', { name: row.store_name }));
      await refresh();
    } catch {
      // the http client has shown why
    } finally {
      setSwitching(null);
    }
  };
  const askSwitch = (row: SubMerchantRow) => {
    const enable = row.status === 'disabled';
    void dialogs.confirm({
      title: t(enable ? 'list.enable_title' : 'list.disable_title', { name: row.store_name }),
      content: t(enable ? 'list.enable_content' : 'list.disable_content'),
      okText: enable ? t('list.enable') : t('list.disable'),
      cancelText: t('rates.cancel'),
      okButtonProps: { danger: !enable, ...({ 'data-testid': 'agent-sub-confirm' } as object) },
      onOk: () => switchStatus(row),
    });
  };
  const renew = async () => {
    await agentApi.agentInviteRenew();
    toast().success(t('invite.renewed'));
    await refresh();
  };

  const withPeriod = Boolean(filters.period_start || filters.period_end);
  const columns = useSubMerchantColumns({
    withPeriod,
    canEdit: canCall(E.agentSubStatus),
    switching,
    onSwitch: askSwitch,
  });

  return (
    <ListPage
      testId="agent-sub-page"
      onReset={list.reset}
      header={
        <InviteBar
          url={list.result.data?.invite_url}
          canRenew={canCall(E.agentInviteRenew)}
          onRenew={renew}
        />
      }
      toolbar={
        <>
          {holder}
          <KeywordSearch
            keyword={filters.keyword}
            onSearch={(keyword) => setFilters({ keyword })}
            label={t('list.keyword')}
            testId="agent-sub-keyword"
          />
          <StatusSelect
            value={filters.status}
            onChange={(status) => setFilters({ status })}
            values={SUB_MERCHANT_STATUSES}
            optionLabel={(s) => t(`sub_status.${s}`)}
            allLabel={t('list.status_all')}
            label={t('list.status')}
            testId="agent-sub-status-filter"
          />
          <DateRangeFilter
            label={t('list.joined')}
            value={filters}
            onChange={setFilters}
            testId="agent-sub-dates"
          />
          <LabelledFilter label={t('list.period')} title={t('list.period_hint')}>
            <DateRangeFilter
              value={{ start_date: filters.period_start, end_date: filters.period_end }}
              onChange={(range) => setFilters({ period_start: range.start_date, period_end: range.end_date })}
              testId="agent-sub-period"
            />
          </LabelledFilter>
          {canCall(E.agentSubExport) && (
            <ListActions>
              <ExportButton
                query={filters}
                total={list.total}
                taskName={t('list.title')}
                onExport={(payload) => agentApi.agentSubExport(payload)}
                label={t('export')}
                testId="agent-sub-export"
              />
            </ListActions>
          )}
        </>
      }
    >
      <ListTable<SubMerchantRow>
        list={list}
        rowKey="id"
        columns={columns}
        totalText={(count) => t('total', { count })}
        rowTestId="agent-sub-row"
        rowData={(row) => ({ 'data-id': row.id })}
        testId="agent-sub-table"
      />
    </ListPage>
  );
}
