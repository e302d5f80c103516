import { useState } from 'react';
import { Alert, Button, type TableColumnsType } from 'antd';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { ProductRow } from '@console/contract';
import { ListTable, type ListPageState } from '@/components/list-page';
import { formatNumber } from '@/lib/format';
import { toast } from '@/lib/toast';
import { captureApi, captureQueries } from '../api';
import { changedItems, mappingBatches, productKey, shownGoods } from '../model/mapping';
import { GoodsPicker } from './goods-picker';
import styles from './capture.module.css';

export interface MappingEditorProps {
  /** The console's id of the shop. */
  shop: number;
  canEdit: boolean;
}

/**
 * The shop's products on its platform, each with the goods its orders become. Choices are kept
 * on screen and saved together; orders waiting for a product are captured by the save.
 */
export function MappingEditor({ shop, canEdit }: MappingEditorProps) {
  const { t, i18n } = useTranslation('capture-detail');
  const client = useQueryClient();
  const products = useQuery(captureQueries.captureProducts({ shop }));
  const [draft, setDraft] = useState<ReadonlyMap<string, number | null>>(new Map());
  const [saving, setSaving] = useState(false);
  const rows = products.data?.list ?? [];
  const changes = changedItems(rows, draft);
  // The products come in one answer: the list kit's table pages them on screen.
  const list: ListPageState<ProductRow> = {
    rows,
    loading: products.isFetching && !products.data,
    pagination: (totalText) => ({ pageSize: 20, showSizeChanger: false, showTotal: totalText }),
    result: products,
  };

  const choose = (row: ProductRow, goods: number | null) =>
    setDraft((current) => new Map(current).set(productKey(row), goods));

  const save = async () => {
    setSaving(true);
    try {
      let saved = 0;
      let captured = 0;
      // One call per batch, in turn: a refusal stops the rest and keeps them on screen.
      for (const batch of mappingBatches(shop, changes)) {
        const answer = await captureApi.captureMappingSave(batch);
        saved += answer.saved;
        captured += answer.captured;
      }
      toast().success(
        `${t('mapping.saved', { count: saved, shown: formatNumber(saved, i18n.language) })} ${
          captured
            ? t('mapping.captured', { count: captured, shown: formatNumber(captured, i18n.language) })
            : ''
        }`.trim(),
      );
      setDraft(new Map());
      await client.invalidateQueries({ queryKey: captureQueries.all() });
    } catch {
      // the http client has shown why; the choices stay on screen
    } finally {
      setSaving(false);
    }
  };

  const columns: TableColumnsType<ProductRow> = [
    {
      title: t('mapping.product'),
      key: 'product',
      width: 260,
      render: (_, row) => (
        <>
          <div>{row.title}</div>
          <div className={styles.muted}>
            {row.product_id}
            {row.sku_id ? ` / ${row.sku_id}` : ''}
          </div>
        </>
      ),
    },
    {
      title: t('mapping.waiting'),
      dataIndex: 'waiting',
      width: 110,
      render: (value: number) => formatNumber(value, i18n.language),
    },
    {
      title: t('mapping.goods'),
      key: 'goods',
      width: 280,
      render: (_, row) => (
        <GoodsPicker
          className={styles.goodsPicker}
          value={shownGoods(row, draft)}
          valueLabel={row.goods_name}
          onChange={(goods) => choose(row, goods)}
          label={t('mapping.goods_of', { title: row.title })}
          placeholder={t('mapping.unmapped')}
          allowClear
          testId="capture-mapping-goods"
        />
      ),
    },
  ];

  return (
    <div className={styles.detail} data-testid="capture-mapping">
      {products.data && !products.data.from_platform && (
        <Alert type="info" showIcon title={t('mapping.from_orders')} />
      )}
      <div className={styles.detailHead}>
        <span className={styles.muted} data-testid="capture-mapping-changes">
          {t('mapping.changes', {
            count: changes.length,
            shown: formatNumber(changes.length, i18n.language),
          })}
        </span>
        {canEdit && (
          <Button
            type="primary"
            disabled={changes.length === 0}
            loading={saving}
            onClick={() => void save()}
            data-testid="capture-mapping-save"
          >
            {t('mapping.save')}
          </Button>
        )}
      </div>
      <ListTable<ProductRow>
        list={list}
        totalText={(count) => t('mapping.total', { count, shown: formatNumber(count, i18n.language) })}
        rowKey={productKey}
        columns={
          canEdit
            ? columns
            : columns.map((c) =>
                c.key === 'goods' ? { ...c, render: (_, row) => row.goods_name ?? '-' } : c,
              )
        }
        scroll={{ x: 650 }}
        locale={{ emptyText: t('mapping.empty') }}
        rowTestId="capture-mapping-row"
        rowData={(row) => ({ 'data-product': row.product_id })}
        testId="capture-mapping-table"
      />
    </div>
  );
}
