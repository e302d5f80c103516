import { useState, type HTMLAttributes } from 'react';
import { Button } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { LIVE_SWITCHES, type Anchor } from '@console/contract';
import type { liveEndpoints } from '@console/contract';
import { useConfirm } from '@/components/confirm';
import {
  columnsWidth,
  KeywordSearch,
  ListActions,
  ListPage,
  ListTable,
  StatusSelect,
  useListPage,
  type ListFilters,
} from '@/components/list-page';
import { formatNumber } from '@/lib/format';
import { usePermission } from '@/lib/permission';
import { toast } from '@/lib/toast';
import { liveApi, liveQueries } from '../api';
import { LazyAnchorFormModal } from '../components/lazy-parts';
import { useAnchorColumns } from '../components/anchor-columns';
import { useStatusSwitch } from '../components/use-status-switch';

type Filters = ListFilters<typeof liveEndpoints.liveAnchors>;
const ALL: Filters = { keyword: '', status: '' };

/**
 * `/live/anchor-list`: the merchant's anchors (searched by name or Douyin id, by status) with their
 * avatar and share of the commission, added and edited in a form, switched on and off after a
 * confirmation.
 */
export function AnchorListPage() {
  const { t, i18n } = useTranslation('live');
  const client = useQueryClient();
  const { can } = usePermission();
  const canEdit = can('edit');
  const [dialogs, holder] = useConfirm();
  // null: the form is closed; 'new' adds an anchor.
  const [editing, setEditing] = useState<Anchor | 'new' | null>(null);
  const list = useListPage({
    filters: ALL,
    query: (filters, page) => liveQueries.liveAnchors({ ...filters, ...page }),
  });
  const { filters, setFilters } = list;
  const refresh = () => client.invalidateQueries({ queryKey: liveQueries.all() });

  const { switching, askSwitch } = useStatusSwitch({
    dialogs,
    texts: {
      title: (enable, name) => t(enable ? 'anchors.enable_title' : 'anchors.disable_title', { name }),
      content: (enable) => t(enable ? 'anchors.enable_content' : 'anchors.disable_content'),
      done: (enable, name) => t(enable ? 'anchors.enabled_done' : 'anchors.disabled_done', { name }),
      ok: (enable) => (enable ? t('enable') : t('disable')),
      cancel: t('cancel'),
    },
    save: liveApi.liveAnchorStatus,
    refresh,
    confirmTestId: 'live-anchor-confirm',
  });
  const columns = useAnchorColumns({ canEdit, switching, onEdit: setEditing, onSwitch: askSwitch });

  return (
    <ListPage
      testId="live-anchor-page"
      onReset={list.reset}
      toolbar={
        <>
          {holder}
          <KeywordSearch
            keyword={filters.keyword}
            onSearch={(keyword) => setFilters({ keyword })}
            label={t('anchors.keyword')}
            maxLength={64}
            testId="live-anchor-keyword"
          />
          <StatusSelect
            value={filters.status}
            onChange={(status) => setFilters({ status })}
            values={LIVE_SWITCHES}
            optionLabel={(s) => t(`status.${s}`)}
            allLabel={t('status_all')}
            label={t('status_filter')}
            testId="live-anchor-status-filter"
          />
          {canEdit && (
            <ListActions>
              <Button
                type="primary"
                icon={<PlusOutlined />}
                onClick={() => setEditing('new')}
                data-testid="live-anchor-add"
              >
                {t('anchors.add')}
              </Button>
            </ListActions>
          )}
        </>
      }
    >
      <ListTable<Anchor>
        list={list}
        rowKey="id"
        columns={columns}
        scroll={{ x: columnsWidth(columns) }}
        locale={{ emptyText: t('anchors.empty') }}
        totalText={(count) => t('anchors.total', { count, shown: formatNumber(count, i18n.language) })}
        onRow={(anchor) =>
          ({
            'data-testid': 'live-anchor-row',
            'data-douyin': anchor.douyin_id,
          }) as HTMLAttributes<HTMLElement>
        }
        testId="live-anchor-table"
      />
      {editing && (
        <LazyAnchorFormModal
          anchor={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
          onSaved={(anchor) => {
            setEditing(null);
            toast().success(t('anchors.saved', { name: anchor.name }));
            void refresh();
          }}
        />
      )}
    </ListPage>
  );
}
