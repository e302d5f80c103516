import { useMemo, useState } from 'react';
import { Button, type TableColumnsType } from 'antd';
import { ApartmentOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { type TransferConfigItem } from '@console/contract';
import { MindMapModal } from '@/components/mind-map-modal';
import { ListPage, ListTable, useListPage } from '@/components/list-page';
import { transferMindMap, transferQueries } from '../api';
import { OpenSwitch } from '../components/open-switch';
import { useOpenSwitch } from '../model/use-open-switch';
import styles from './transfer-page.module.css';
import { formatDateTime } from '@/lib/format';
import { i18n } from '@/lib/i18n';

/** `/transfer/list`: the order-transfer configurations, their switch and their mind map. */
export function TransferPage() {
  const { t } = useTranslation('transfer');
  const [detailId, setDetailId] = useState<number | null>(null);
  const [shownId, setShownId] = useState<number | null>(null);
  if (detailId !== null && detailId !== shownId) setShownId(detailId);
  const openSwitch = useOpenSwitch();

  const list = useListPage({ filters: {}, query: (_filters, page) => transferQueries.transferList(page) });
  const source = useMemo(() => (shownId === null ? null : transferMindMap(shownId)), [shownId]);

  const columns: TableColumnsType<TransferConfigItem> = [
    { title: t('col.id'), dataIndex: 'id', width: 80 },
    {
      title: t('col.goods'),
      key: 'goods',
      render: (_, item) => (
        <div>
          <div className={styles.name} data-testid="transfer-goods">
            {item.trans.goods_name}
          </div>
          {item.trans.goods_desc && <div className={styles.muted}>{item.trans.goods_desc}</div>}
        </div>
      ),
    },
    { title: t('col.title'), key: 'title', render: (_, item) => item.trans.title },
    { title: t('col.entries'), dataIndex: 'entry_count', width: 100, align: 'right' },
    {
      title: t('col.updated'),
      dataIndex: 'update_time',
      width: 170,
      render: (value: string) => formatDateTime(value, i18n.language),
    },
    {
      title: t('col.open'),
      dataIndex: 'is_open',
      width: 110,
      render: (_, item) => (
        <OpenSwitch
          isOpen={item.is_open}
          loading={openSwitch.isPending(item.id)}
          onToggle={(next) => void openSwitch.toggle(item.id, next)}
        />
      ),
    },
    {
      title: t('col.actions'),
      key: 'actions',
      width: 130,
      fixed: 'right',
      render: (_, item) => (
        <Button
          type="link"
          size="small"
          icon={<ApartmentOutlined />}
          onClick={() => setDetailId(item.id)}
          data-testid="transfer-detail"
        >
          {t('action.detail')}
        </Button>
      ),
    },
  ];

  return (
    <ListPage testId="transfer-page" header={<p className={styles.hint}>{t('page.hint')}</p>}>
      <ListTable<TransferConfigItem>
        list={list}
        rowKey="id"
        columns={columns}
        scroll={{ x: 900 }}
        totalText={(count) => t('page.total', { count })}
        testId="transfer-table"
      />
      <MindMapModal open={detailId !== null} onClose={() => setDetailId(null)} source={source} />
    </ListPage>
  );
}
