import { useCallback, useMemo, useState, type HTMLAttributes } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  AGENT_CHILD_MERCHANT,
  orderEndpoints as E,
  type OrderRow,
  type ReapplyResult,
} from '@console/contract';
import { usePageReturn } from '@/lib/page-visibility';
import { usePermission } from '@/lib/permission';
import { useSession } from '@/lib/session-store';
import { toast } from '@/lib/toast';
import { useConfirm } from '@/components/confirm';
import { ListPage, ListTable, useListPage } from '@/components/list-page';
import { orderApi, orderQueries } from '../api';
import {
  LazyExportModal,
  LazyOrderDrawer,
  LazyOrderFilters,
  LazyOrderToolbar,
  LazyReapplyModal,
  LazySheetUploadModal,
  withDetailTexts,
} from '../components/lazy-parts';
import { useOrderColumns } from '../components/order-columns';
import type { SheetKind } from '../components/sheet-upload-modal';
import { StatusTabs } from '../components/status-tabs';
import { visibleColumns, useColumnPrefs } from '../model/column-prefs';
import { NO_FILTERS } from '../model/filters';
import { useUrlFilters } from '../model/use-url-filters';
import { useReveals } from '../model/reveals';
import { selectionSummary } from '../model/selection';
import { mergeSubMerchants, type SubMerchantOption } from '../model/sub-merchants';

/** The confirmations, loaded on the first click that needs one. */
const actions = () => withDetailTexts(() => import('../components/order-actions'));

/**
 * `/order/list`: the merchant's orders (issue 7, "Screens"): status tabs with counts, filters,
 * the table with its column settings, flags, remarks and per-row reveals, batch actions, the
 * spreadsheets (export, import, remark upload) and the order drawer.
 */
export function OrderListPage() {
  const { t } = useTranslation('orders');
  const client = useQueryClient();
  // Each control asks by its call's declaration, the one the server's guard reads (the merchant's
  // role and a staff member's): flags, remarks, reapply and resubmit are all the list's `edit`.
  const { canCall } = usePermission();
  const isAgent = useSession((s) => s.merchant?.child_merchant === AGENT_CHILD_MERCHANT);
  const canEdit = canCall(E.orderUpdate);
  const canReveal = canCall(E.orderDecrypt);
  const [modal, modalHolder] = useConfirm();
  const [selected, setSelected] = useState<readonly OrderRow[]>([]);
  // A selection spans pages (the batch actions), not filters.
  const clearSelection = useCallback(() => setSelected([]), []);
  const list = useListPage({
    filters: NO_FILTERS,
    query: (filters, page) => orderQueries.orderList({ ...filters, ...page }),
    live: 'orders',
    onFiltersChange: clearSelection,
  });
  const { filters, setFilters, total } = list;
  // A link's filters: a statistics figure or a dashboard to-do item opens the orders it counts.
  useUrlFilters(setFilters);
  const [subMerchants, setSubMerchants] = useState<readonly SubMerchantOption[]>([]);
  const [drawerId, setDrawerId] = useState<number | null>(null);
  const [reapplying, setReapplying] = useState<OrderRow | null>(null);
  const [sheet, setSheet] = useState<SheetKind | null>(null);
  const [exportFull, setExportFull] = useState<boolean | null>(null);
  // A fresh naming modal each opening: the shared one keeps the name of its first opening (its
  // form outlives a close), and the default name carries this opening's total and time.
  const [exportKey, setExportKey] = useState(0);
  // The last of each keeps a closing drawer or modal filled while it animates away.
  const [last, setLast] = useState({
    drawerId: 0,
    reapply: null as OrderRow | null,
    sheet: 'orders',
    full: false,
  });
  if (drawerId !== null && drawerId !== last.drawerId) setLast({ ...last, drawerId });
  if (reapplying !== null && reapplying !== last.reapply) setLast({ ...last, reapply: reapplying });
  if (sheet !== null && sheet !== last.sheet) setLast({ ...last, sheet });
  if (exportFull !== null && exportFull !== last.full) setLast({ ...last, full: exportFull });
  const prefs = useColumnPrefs();

  const { data } = list.result;
  // Each answer (a new page, a filter, a refresh) ends the reveals of the rows it replaced.
  const { revealed, pending, reveal, hide } = useReveals(list.result.dataUpdatedAt);

  if (isAgent && data) {
    const merged = mergeSubMerchants(subMerchants, data.list);
    if (merged !== subMerchants) setSubMerchants(merged);
  }

  const refresh = useCallback(
    () => void client.invalidateQueries({ queryKey: orderQueries.all() }),
    [client],
  );
  // Back from another tab (a finished import, a task): the list is read again.
  usePageReturn(refresh);

  const flag = async (ids: number[], value: number) => {
    const { updated } = await orderApi.orderFlag({ ids, flag: value });
    toast().success(t('flag.done', { count: updated }));
    refresh();
  };
  const saveRemark = async (row: OrderRow, remark: string) => {
    await orderApi.orderUpdate({ id: row.id, remark });
    toast().success(t('remark.saved'));
    refresh();
  };
  const askReveal = async (row: OrderRow) => {
    if (!(await (await actions()).confirmReveal(modal))) return;
    await reveal(row.id);
  };
  const summary = selectionSummary(selected);
  const resubmit = async () => {
    const { confirmResubmit, reportResubmit } = await actions();
    if (!(await confirmResubmit(modal, summary.resubmittable.length))) return;
    const result = await orderApi.orderResubmit({ ids: summary.resubmittable });
    toast().success(reportResubmit(modal, result));
    setSelected([]);
    refresh();
  };
  const openExport = async (full: boolean) => {
    if (full && !(await (await actions()).confirmExportFull(modal))) return;
    setExportKey((k) => k + 1);
    setExportFull(full);
  };
  const reapplied = (result: ReapplyResult) => {
    toast().success(t('action.reapplied', { no: result.order_no }));
    refresh();
  };
  // Failures are shown by the http client (or the chunk boundary): nothing more to say here.
  const quietly = (run: () => Promise<unknown>) => void run().catch(() => undefined);

  const visible = useMemo(() => visibleColumns(prefs), [prefs]);
  const columns = useOrderColumns({
    visible,
    isAgent,
    canEdit,
    canReveal,
    revealed,
    revealing: pending,
    onReveal: (row) => quietly(() => askReveal(row)),
    onFlag: (row, value) => quietly(() => flag([row.id], value)),
    onRemark: saveRemark,
    onDetail: (row) => setDrawerId(row.id),
    onReapply: setReapplying,
  });

  return (
    <ListPage testId="order-page">
      {modalHolder}
      <StatusTabs
        value={filters.status}
        counts={data?.status_counts}
        onChange={(status) => setFilters({ status })}
      />
      <LazyOrderFilters
        value={filters}
        onChange={setFilters}
        onReset={list.reset}
        subMerchants={isAgent ? subMerchants : null}
      />
      <LazyOrderToolbar
        selected={selected.length}
        resubmittable={summary.resubmittable.length}
        tooMany={summary.tooMany}
        canEdit={canEdit}
        canImport={canCall(E.orderImport)}
        canExport={canCall(E.orderExport)}
        canExportFull={canReveal}
        isAgent={isAgent}
        total={total}
        refreshing={list.result.isFetching}
        onFlag={(value) => quietly(() => flag(summary.ids, value))}
        onResubmit={() => quietly(resubmit)}
        onClearSelection={() => setSelected([])}
        onRefresh={refresh}
        onImport={setSheet}
        onExport={(full) => quietly(() => openExport(full))}
      />
      <ListTable<OrderRow>
        list={list}
        rowKey="id"
        ownColumnSettings
        size={prefs.density}
        columns={columns}
        totalText={(count) => t('total', { count })}
        rowSelection={
          canEdit
            ? {
                selectedRowKeys: selected.map((r) => r.id),
                preserveSelectedRowKeys: true,
                onChange: (_keys, chosen) => setSelected(chosen.filter(Boolean)),
                getCheckboxProps: (row) => ({ disabled: !row.editable }),
              }
            : undefined
        }
        onRow={(row) =>
          ({
            // A revealed row goes back to masked once the pointer has left it.
            onMouseLeave: () => hide(row.id),
            'data-testid': 'order-row',
            'data-id': row.id,
            'data-status': row.status,
          }) as HTMLAttributes<HTMLElement>
        }
        testId="order-table"
      />
      <LazyExportModal
        key={exportKey}
        open={exportFull !== null}
        onClose={() => setExportFull(null)}
        query={{ ...filters, full: last.full }}
        total={total}
        taskName={last.full ? t('action.export_full_task') : t('title')}
        onSubmit={(payload) => orderApi.orderExport(payload)}
      />
      <LazySheetUploadModal
        open={sheet !== null}
        kind={last.sheet as SheetKind}
        onClose={() => setSheet(null)}
      />
      <LazyReapplyModal
        open={reapplying !== null}
        order={last.reapply}
        onClose={() => setReapplying(null)}
        onDone={reapplied}
      />
      <LazyOrderDrawer
        open={drawerId !== null}
        orderId={last.drawerId || null}
        canReveal={canReveal}
        onClose={() => setDrawerId(null)}
        onOpenOrder={setDrawerId}
      />
    </ListPage>
  );
}
