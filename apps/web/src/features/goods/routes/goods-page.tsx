import { useMemo, useState } from 'react';
import { Table } from 'antd';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { SEARCH_DEBOUNCE_MS, type GoodsRow } from '@console/contract';
import { AreaTreeDrawer } from '@/components/area-tree-drawer';
import { useCopy } from '@/components/copy';
import { MindMapModal } from '@/components/mind-map-modal';
import { QrModal } from '@/components/qr-modal';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { useTablePages } from '@/lib/use-table-pages';
import { goodsCoverage } from '../api/goods-coverage';
import { goodsTransferDetail } from '../api/goods-transfer-detail';
import { listGoods } from '../api/list-goods';
import { listOperators } from '../api/list-operators';
import { useGoodsColumns } from '../components/goods-columns';
import { GoodsFilters, NO_FILTER, type GoodsFilterValue } from '../components/goods-filters';
import { StoreAreas } from '../components/store-areas';
import { goodsKeys } from '../model/keys';
import styles from '../components/goods.module.css';

type Dialog = { kind: 'qr' | 'coverage' | 'transfer'; row: GoodsRow } | null;

/** `/goods/list`: the partner's catalogue as the merchant sells it (spec section 2, domain "Goods"). */
export function GoodsPage() {
  const { t } = useTranslation('goods');
  const { copy, holder } = useCopy();
  const [filters, setFilters] = useState<GoodsFilterValue>(NO_FILTER);
  const { page, pageSize, setPage, pagination } = useTablePages();
  const name = useDebouncedValue(filters.name.trim(), SEARCH_DEBOUNCE_MS);
  const [dialog, setDialog] = useState<Dialog>(null);
  // The last row keeps the closing modal or drawer filled while it animates away.
  const [shown, setShown] = useState<Dialog>(null);
  if (dialog && dialog !== shown) setShown(dialog);

  const query = {
    page,
    page_size: pageSize,
    carrier: filters.carrier,
    name,
    status: filters.status,
    mismatch_only: filters.mismatchOnly,
  };
  const { data, isFetching } = useQuery({
    queryKey: goodsKeys.list(query),
    queryFn: ({ signal }) => listGoods(query, signal),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
  const operators = useQuery({
    queryKey: goodsKeys.operators(),
    queryFn: async ({ signal }) => (await listOperators(signal)).list,
    staleTime: Infinity,
  });

  const coverageRow = shown?.kind === 'coverage' ? shown.row : null;
  const coverage = useQuery({
    queryKey: goodsKeys.coverage(coverageRow?.id ?? 0),
    queryFn: ({ signal }) => goodsCoverage({ id: coverageRow!.id }, signal),
    enabled: dialog?.kind === 'coverage',
  });
  const coverageOperator = operators.data?.find((op) => op.id === coverageRow?.operator_id) ?? null;

  const transferRow = shown?.kind === 'transfer' ? shown.row : null;
  const transferSource = useMemo(
    () =>
      transferRow && {
        key: goodsKeys.transfer(transferRow.id),
        fetch: (signal: AbortSignal) => goodsTransferDetail({ goods_id: transferRow.id }, signal),
      },
    [transferRow],
  );

  const columns = useGoodsColumns({
    copyLink: (row) => void copy(row.promotion_url),
    showQr: (row) => setDialog({ kind: 'qr', row }),
    showCoverage: (row) => setDialog({ kind: 'coverage', row }),
    showTransfer: (row) => setDialog({ kind: 'transfer', row }),
  });

  const changeFilters = (next: GoodsFilterValue) => {
    setFilters(next);
    setPage(1);
  };
  const close = () => setDialog(null);

  return (
    <div className={styles.page} data-testid="goods-page">
      {holder}
      <StoreAreas operators={operators.data ?? []} />
      <GoodsFilters value={filters} onChange={changeFilters} />
      <Table<GoodsRow>
        rowKey="id"
        size="middle"
        columns={columns}
        dataSource={data?.list ?? []}
        loading={isFetching && !data}
        scroll={{ x: 1150 }}
        pagination={pagination(data?.total ?? 0, (count) => t('total', { count }))}
        data-testid="goods-table"
      />
      <QrModal
        open={dialog?.kind === 'qr'}
        onClose={close}
        text={shown?.kind === 'qr' ? shown.row.promotion_url : ''}
        title={shown?.kind === 'qr' ? t('qr_title', { name: shown.row.name }) : undefined}
        fileName={shown?.kind === 'qr' ? `goods-${shown.row.id}` : undefined}
      />
      <AreaTreeDrawer
        mode="view"
        open={dialog?.kind === 'coverage'}
        onClose={close}
        operator={coverageOperator}
        title={coverageRow ? t('coverage.drawer_title', { name: coverageRow.name }) : undefined}
        codes={coverage.data?.codes ?? []}
        nationwide={coverage.data?.nationwide ?? false}
        codesLoading={coverage.isPending || operators.isPending}
      />
      <MindMapModal open={dialog?.kind === 'transfer'} onClose={close} source={transferSource} />
    </div>
  );
}
