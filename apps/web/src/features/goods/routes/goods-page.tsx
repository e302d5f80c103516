import { useEffect, useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { SEARCH_DEBOUNCE_MS, type GoodsRow } from '@console/contract';
import { AreaTreeDrawer } from '@/components/area-tree-drawer';
import { useCopy } from '@/components/copy';
import { MindMapModal } from '@/components/mind-map-modal';
import { QrModal } from '@/components/qr-modal';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { ListPage, ListTable, useListPage } from '@/components/list-page';
import { goodsApi, goodsQueries } from '../api';
import { useGoodsColumns } from '../components/goods-columns';
import { GoodsFilters, NO_FILTER, type GoodsFilterValue } from '../components/goods-filters';
import { StoreAreas } from '../components/store-areas';

type Dialog = { kind: 'qr' | 'coverage' | 'transfer'; row: GoodsRow } | null;

/** `/goods/list`: the partner's catalogue as the merchant sells it (spec section 2, domain "Goods"). */
export function GoodsPage() {
  const { t } = useTranslation('goods');
  const { copy, holder } = useCopy();
  const [typedName, setTypedName] = useState('');
  const name = useDebouncedValue(typedName.trim(), SEARCH_DEBOUNCE_MS);
  const list = useListPage({
    filters: NO_FILTER,
    query: (filters, page) => goodsQueries.goodsList({ ...filters, ...page }),
  });
  // The name joins the list's filters once typing pauses: one request per name, and an empty
  // answer under it says that nothing matches (the kit's empty state).
  const { setFilters } = list;
  useEffect(() => {
    if (list.filters.name !== name) setFilters({ name });
  }, [name, list.filters.name, setFilters]);
  const [dialog, setDialog] = useState<Dialog>(null);
  // The last row keeps the closing modal or drawer filled while it animates away.
  const [shown, setShown] = useState<Dialog>(null);
  if (dialog && dialog !== shown) setShown(dialog);

  const operators = useQuery({
    ...goodsQueries.operatorList(),
    select: (answer) => answer.list,
    staleTime: Infinity,
  });

  const coverageRow = shown?.kind === 'coverage' ? shown.row : null;
  const coverage = useQuery({
    ...goodsQueries.goodsCoverage({ id: coverageRow?.id ?? 0 }),
    enabled: dialog?.kind === 'coverage',
  });
  const coverageOperator = operators.data?.find((op) => op.id === coverageRow?.operator_id) ?? null;

  const transferRow = shown?.kind === 'transfer' ? shown.row : null;
  const transferSource = useMemo(
    () =>
      transferRow && {
        key: goodsQueries.goodsTransferDetail({ goods_id: transferRow.id }).queryKey,
        fetch: (signal: AbortSignal) =>
          goodsApi.goodsTransferDetail({ goods_id: transferRow.id }, { signal }),
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
    setTypedName(next.name);
    // A name being typed applies once typing pauses (the debounced `name` in the query's key). A
    // filter change reads the list again at once (the kit marks it stale), so a keystroke must not
    // count as one: it would read the old filter's rows again on every key.
    const { carrier, status, mismatch_only } = list.filters;
    if (next.carrier !== carrier || next.status !== status || next.mismatch_only !== mismatch_only) {
      list.setFilters({ ...next, name });
    }
  };
  const close = () => setDialog(null);

  return (
    <ListPage testId="goods-page" header={<StoreAreas operators={operators.data ?? []} />}>
      {holder}
      <GoodsFilters
        value={{ ...list.filters, name: typedName }}
        onChange={changeFilters}
        onReset={() => {
          setTypedName('');
          list.reset();
        }}
      />
      <ListTable<GoodsRow>
        list={list}
        rowKey="id"
        columns={columns}
        scroll={{ x: 1150 }}
        totalText={(count) => t('total', { count })}
        testId="goods-table"
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
    </ListPage>
  );
}
