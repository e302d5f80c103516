import { useState } from 'react';
import { Button } from 'antd';
import { ArrowLeftOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { TopupBatch, TopupItemStatus } from '@console/contract';
import { useAddressFilters } from '@/lib/address-filter';
import { LazyBatchEditor } from '../components/lazy-parts';
import styles from '../components/topup.module.css';
import { linkedView, TOPUP_LINK_NAMES, type BatchLinkFilters } from '../model/links';
import { BatchDetail } from './batch-detail';
import { BatchList } from './batch-list';

type View =
  | { kind: 'batches'; linked?: BatchLinkFilters }
  | { kind: 'new' }
  | { kind: 'batch'; id: number; status?: TopupItemStatus };

/**
 * `/recharge`, bulk phone top-up: the batches (the screen opened first), a new batch (the editor),
 * one batch's items. One route of the menu: its three screens are views of this page, kept while
 * the tab stays open. A link opens a view through the address (`model/links.ts`).
 */
export function TopupPage() {
  const { t } = useTranslation('topup');
  const [view, setView] = useState<View>({ kind: 'batches' });
  // Each arrival by a link makes its view anew, with the link's filter at its start.
  const [arrival, setArrival] = useState(0);
  useAddressFilters(TOPUP_LINK_NAMES, linkedView, (linked) => {
    setView(linked);
    setArrival((n) => n + 1);
  });
  const open = (batch: TopupBatch) => setView({ kind: 'batch', id: batch.id });
  const back = () => setView({ kind: 'batches' });

  if (view.kind === 'batch')
    return (
      <BatchDetail
        key={`${view.id}-${arrival}`}
        id={view.id}
        status={view.status}
        onBack={back}
        onOpen={open}
      />
    );
  if (view.kind === 'new') {
    return (
      <div className={styles.editor} data-testid="topup-new-page">
        <div className={styles.head}>
          <Button icon={<ArrowLeftOutlined />} onClick={back} data-testid="topup-back">
            {t('back')}
          </Button>
          <h2 className={styles.title}>{t('new_batch')}</h2>
        </div>
        <LazyBatchEditor onSubmitted={open} />
      </div>
    );
  }
  return (
    <BatchList key={arrival} linked={view.linked} onOpen={open} onNew={() => setView({ kind: 'new' })} />
  );
}
