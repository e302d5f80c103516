import { useState } from 'react';
import { Segmented } from 'antd';
import { useTranslation } from 'react-i18next';
import type { CaptureShop } from '@console/contract';
import { CaptureLog } from './capture-log';
import { LazyMappingEditor } from './lazy-parts';
import { PushUrl } from './copy-address';
import styles from './capture.module.css';

type View = 'mapping' | 'waiting' | 'log';

export interface ShopDetailProps {
  shop: CaptureShop;
  /** Every shop of the platform, for the log's shop filter. */
  shops: readonly CaptureShop[];
  canEdit: boolean;
}

/** Below the shops, for the one chosen: its product mapping, its orders waiting for one, its log. */
export function ShopDetail({ shop, shops, canEdit }: ShopDetailProps) {
  const { t } = useTranslation('capture');
  const [view, setView] = useState<View>('mapping');
  return (
    <section className={styles.detail} aria-labelledby="capture-detail-title" data-testid="capture-detail">
      <div className={styles.detailHead}>
        <h2 className={styles.detailTitle} id="capture-detail-title">
          {shop.name}
        </h2>
        <Segmented<View>
          value={view}
          onChange={setView}
          options={[
            { value: 'mapping', label: t('detail.mapping') },
            { value: 'waiting', label: t('detail.waiting', { count: shop.orders_waiting }) },
            { value: 'log', label: t('detail.log') },
          ]}
          aria-label={t('detail.views')}
          data-testid="capture-detail-view"
        />
      </div>
      {shop.push_url && <PushUrl url={shop.push_url} />}
      {view === 'mapping' && <LazyMappingEditor shop={shop.id} canEdit={canEdit} />}
      {view === 'waiting' && (
        <CaptureLog
          platform={shop.platform}
          shops={shops}
          shop={shop.id}
          waitingOnly
          testId="capture-waiting"
        />
      )}
      {view === 'log' && (
        <CaptureLog platform={shop.platform} shops={shops} shop={shop.id} testId="capture-log" />
      )}
    </section>
  );
}
